import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * Commercial motor vehicle lists (the CMV Information section).
 * - 279 GVWR/GCWR and 280 cargo body type: real, MMUCC 4th ed. (NIEM mmucc.xsd).
 * - 298 hazard class: real, the U.S. DOT hazard classes and divisions of 49 CFR 173.2 Table 1.
 */

export const gvwrList = seedList(
  {
    listId: CodeListId.Gvwr,
    name: 'GVWR/GCWR',
    source:
      'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, gross vehicle weight rating / gross combination weight rating',
  },
  [
    ['0', 'Not Applicable'],
    ['1', '10,000 lbs. or less'],
    ['2', '10,001 lbs - 26,000 lbs'],
    ['3', '26,001 lbs. or more'],
    ['8', 'Not Reported'],
    ['9', 'Unknown'],
  ],
);

export const cargoBodyTypeList = seedList(
  {
    listId: CodeListId.CargoBodyType,
    name: 'Cargo Body Type',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, cargo body type',
  },
  [
    ['0', 'Not Applicable (N/A)'],
    ['1', 'Van/Enclosed Box'],
    ['2', 'Cargo Tank'],
    ['3', 'Flatbed'],
    ['4', 'Dump'],
    ['5', 'Concrete Mixer'],
    ['6', 'Auto Transporter'],
    ['7', 'Garbage/Refuse'],
    ['8', 'Grain/Chips/Gravel'],
    ['9', 'Pole-Trailer'],
    ['10', 'Log'],
    ['11', 'Intermodal Container Chassis'],
    ['12', 'Vehicle Towing Another Motor Vehicle'],
    ['22', 'Bus'],
    ['96', 'No Cargo Body Type'],
    ['97', 'Other'],
    ['98', 'Unknown Cargo Body Type'],
    ['99', 'Unknown'],
  ],
);

export const hazardClassList = seedList(
  {
    listId: CodeListId.HazardClass,
    name: 'Hazard Class',
    source: 'U.S. DOT hazard classes and divisions, 49 CFR 173.2 Table 1',
  },
  [
    ['1', 'Class 1 - Explosives'],
    ['1.1', 'Division 1.1 - Explosives (with a mass explosion hazard)'],
    ['1.2', 'Division 1.2 - Explosives (with a projection hazard)'],
    ['1.3', 'Division 1.3 - Explosives (with predominately a fire hazard)'],
    ['1.4', 'Division 1.4 - Explosives (with no significant blast hazard)'],
    ['1.5', 'Division 1.5 - Very insensitive explosives; blasting agents'],
    ['1.6', 'Division 1.6 - Extremely insensitive detonating substances'],
    ['2', 'Class 2 - Gases'],
    ['2.1', 'Division 2.1 - Flammable gas'],
    ['2.2', 'Division 2.2 - Non-flammable compressed gas'],
    ['2.3', 'Division 2.3 - Poisonous gas'],
    ['3', 'Class 3 - Flammable and combustible liquid'],
    ['4', 'Class 4 - Flammable solids; spontaneously combustible and dangerous-when-wet materials'],
    ['4.1', 'Division 4.1 - Flammable solid'],
    ['4.2', 'Division 4.2 - Spontaneously combustible material'],
    ['4.3', 'Division 4.3 - Dangerous when wet material'],
    ['5', 'Class 5 - Oxidizers and organic peroxides'],
    ['5.1', 'Division 5.1 - Oxidizer'],
    ['5.2', 'Division 5.2 - Organic peroxide'],
    ['6', 'Class 6 - Poisonous (toxic) and infectious substances'],
    ['6.1', 'Division 6.1 - Poisonous materials'],
    ['6.2', 'Division 6.2 - Infectious substance (etiologic agent)'],
    ['7', 'Class 7 - Radioactive material'],
    ['8', 'Class 8 - Corrosive material'],
    ['9', 'Class 9 - Miscellaneous hazardous material'],
  ],
);
