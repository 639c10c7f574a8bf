import type { ReportData } from '../../lib/forms/definition/paths';
import { computeVinCheckDigit } from '../../lib/records/vin/vin-check-digit';
import { completeReport } from '../../lib/validation/report-checks/test-reports';

export const UNITS = 30;
export const PASSENGERS = 60;
export const WITNESSES = 20;
/** Units whose VIN keeps a wrong check digit: the validation panel then has warnings to list. */
const BAD_VINS = new Set([3, 11, 19, 27]);

const LAST = ['SMITH', 'JONES', 'GARCIA', 'MILLER', 'DAVIS', 'WILSON', 'MOORE', 'TAYLOR', 'CLARK', 'LEWIS'];
const FIRST = ['JAMES', 'MARY', 'ROBERT', 'LINDA', 'MICHAEL', 'SUSAN', 'DAVID', 'KAREN', 'JOSEPH', 'NANCY'];

function vin(i: number): string {
  const base = `1FTMW1T8?MFA${String(10_000 + i).padStart(5, '0')}`;
  const digit = computeVinCheckDigit(base.replace('?', '0')) ?? '0';
  const good = base.replace('?', digit);
  return BAD_VINS.has(i) ? base.replace('?', digit === '1' ? '2' : '1') : good;
}

function person(n: number, seat: string) {
  return {
    NAMELASTTXT: LAST[n % LAST.length],
    NAMEFIRSTTXT: FIRST[(n * 7) % FIRST.length],
    NAMEMINITIALTXT: 'Q',
    GENDERCDE: n % 2 ? 'F' : 'M',
    BIRTHDTE: `0${1 + (n % 9)}/1${n % 10}/19${60 + (n % 40)}`,
    PHONETXT: `317-555-${String(1000 + n).slice(-4)}`,
    EMAILADDRTXT: `person${n}@example.org`,
    ADDRSTREETTXT: `${100 + n} MERIDIAN ST`,
    ADDRCITYTXT: 'INDIANAPOLIS',
    ADDRSTATECDE: 'IN',
    ADDRZIPTXT: '46204',
    POSINVEHCDE: seat,
    EJECTTRAPCDE: '1',
    SAFETYEQUUSEDCDE: '1',
    SAFETYEQUEFFIND: '1',
    INJSTATUSCDE: '0',
    IMMEDMEDIND: '0',
  };
}

/**
 * The large report the editor is timed on: 30 motor vehicles (vehicle, driver and owner filled),
 * 60 passengers spread over them, 20 witnesses and a long narrative. Everything the completeness
 * check asks for is answered except four VIN check digits, which stay as warnings.
 */
export function largeReport(): ReportData {
  const data = completeReport();
  const [template] = data.Units as Record<string, Record<string, unknown>>[];
  if (!template) throw new Error('completeReport() has no unit to copy');
  // Two passengers each, except that every third unit carries none and every other third four.
  const passengersOf = (i: number) => [2, 0, 4][i % 3] as number;
  let people = 0;
  data.Units = Array.from({ length: UNITS }, (_, i) => {
    const passengers = Array.from({ length: passengersOf(i) }, (__, p) => person(100 + people++, String(3 + p)));
    return {
      UnitInformation: {
        UNITTYPECDE: '20',
        VEHICLENMB: String(i + 1),
        TRAVDIRCDE: '1',
        COMMVEHIND: '1',
        TRAILERIND: '1',
      },
      VehicleInformation: {
        ...template.VehicleInformation,
        VINTXT: vin(i),
        VEHLICNBRTXT: `BEN${String(i).padStart(3, '0')}`,
        OCCUPSNMB: String(1 + passengers.length),
        INSURERNAMETXT: 'HOOSIER MUTUAL',
        INSURERPHONETXT: '317-555-0199',
        INSPOLICYNBRTXT: `POL-${i}`,
      },
      Driver: {
        ...person(i, '1'),
        DRIVERLICNBRTXT: `1234-56-${String(7000 + i)}`,
        DRIVERLICSTATECDE: 'IN',
        VehicleOwnerInd: '0',
        AggressiveDriveInd: '0',
      },
      Owner: {
        OwnerPersonInd: '1',
        NAMELASTTXT: LAST[(i + 3) % LAST.length],
        NAMEFIRSTTXT: FIRST[(i + 5) % FIRST.length],
        ADDRSTREETTXT: `${200 + i} WASHINGTON ST`,
        ADDRCITYTXT: 'INDIANAPOLIS',
        ADDRSTATECDE: 'IN',
        ADDRZIPTXT: '46204',
      },
      Passengers: passengers,
    };
  });
  if (people !== PASSENGERS) throw new Error(`the units carry ${people} passengers, not ${PASSENGERS}`);
  Object.assign(data.CrashDetails as Record<string, unknown>, {
    MotorVehInvolvedNmb: String(UNITS),
    InjuredNmb: '0',
    WitnessesInd: '0',
  });
  data.Witnesses = Array.from({ length: WITNESSES }, (_, i) => ({
    TYPECDE: i % 4 ? 'W' : 'P',
    NAMETXT: `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`,
    ADDRESSTXT: `${300 + i} MARKET ST, INDIANAPOLIS IN`,
    PHONETEXT: `317-555-${String(2000 + i)}`,
    LOCATIONTXT: 'NORTHEAST CORNER OF MERIDIAN AND MARKET',
  }));
  const sentence = 'Unit 12 was northbound on Meridian Street when traffic ahead stopped suddenly. ';
  data.Narrative = { NarrativeTxt: sentence.repeat(40).trim() };
  return data;
}
