import { performance } from 'node:perf_hooks';
import type { Page } from 'puppeteer-core';
import { CountingOfficer, type EffortTally } from './counting-officer';
import { goTo, goToUnit } from './crash-navigation';
import { captureReturns } from './crash-returns';
import { drawDiagramByHand, draftDiagram } from './crash-diagram-steps';
import { waitForSaveState } from './editor-helpers';
import type { AppWithExtension } from '../extension-app';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../page-helpers';

/**
 * The scripted two-vehicle injury crash (docs/rules/report-editor.md, "Officer effort"): at Meridian St and 38th
 * St, unit 1 (a 2003 Honda going north) and unit 2 (an out-of-state 2021 Ford going east) collide at
 * an angle; unit 2's driver and her passenger are hurt; one witness. Written through the real UI
 * with the four licence and registration returns sent by the extension from the fixture RMS page,
 * until the validation panel shows 0 errors.
 *
 * `aids: false` writes the same crash as an officer did before the aids: the counts typed, unit 2's
 * owner typed, the passenger's address typed, the narrative typed and the diagram drawn by hand.
 */

export interface ScriptedCrash {
  tally: EffortTally;
  /** From "New crash report" to 0 errors and everything saved. */
  ms: number;
  page: Page;
}

// Yes/No fields are coded Yes=1, No=0 (YES_1_NO_0) unless the form says otherwise.
const YES = '1';
const NO = '0';
// Witnesses, Secondary Crash, Construction Zone, Trailer and Commercial Vehicle are coded No=1, Yes=0.
const INVERTED_YES = '0';
const INVERTED_NO = '1';

const f = (path: string) => `field-${path.replaceAll('.', '-')}`;

/** A new report's Location takes the officer's default county, city and map point from the profile. */
export async function saveDefaultLocation(e2e: AppWithExtension) {
  const login = await e2e.server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
  const token = login.body.payload.token as string;
  const profile = (await e2e.server.call('Account/GetProfile', {}, token)).body.payload;
  const saved = await e2e.server.call(
    'Account/SaveProfile',
    {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      email: profile.email,
      badgeId: profile.badgeId,
      defaultLocation: { county: '097', city: '36003', latitude: 39.825311, longitude: -86.157953 },
    },
    token,
  );
  if (saved.status !== 200) throw new Error(`The profile was not saved: ${JSON.stringify(saved.body)}`);
}

async function generalInformation(o: CountingOfficer) {
  await o.type(f('GeneralInformation.CollDte'), '11202026');
  await o.type(f('GeneralInformation.CollTimeTxt'), '1405');
  await o.type(f('GeneralInformation.TimeNotifiedTxt'), '1410');
  await o.type(f('GeneralInformation.TimeArrivedTxt'), '1422');
  await o.choose(f('GeneralInformation.InvestCompleteInd'), YES);
  // Photos taken: the form's rule writes the Local Code.
  await o.choose(f('GeneralInformation.PhotosTakenInd'), YES);
}

async function units(o: CountingOfficer) {
  await goToUnit(o, 1, 'Unit Information');
  await o.pick(f('Units.0.UnitInformation.UNITTYPECDE'), '20');
  await goTo(o, 'Unit Summary');
  await o.click(byRole(o.page, 'button', 'Add Unit'));
  await goToUnit(o, 2, 'Unit Information');
  await o.pick(f('Units.1.UnitInformation.UNITTYPECDE'), '20');
}

async function crashDetails(o: CountingOfficer, aids: boolean) {
  await goTo(o, 'Crash Details');
  const c = (key: string) => f(`CrashDetails.${key}`);
  if (!aids) {
    for (const [key, count] of [
      ['MotorVehInvolvedNmb', '2'],
      ['NonMotoristsNmb', '0'],
      ['InjuredNmb', '2'],
      ['DeadNmb', '0'],
      ['CommercialUnitsNmb', '0'],
    ] as const)
      await o.type(c(key), count);
  }
  await o.choose(c('HitRunInd'), NO);
  await o.choose(c('WitnessesInd'), INVERTED_YES);
  await o.choose(c('SecondaryCrashInd'), INVERTED_NO);
  await o.choose(c('SchoolZoneInd'), NO);
  await o.choose(c('RumbleStripInd'), NO);
  await o.choose(c('ConstructionInd'), INVERTED_NO);
  for (const key of ['LightCondCde', 'WeatherCde', 'SurfaceCondCde']) await o.pick(c(key), '1');
  await o.pick(c('RDWYJUNCTIONCDE'), '2');
  await o.choose(c('INVOLVEDEQUIPMENTIND'), NO);
  for (const key of ['SurfaceTypeCde', 'PropDamageCde', 'PropertyType', 'DamageEstimateCde']) await o.pick(c(key), '1');
  await o.pick(c('MannerCollCde'), '6');
  await o.choose(c('ResponderInjuredInd'), NO);
  await o.choose(c('AdvancedWarningVehicleInd'), NO);
}

