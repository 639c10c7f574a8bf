import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * Factors lists 14, 18 and 49 (a unit's Factors section): the contributing circumstances of the
 * environment, the driver and the vehicle. Real: codes and labels of
 * MMUCC 4th ed. (NIEM mmucc.xsd).
 */

export const environmentalFactorList = seedList(
  {
    listId: CodeListId.EnvironmentalFactors,
    name: 'Environmental Factors',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, contributing circumstances (environment)',
  },
  [
    ['0', 'None'],
    ['1', 'Weather Conditions'],
    ['2', 'Visual Obstruction(s)'],
    ['3', 'Glare'],
    ['4', 'Animal(s) on the Roadway'],
    ['5', 'Other'],
    ['99', 'Unknown'],
  ],
);

export const driverFactorList = seedList(
  {
    listId: CodeListId.DriverFactors,
    name: 'Driver Factors',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, driver actions at time of crash',
  },
  [
    ['0', 'No Contributing Action'],
    ['1', 'Ran Off Roadway'],
    ['2', 'Failed to Yield Right-of-Way'],
    ['3', 'Ran Red Light'],
    ['4', 'Ran Stop Sign'],
    ['5', 'Disregarded Other Traffic Sign'],
    ['6', 'Disregarded Other Road Markings'],
    ['7', 'Improper Turn'],
    ['8', 'Improper Backing'],
    ['9', 'Improper Passing'],
    ['10', 'Wrong Side or Wrong Way'],
    ['11', 'Followed Too Closely'],
    ['12', 'Failed to Keep in Proper Lane'],
    ['13', 'Operated Motor Vehicle in Reckless or Aggressive Manner'],
    ['14', 'Operated Motor Vehicle in Inattentive, Careless, Negligent, or Erratic Manner'],
    ['15', 'Swerved or Avoided Due to Wind, Slippery Surface, Motor Vehicle, Object, Non-Motorist in Roadway, etc.'],
    ['16', 'Over-Correcting/Over-Steering'],
    ['98', 'Other Contributing Action'],
    ['99', 'Unknown'],
  ],
);

export const vehicleFactorList = seedList(
  {
    listId: CodeListId.VehicleFactors,
    name: 'Vehicle Factors',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, contributing circumstances (motor vehicle)',
  },
  [
    ['0', 'None'],
    ['1', 'Tires'],
    ['2', 'Brake System'],
    ['3', 'Steering'],
    ['4', 'Suspension'],
    ['5', 'Power Train'],
    ['6', 'Exhaust System'],
    ['7', 'Lights (head, signal, tail)'],
    ['10', 'Wipers'],
    ['11', 'Wheels'],
    ['12', 'Mirrors'],
    ['13', 'Windows/Windshield'],
    ['14', 'Body, Doors'],
    ['15', 'Truck Coupling/Trailer Hitch/Safety Chains'],
    ['97', 'Other'],
    ['98', 'Not Reported'],
    ['99', 'Unknown'],
  ],
);
