import {
  BUS_STYLES,
  CYCLIST_UNIT_TYPES,
  MOTORCYCLE_STYLES,
  PEDESTRIAN_UNIT_TYPES,
  TRUCK_STYLES,
} from '../../codes/code-meanings';
import type { FormDefinition } from '../definition/definition-schema';
import type { UnitSymbol } from './diagram-elements';
import { formRoles, roleItemPath, roleItems, roleText, type FormRoles } from '../definition/form-roles';
import type { ReportData } from '../definition/paths';
import type { FieldRole, SectionRole } from '../definition/roles';
import { isMotorVehicleUnit, unitValue } from '../derived/unit-people';
import { unitDirection } from '../derived/unit-roads';

/** What the coded report says about one unit, as the diagram draws it. */
export interface DiagramUnitFacts {
  /** The unit's number in the editor (1 for the first unit). */
  unit: number;
  symbol: UnitSymbol;
  /** The unit type is coded (otherwise the symbol is a guess). */
  typed: boolean;
  /** Direction of travel (list 1017), '' when not coded. */
  direction: string;
  /** The field that holds (or would hold) the direction: where a warning points and an update writes. */
  directionPath: string | undefined;
  /** Pre-collision action (list 1023). */
  action: string;
  /** Initial impact as a clock position 1-12, or null. */
  impact: number | null;
  /** Traffic control at the unit (list 1025). */
  control: string;
  /** Roadway character (list 1026). */
  roadwayCharacter: string;
}

export interface DiagramCrashFacts {
  mannerOfCollision: string;
  locationType: string;
  roadwayJunction: string;
  units: DiagramUnitFacts[];
}

function fieldPath(roles: FormRoles, section: SectionRole, index: number, role: FieldRole): string | undefined {
  const item = roleItemPath(roles, section, index);
  const pattern = roles.section(section)?.itemPattern;
  const key = pattern && roles.keyIn(pattern, role);
  return item && key ? `${item}.${key}` : undefined;
}

function symbolOf(roles: FormRoles, unit: Record<string, unknown>): UnitSymbol {
  const type = unitValue(roles, unit, 'unit.information', 'unit.type');
  if (PEDESTRIAN_UNIT_TYPES.includes(type)) return 'pedestrian';
  if (CYCLIST_UNIT_TYPES.includes(type)) return 'bicycle';
  const style = unitValue(roles, unit, 'unit.vehicle', 'vehicle.style');
  if (TRUCK_STYLES.includes(style)) return 'truck';
  if (BUS_STYLES.includes(style)) return 'bus';
  if (MOTORCYCLE_STYLES.includes(style)) return 'motorcycle';
  return 'car';
}

function clockOf(value: string): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : null;
}

/** The coded facts a diagram is drafted from and checked against, read by roles. */
export function diagramFacts(definition: FormDefinition, data: ReportData): DiagramCrashFacts {
  const roles = formRoles(definition);
  const units = roleItems(roles, 'units', data).map((unit, i): DiagramUnitFacts => {
    const vehicle = (role: FieldRole) => unitValue(roles, unit, 'unit.vehicle', role);
    const motor = isMotorVehicleUnit(roles, unit);
    const preCollision = motor ? vehicle('vehicle.preCollisionDirection') : '';
    const travel = unitValue(roles, unit, 'unit.information', 'unit.travelDirection');
    const direction = unitDirection(roles, unit);
    const vehiclePath = fieldPath(roles, 'unit.vehicle', i, 'vehicle.preCollisionDirection');
    const travelPath = fieldPath(roles, 'unit.information', i, 'unit.travelDirection');
    return {
      unit: i + 1,
      symbol: symbolOf(roles, unit),
      typed: unitValue(roles, unit, 'unit.information', 'unit.type') !== '',
      direction,
      directionPath: preCollision || (motor && !travel) ? (vehiclePath ?? travelPath) : (travelPath ?? vehiclePath),
      action: motor ? vehicle('vehicle.preCollisionAction') : '',
      impact: motor ? clockOf(vehicle('vehicle.initialImpact')) : null,
      control: motor ? vehicle('vehicle.trafficControl') : '',
      roadwayCharacter: motor ? vehicle('vehicle.roadwayCharacter') : '',
    };
  });
  return {
    mannerOfCollision: roleText(roles, data, 'crash.mannerOfCollision') ?? '',
    locationType: roleText(roles, data, 'location.locationType') ?? '',
    roadwayJunction: roleText(roles, data, 'crash.roadwayJunction') ?? '',
    units,
  };
}
