import { TRAVEL_DIRECTION_AXIS } from '../../codes/code-meanings';
import type { FormRoles } from '../definition/form-roles';
import { isMotorVehicleUnit, unitValue } from './unit-people';

/**
 * Which road each unit travels, as the report can tell it: a unit records no road of its own, only
 * its direction of travel. Unit 1 is on the crash's road (Location's Roadway Name); a unit going
 * along unit 1's axis (north-south or east-west) is on it too, and one crossing it is on the
 * intersecting road where the location names one. Where the directions do not say (a direction not
 * coded, a unit crossing a road that has no intersecting road named: a driveway), the road is
 * unknown.
 */
export type UnitRoad = 'crash' | 'intersecting';

/** A unit's direction of travel (list 1017): a vehicle's pre-collision direction, else the unit's own. */
export function unitDirection(roles: FormRoles, unit: Record<string, unknown>): string {
  const preCollision = isMotorVehicleUnit(roles, unit)
    ? unitValue(roles, unit, 'unit.vehicle', 'vehicle.preCollisionDirection')
    : '';
  return preCollision || unitValue(roles, unit, 'unit.information', 'unit.travelDirection');
}

/** The road of each unit, by the units' directions in order (see UnitRoad). */
export function unitRoads(directions: readonly string[], intersectingRoadNamed: boolean): (UnitRoad | undefined)[] {
  const first = TRAVEL_DIRECTION_AXIS[directions[0] ?? ''];
  return directions.map((direction, i) => {
    if (i === 0) return 'crash';
    const axis = TRAVEL_DIRECTION_AXIS[direction];
    if (!axis || !first) return undefined;
    if (axis === first) return 'crash';
    return intersectingRoadNamed ? 'intersecting' : undefined;
  });
}
