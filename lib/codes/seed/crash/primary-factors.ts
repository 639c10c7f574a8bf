import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * List 1003, the primary factor of a crash. The labels are real, exactly as ARIES-derived public
 * crash data prints them (PRIMARYFACTORDESCR); the official ARIES codes were not found, so the codes
 * are ours, grouped as the Indiana form groups the factors: driver 01-26, vehicle 31-41,
 * environment 51-63 (the grouping itself is an inference).
 */

export const primaryFactorList = seedList(
  {
    listId: CodeListId.PrimaryFactor,
    name: 'Primary Factor',
    source: 'ARIES PRIMARYFACTORDESCR labels from public Indiana crash data; codes ours',
  },
  [
    ['01', 'ALCOHOLIC BEVERAGES'],
    ['02', 'ILLEGAL DRUGS'],
    ['03', 'PRESCRIPTION DRUGS'],
    ['04', 'DRIVER ASLEEP OR FATIGUED'],
    ['05', 'DRIVER ILLNESS'],
    ['06', 'UNSAFE SPEED'],
    ['07', 'SPEED TOO FAST FOR WEATHER CONDITIONS'],
    ['08', 'FAILURE TO YIELD RIGHT OF WAY'],
    ['09', 'DISREGARD SIGNAL/REG SIGN'],
    ['10', 'LEFT OF CENTER'],
    ['11', 'IMPROPER PASSING'],
    ['12', 'IMPROPER TURNING'],
    ['13', 'IMPROPER LANE USAGE'],
    ['14', 'UNSAFE LANE MOVEMENT'],
    ['15', 'FOLLOWING TOO CLOSELY'],
    ['16', 'UNSAFE BACKING'],
    ['17', 'OVERCORRECTING/OVERSTEERING'],
    ['18', 'RAN OFF ROAD RIGHT'],
    ['19', 'WRONG WAY ON ONE WAY'],
    ['20', 'PEDESTRIAN ACTION'],
    ['21', 'PASSENGER DISTRACTION'],
    ['22', 'VIOLATION OF LICENSE RESTRICTION'],
    ['23', 'CELL PHONE USAGE'],
    ['24', 'OTHER TELEMATICS IN USE'],
    ['25', 'DRIVER DISTRACTED - EXPLAIN IN NARRATIVE'],
    ['26', 'OTHER (DRIVER) - EXPLAIN IN NARRATIVE'],
    ['31', 'ENGINE FAILURE OR DEFECTIVE'],
    ['32', 'ACCELERATOR FAILURE OR DEFECTIVE'],
    ['33', 'BRAKE FAILURE OR DEFECTIVE'],
    ['34', 'TIRE FAILURE OR DEFECTIVE'],
    ['35', 'HEADLIGHT DEFECTIVE OR NOT ON'],
    ['36', 'OTHER LIGHTS DEFECTIVE'],
    ['37', 'STEERING FAILURE'],
    ['38', 'OVERSIZE/OVERWEIGHT LOAD'],
    ['39', 'INSECURE/LEAKY LOAD'],
    ['40', 'TOW HITCH FAILURE'],
    ['41', 'OTHER (VEHICLE) - EXPLAIN IN NARRATIVE'],
    ['51', 'GLARE'],
    ['52', 'SEVERE CROSSWINDS'],
    ['53', 'ANIMAL/OBJECT IN ROADWAY'],
    ['54', 'ROADWAY SURFACE CONDITION'],
    ['55', 'HOLES/RUTS IN SURFACE'],
    ['56', 'VIEW OBSTRUCTED'],
    ['57', 'OBSTRUCTION NOT MARKED'],
    ['58', 'TRAFFIC CONTROL INOPERATIVE/MISSING/OBSC'],
    ['59', 'LANE MARKING OBSCURED'],
    ['60', 'SHOULDER DEFECTIVE'],
    ['61', 'ROAD UNDER CONSTRUCTION'],
    ['62', 'UTILITY WORK'],
    ['63', 'OTHER (ENVIRONMENTAL) - EXPLAIN IN NARR'],
  ],
);
