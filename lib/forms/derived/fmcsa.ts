import { assessFmcsaReportability, type FmcsaReportability } from '../../records/in-report/fmcsa-reportability';
import type { FormDefinition } from '../definition/definition-schema';
import { FATAL_STATUS } from '../../codes/code-meanings';
import { formRoles, roleItems, roleText, type FormRoles } from '../definition/form-roles';
import type { ReportData } from '../definition/paths';
import { isMotorVehicleUnit, peopleOf, personValue, unitValue } from './unit-people';

/** GVWR/GCWR codes (list 279) above 10,000 lb. */
const GVWR_OVER_10000 = ['2', '3'];
/** Vehicle styles (list 1020) built to carry 9 or more people: school, transit and other buses, motorcoaches. */
const NINE_PLUS_PASSENGER_STYLES = ['50', '52', '58', '65'];

/** The crash half of FMCSA reportability, counted over the whole report. */
function crashFacts(roles: FormRoles, data: ReportData) {
  const units = roleItems(roles, 'units', data);
  const people = units.flatMap((u) => peopleOf(roles, u));
  const dead = Number(roleText(roles, data, 'crash.deadCount'));
  return {
    fatalities: Math.max(
      Number.isInteger(dead) ? dead : 0,
      people.filter((p) => personValue(roles, p, 'person.injuryStatus') === FATAL_STATUS).length,
    ),
    injuredTransportedForTreatment: people.filter((p) => personValue(roles, p, 'person.transported') === '1').length,
    vehiclesTowedDueToDamage: units.filter(
      (u) => unitValue(roles, u, 'unit.vehicle', 'vehicle.towedDueToDamage') === '1',
    ).length,
  };
}

/** FMCSA reportability of each motor-vehicle unit (null for non-motorist units). */
export function unitReportability(definition: FormDefinition, data: ReportData): (FmcsaReportability | null)[] {
  const roles = formRoles(definition);
  const crash = crashFacts(roles, data);
  return roleItems(roles, 'units', data).map((unit) => {
    if (!isMotorVehicleUnit(roles, unit)) return null;
    return assessFmcsaReportability({
      vehicle: {
        gvwrOver10000: GVWR_OVER_10000.includes(unitValue(roles, unit, 'unit.cmv', 'carrier.gvwr')),
        designedFor9PlusPassengers: NINE_PLUS_PASSENGER_STYLES.includes(
          unitValue(roles, unit, 'unit.vehicle', 'vehicle.style'),
        ),
        hazmatPlacard: unitValue(roles, unit, 'unit.cmv', 'carrier.hazmatPlacard') === '1',
      },
      crash,
    });
  });
}
