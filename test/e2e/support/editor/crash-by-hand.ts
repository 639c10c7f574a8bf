import type { CountingOfficer } from './counting-officer';
import { goToUnit } from './crash-navigation';
import { byRole } from '../page-helpers';

/**
 * What the scripted crash's four RMS returns (test/fixtures/rms/two-vehicle-crash.html) say,
 * typed by an officer who has no returns captured: each driver's licence, each vehicle's
 * registration, and an owner who does not drive. Field by field, as the records window would
 * write them (lib/records/in-report/apply-record.ts).
 */

const f = (path: string) => `field-${path.replaceAll('.', '-')}`;

interface Person {
  last: string;
  first: string;
  middle: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

const QUILLFEATHER: Person = {
  last: 'QUILLFEATHER',
  first: 'JONAH',
  middle: 'B',
  street: '123 N MERIDIAN ST',
  city: 'INDIANAPOLIS',
  state: 'IN',
  zip: '46204',
};
const HOLLOWAY: Person = {
  last: 'HOLLOWAY',
  first: 'PRISCILLA',
  middle: 'J',
  street: '2200 S HARDING ST',
  city: 'INDIANAPOLIS',
  state: 'IN',
  zip: '46221',
};

/** Unit n's driver (who owns the vehicle) and what the licence adds. */
const DRIVERS = [
  { person: QUILLFEATHER, gender: 'M', birth: '02141985', licence: '1234-56-7890', licenceState: 'IN' },
  { person: HOLLOWAY, gender: 'F', birth: '11021979', licence: '9876-54-3210', licenceState: 'IN' },
];

/** Unit n's vehicle as its registration says it. */
const VEHICLES = [
  {
    vin: '1HGCM82633A004352',
    year: '2003',
    make: 'HONDA',
    model: 'ACCORD',
    colour: 'BLU',
    style: '01',
    plateState: 'IN',
    plate: 'ABC123',
    plateYear: '2027',
  },
  {
    vin: '1FTMW1T88MFA00001',
    year: '2021',
    make: 'FORD',
    model: 'F-150',
    colour: 'WHI',
    style: '30',
    plateState: 'OH',
    plate: 'JKL552',
    plateYear: '2027',
  },
];

async function nameAndAddress(o: CountingOfficer, at: (key: string) => string, p: Person) {
  await o.type(at('NAMELASTTXT'), p.last);
  await o.type(at('NAMEFIRSTTXT'), p.first);
  await o.type(at('NAMEMINITIALTXT'), p.middle);
  await o.type(at('ADDRSTREETTXT'), p.street);
  await o.type(at('ADDRCITYTXT'), p.city);
  await o.pick(at('ADDRSTATECDE'), p.state);
  await o.type(at('ADDRZIPTXT'), p.zip);
}

/** Unit n's driver as the licence says, in the Driver section (open). */
export async function licenceByHand(o: CountingOfficer, n: number) {
  const d = (key: string) => f(`Units.${n - 1}.Driver.${key}`);
  const driver = DRIVERS[n - 1]!;
  await nameAndAddress(o, d, driver.person);
  await o.pick(d('GENDERCDE'), driver.gender);
  await o.type(d('BIRTHDTE'), driver.birth);
  await o.type(d('DRIVERLICNBRTXT'), driver.licence);
  await o.pick(d('DRIVERLICSTATECDE'), driver.licenceState);
}

/**
 * Unit n's vehicle as the registration says, in Vehicle Information (open). With `decode`, the
 * officer presses Decode VIN under the VIN first (the decoder knows unit 2's VIN, not unit 1's)
 * and types what it did not fill.
 */
export async function registrationByHand(o: CountingOfficer, n: number, decode: boolean) {
  const v = (key: string) => f(`Units.${n - 1}.VehicleInformation.${key}`);
  const vehicle = VEHICLES[n - 1]!;
  await o.type(v('VINTXT'), vehicle.vin);
  if (decode) {
    await o.click(byRole(o.page, 'button', 'Decode VIN'));
    await o.page.waitForSelector(`#${v('VINTXT')} ~ div [role="status"], #${v('VINTXT')} ~ div [role="alert"]`, {
      timeout: 15_000,
    });
  }
  await o.type(v('VEHYEARTXT'), vehicle.year);
  await o.type(v('VEHMAKETXT'), vehicle.make);
  await o.type(v('VEHMODELTXT'), vehicle.model);
  await o.pick(v('VEHCOLORTXT'), vehicle.colour);
  await o.pick(v('VEHSTYLETXT'), vehicle.style);
  await o.pick(v('VEHLICSTATECDE'), vehicle.plateState);
  await o.type(v('VEHLICNBRTXT'), vehicle.plate);
  await o.type(v('VEHLICYEARTXT'), vehicle.plateYear);
}

/** Unit n's owner typed by hand, the driver's own name and address (each driver owns the vehicle). */
export async function ownerByHand(o: CountingOfficer, n: number) {
  await goToUnit(o, n, 'Owner');
  const w = (key: string) => f(`Units.${n - 1}.Owner.${key}`);
  await o.pick(w('OwnerPersonInd'), '1');
  await nameAndAddress(o, w, DRIVERS[n - 1]!.person);
}
