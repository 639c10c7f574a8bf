import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * What a vehicle is.
 * - 1019 colour: the NCIC vehicle colour codes, written from general reference (not checked against
 *   the NCIC code manual here).
 * - 1020 style: real, the vehicle body types of MMUCC 4th ed. (NIEM mmucc.xsd), codes
 *   zero-padded to two digits so that 01 is Passenger Car: a registration return's style
 *   DEFAULT maps to code 01, and a passenger car is the sensible default.
 * - 1021 use: real, AAMVA D20 vehicle use (NIEM aamva_d20.xsd).
 */

export const vehicleColorList = seedList(
  {
    listId: CodeListId.VehicleColor,
    name: 'Vehicle Colour',
    source: 'NCIC vehicle colour codes (general reference, unverified)',
  },
  [
    ['ALU', 'Aluminum'],
    ['AME', 'Amethyst'],
    ['BGE', 'Beige'],
    ['BLK', 'Black'],
    ['BLU', 'Blue'],
    ['BRO', 'Brown'],
    ['BRZ', 'Bronze'],
    ['CAM', 'Camouflage'],
    ['COM', 'Chrome'],
    ['CPR', 'Copper'],
    ['CRM', 'Cream'],
    ['DBL', 'Dark Blue'],
    ['DGR', 'Dark Green'],
    ['GLD', 'Gold'],
    ['GRN', 'Green'],
    ['GRY', 'Gray'],
    ['LAV', 'Lavender'],
    ['LBL', 'Light Blue'],
    ['LGR', 'Light Green'],
    ['MAR', 'Maroon'],
    ['MUL', 'Multicolored'],
    ['MVE', 'Mauve'],
    ['ONG', 'Orange'],
    ['PLE', 'Purple'],
    ['PNK', 'Pink'],
    ['RED', 'Red'],
    ['SIL', 'Silver'],
    ['TAN', 'Tan'],
    ['TEA', 'Teal'],
    ['TPE', 'Taupe'],
    ['TRQ', 'Turquoise'],
    ['WHI', 'White'],
    ['YEL', 'Yellow'],
  ],
);

export const vehicleStyleList = seedList(
  {
    listId: CodeListId.VehicleStyle,
    name: 'Vehicle Style',
    source:
      'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, vehicle body type (codes zero-padded; 01 Passenger Car is the DEFAULT style)',
  },
  [
    ['01', 'Passenger Car'],
    ['14', '(Sport) Utility Vehicle'],
    ['20', 'Passenger Van'],
    ['21', 'Cargo Van (10,000 lbs GVWR or less)'],
    ['30', 'Pickup'],
    ['45', 'Other Light Trucks (10,000 lbs GVWR or less)'],
    ['50', 'School Bus'],
    ['52', 'Transit Bus'],
    ['58', 'Other Bus'],
    ['65', 'Motorcoach'],
    ['73', 'Motor Home'],
    ['78', 'Medium/Heavy Trucks (more than 10,000 lbs GVWR)'],
    ['80', 'Motorcycle'],
    ['81', 'Moped'],
    ['90', 'All Terrain Vehicle (ATV)'],
    ['91', 'Snowmobile'],
    ['94', 'Low Speed Vehicle'],
    ['95', 'Golf Cart'],
    ['97', 'Other'],
  ],
);

export const vehicleUseList = seedList(
  { listId: CodeListId.VehicleUse, name: 'Vehicle Use', source: 'AAMVA D20 vehicle use, NIEM aamva_d20.xsd' },
  [
    ['00', 'None (not in use)'],
    ['01', 'Personal'],
    ['02', 'Driver Training'],
    ['03', 'Construction/Maintenance'],
    ['04', 'Ambulance'],
    ['05', 'Military'],
    ['06', 'Taxi'],
    ['07', 'Transportation of property'],
    ['08', 'Agriculture'],
    ['09', 'Wrecker or Tow'],
    ['10', 'Police'],
    ['11', 'Other Business'],
    ['12', 'Fire fighting'],
    ['13', 'Bus'],
    ['97', 'Other'],
    ['99', 'Unknown'],
  ],
);