async function location(o: CountingOfficer) {
  await goTo(o, 'Location');
  const l = (key: string) => f(`Location.${key}`);
  await o.choose(l('InCorpLimitInd'), YES);
  await o.pick(l('LocalityCde'), 'U');
  await o.pick(l('RdwyClassCde'), '1');
  await o.pick(l('FUNCTIONALCLASSCDE'), '1');
  await o.type(l('RdwyNameTxt'), 'MERIDIAN');
  await o.pick(l('RdwySuffixTxt'), 'ST');
  await o.pick(l('RoadwayDirection'), 'N');
  await o.pick(l('LocationType'), '2');
  await o.type(l('InterNameTxt'), '38TH');
  await o.pick(l('InterSuffixTxt'), 'ST');
}

/** Unit `n`'s vehicle: what no return says. Unit 1 goes north and is hit in front, unit 2 east and hit on its right. */
async function vehicle(o: CountingOfficer, n: number, aids: boolean) {
  await goToUnit(o, n, 'Vehicle Information');
  const v = (key: string) => f(`Units.${n - 1}.VehicleInformation.${key}`);
  // With the aids, the occupants follow the driver and passengers, and Collision Event 1 the manner
  // of collision between the two vehicles in transport.
  if (!aids) await o.type(v('OCCUPSNMB'), n === 1 ? '1' : '2');
  await o.type(v('AXELSTXT'), '2');
  await o.type(v('SPEEDLIMITTXT'), '35');
  await o.choose(v('TOWEDIND'), n === 1 ? NO : YES);
  await o.choose(v('INSURANCEIND'), YES);
  await o.choose(v('FIREIND'), NO);
  await o.pick(v('VEHUSECDE'), '01');
  await o.choose(v('EMERGENCYRUNIND'), NO);
  await o.pick(v('ROADTYPECDE'), '1');
  await o.pick(v('PRECOLLDIRCDE'), n === 1 ? '1' : '3');
  await o.pick(v('PRECOLLACTCDE'), '1');
  if (!aids) await o.pick(v('EVENTCOLLWITHCDE'), '12');
  const impact = n === 1 ? '12' : '3';
  await o.bodyAreas(v('INITIALIMPACTCDE'), [impact], 'radio');
  await o.bodyAreas(v('DAMAGEAREACDE'), [impact], 'checkbox');
  await o.pick(v('TrafficCntrlCde'), '1');
  await o.choose(v('TrafficCntlOpInd'), YES);
  await o.pick(v('RDWYCHARCDE'), '11');
}

/** Unit `n`'s driver beyond the licence: each owns the vehicle; unit 2's driver is hurt and taken to hospital. */
async function driver(o: CountingOfficer, n: number) {
  await goToUnit(o, n, 'Driver');
  const d = (key: string) => f(`Units.${n - 1}.Driver.${key}`);
  await o.type(d('PHONETXT'), n === 1 ? '3175550142' : '6145550187');
  await o.choose(d('VehicleOwnerInd'), YES);
  await o.choose(d('AggressiveDriveInd'), NO);
  await o.pick(d('POSINVEHCDE'), '1');
  await o.pick(d('SAFETYEQUUSEDCDE'), '3');
  await o.pick(d('INJSTATUSCDE'), n === 1 ? '0' : '2');
  if (n === 2) await o.choose(d('IMMEDMEDIND'), YES);
}

/** Unit 2's owner typed by hand, as before "Driver Owns the Vehicle" filled it: the return names no owner. */
async function ownerByHand(o: CountingOfficer) {
  await goToUnit(o, 2, 'Owner');
  const w = (key: string) => f(`Units.1.Owner.${key}`);
  await o.pick(w('OwnerPersonInd'), '1');
  await o.type(w('NAMELASTTXT'), 'HOLLOWAY');
  await o.type(w('NAMEFIRSTTXT'), 'PRISCILLA');
  await o.type(w('NAMEMINITIALTXT'), 'J');
  await o.type(w('ADDRSTREETTXT'), '2200 S HARDING ST');
  await o.type(w('ADDRCITYTXT'), 'INDIANAPOLIS');
  await o.pick(w('ADDRSTATECDE'), 'IN');
  await o.type(w('ADDRZIPTXT'), '46221');
}

