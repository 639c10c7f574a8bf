import { assessFmcsaReportability, type FmcsaReportability } from '../../records/fmcsa-reportability';
import { getAt, type ReportData } from '../paths';
import { MOTOR_VEHICLE_UNIT_TYPES } from './ui-rules';

/** GVWR/GCWR codes (list 279) above 10,000 lb. */
const GVWR_OVER_10000 = ['2', '3'];
/** Vehicle styles (list 1020) built to carry 9 or more people: school, transit and other buses, motorcoaches. */
const NINE_PLUS_PASSENGER_STYLES = ['50', '52', '58', '65'];
const FATAL = '4';

type Unit = Record<string, unknown>;

const unitsOf = (data: ReportData): Unit[] => {
  const units = getAt(data, 'Units');
  return Array.isArray(units) ? (units as Unit[]) : [];
};

const peopleOf = (unit: Unit): Unit[] => [
  ...(unit.Driver ? [unit.Driver as Unit] : []),
  ...(Array.isArray(unit.Passengers) ? (unit.Passengers as Unit[]) : []),
];

/** The crash half of FMCSA reportability, counted over the whole report. */
function crashFacts(data: ReportData) {
  const units = unitsOf(data);
  const people = units.flatMap(peopleOf);
  const dead = Number(getAt(data, 'CrashDetails.DeadNmb'));
  return {
    fatalities: Math.max(Number.isInteger(dead) ? dead : 0, people.filter((p) => p.INJSTATUSCDE === FATAL).length),
    injuredTransportedForTreatment: people.filter((p) => p.IMMEDMEDIND === '1').length,
    vehiclesTowedDueToDamage: units.filter((u) => getAt(u, 'VehicleInformation.TOWDUETODAMAGEIND') === '1').length,
  };
}

/** FMCSA reportability of each motor-vehicle unit (null for non-motorist units). */
export function unitReportability(data: ReportData): (FmcsaReportability | null)[] {
  const crash = crashFacts(data);
  return unitsOf(data).map((unit) => {
    if (!MOTOR_VEHICLE_UNIT_TYPES.includes(String(getAt(unit, 'UnitInformation.UNITTYPECDE') ?? ''))) return null;
    return assessFmcsaReportability({
      vehicle: {
        gvwrOver10000: GVWR_OVER_10000.includes(String(getAt(unit, 'CMVInformation.GVWRCDE') ?? '')),
        designedFor9PlusPassengers: NINE_PLUS_PASSENGER_STYLES.includes(
          String(getAt(unit, 'VehicleInformation.VEHSTYLETXT') ?? ''),
        ),
        hazmatPlacard: getAt(unit, 'CMVInformation.HAZPLACARDIND') === '1',
      },
      crash,
    });
  });
}