/** Unit 2's passenger, the driver's daughter, who lives with her. */
async function passenger(o: CountingOfficer, aids: boolean) {
  await goToUnit(o, 2, 'Passengers');
  await o.click(byRole(o.page, 'button', 'Add Passenger'));
  const p = (key: string) => f(`Units.1.Passengers.0.${key}`);
  await o.type(p('NAMELASTTXT'), 'HOLLOWAY');
  await o.type(p('NAMEFIRSTTXT'), 'MAYA');
  await o.pick(p('GENDERCDE'), 'F');
  await o.type(p('BIRTHDTE'), '06032009');
  if (aids) {
    const take = 'select ::-p-aria(Take from this report)';
    // The list of people is read as the officer turns to it.
    const select = await o.page.waitForSelector(take);
    await select?.focus();
    const offered = await o.page.waitForFunction(
      (s) => [...(s as HTMLSelectElement).options].find((x) => x.textContent?.startsWith('Driver of unit 2'))?.value,
      { timeout: 10_000 },
      select,
    );
    const driverOption = String(await offered.jsonValue());
    await o.pick(take, driverOption, 'Units.*.Passengers.*: Take from this report');
    await o.click(byRole(o.page, 'button', 'Copy address to passenger 1 of unit 2'));
  } else {
    await o.type(p('ADDRSTREETTXT'), '2200 S HARDING ST');
    await o.type(p('ADDRCITYTXT'), 'INDIANAPOLIS');
    await o.pick(p('ADDRSTATECDE'), 'IN');
    await o.type(p('ADDRZIPTXT'), '46221');
  }
  await o.pick(p('POSINVEHCDE'), '3');
  await o.pick(p('SAFETYEQUUSEDCDE'), '3');
  await o.pick(p('INJSTATUSCDE'), '1');
}

async function witness(o: CountingOfficer) {
  await goTo(o, 'Witnesses');
  if (!(await o.page.$(`#${f('Witnesses.0.NAMETXT')}`))) await o.click(byRole(o.page, 'button', 'Add Witness'));
  const w = (key: string) => f(`Witnesses.0.${key}`);
  await o.pick(w('TYPECDE'), 'W');
  await o.type(w('NAMETXT'), 'OKAFOR, DANIEL');
  await o.type(w('ADDRESSTXT'), '3801 N MERIDIAN ST INDIANAPOLIS IN 46208');
  await o.type(w('PHONETEXT'), '3175550199');
  await o.type(w('LOCATIONTXT'), 'WAITING TO CROSS AT THE NE CORNER');
}

const NARRATIVE =
  'Unit 1, a 2003 Honda Accord, was travelling north on Meridian St. Unit 2, a 2021 Ford F-150, was travelling east on 38th St. ' +
  'The front of unit 1 struck the right side of unit 2 in the intersection. The driver of unit 2 and her passenger were hurt.';

async function narrative(o: CountingOfficer, aids: boolean) {
  await goTo(o, 'Narrative');
  if (aids) await o.click(byRole(o.page, 'button', 'Draft the narrative'));
  else await o.type(f('Narrative.NarrativeTxt'), NARRATIVE);
}

/** The whole crash, from "New crash report" on the dashboard to 0 errors, saved. */
export async function writeScriptedCrash(e2e: AppWithExtension, { aids }: { aids: boolean }): Promise<ScriptedCrash> {
  const page = await e2e.browser.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.setViewport({ width: 1400, height: 1000 });
  await signIn(page, e2e.server.url, 'officer');
  await waitForText(page, 'My reports');

  const o = new CountingOfficer(page);
  const started = performance.now();
  await o.click(byRole(page, 'button', 'New crash report'));
  await waitForText(page, 'Vehicle Crash Report #');
  await generalInformation(o);
  await units(o);
  await captureReturns(o, e2e);
  await crashDetails(o, aids);
  await location(o);
  for (const n of [1, 2]) {
    await vehicle(o, n, aids);
    // Typed before "Driver Owns the Vehicle" is answered, so the answer does not fill it.
    if (!aids && n === 2) await ownerByHand(o);
    await driver(o, n);
  }
  await passenger(o, aids);
  await witness(o);
  await narrative(o, aids);
  await goTo(o, 'Diagram');
  if (aids) await draftDiagram(o, e2e.server);
  else await drawDiagramByHand(o);
  await page
    .waitForFunction(
      () => document.getElementById('validation-title')?.textContent?.startsWith('Validation (0 errors'),
      { timeout: 15_000 },
    )
    .catch(async () => {
      const panel = await page.evaluate(() => document.getElementById('validation-title')?.parentElement?.innerText);
      throw new Error(`The crash did not reach 0 errors:\n${panel}`);
    });
  await waitForSaveState(page, 'saved');
  return { tally: o.tally, ms: performance.now() - started, page };
}
