import { performance } from 'node:perf_hooks';
import type { Page } from 'puppeteer-core';
import { CountingOfficer, type EffortTally } from './counting-officer';
import { goTo, goToUnit } from './crash-navigation';
import { captureReturns } from './crash-returns';
import { licenceByHand, ownerByHand, registrationByHand } from './crash-by-hand';
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
 * `aids` says what the officer takes from the product:
 * - 'none': every value written, as before the product filled any: the counts typed, unit 2's owner
 *   typed, the passenger's address typed, the narrative typed and the diagram drawn by hand;
 * - 'unasked': only what the screen fills without being asked (a value derived from the report,
 *   the owner filled by Driver Owns the Vehicle): every field is read first and a value already
 *   there is left, but no aid is pressed (no Decode VIN, no address offered, no draft);
 * - 'all': the aids too: the driver's address offered under the passenger's empty street, Decode
 *   VIN, the narrative and the diagram drafted.
 * `returns: false` (the officer has no RMS returns captured) types what the four returns say
 * (crash-by-hand.ts) and fills the sections in their order, as a new officer meets them: the
 * crash's counts before any unit exists.
 */

/** What the officer takes from the product (see above). */
export type Aids = 'none' | 'unasked' | 'all';

export interface CrashOptions {
  aids: Aids;
  /** The four licence and registration returns captured from the RMS page (default). */
  returns?: boolean;
}

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

/** Unit `n` added (unit 1 is there from the start) and coded a motor vehicle in transport. */
async function unitType(o: CountingOfficer, n: number) {
  if (n > 1) {
    await goTo(o, 'Unit Summary');
    await o.click(byRole(o.page, 'button', 'Add Unit'));
  }
  await goToUnit(o, n, 'Unit Information');
  await o.pick(f(`Units.${n - 1}.UnitInformation.UNITTYPECDE`), '20');
}

/**
 * The crash's counts: typed, unless the screen counts them from the units, or says under an empty
 * one that it will (an officer meeting them before any unit exists).
 */
async function counts(o: CountingOfficer) {
  const c = (key: string) => f(`CrashDetails.${key}`);
  for (const [key, count] of [
    ['MotorVehInvolvedNmb', '2'],
    ['NonMotoristsNmb', '0'],
    ['InjuredNmb', '2'],
    ['DeadNmb', '0'],
    ['CommercialUnitsNmb', '0'],
  ] as const)
    await o.typeUnlessDerived(c(key), count);
}

async function crashDetails(o: CountingOfficer) {
  await goTo(o, 'Crash Details');
  const c = (key: string) => f(`CrashDetails.${key}`);
  await counts(o);
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

/**
 * Unit `n`'s vehicle: what no return says (and, without returns, what they say too). Unit 1 goes
 * north and is hit in front, unit 2 east and hit on its right.
 */
async function vehicle(o: CountingOfficer, n: number, { aids, returns = true }: CrashOptions) {
  await goToUnit(o, n, 'Vehicle Information');
  const v = (key: string) => f(`Units.${n - 1}.VehicleInformation.${key}`);
  if (!returns) await registrationByHand(o, n, aids === 'all');
  // Filled for the officer, the occupants follow the driver and passengers (unit 2's passenger is
  // written later).
  await o.typeUnlessDerived(v('OCCUPSNMB'), n === 1 ? '1' : '2');
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
  await o.pick(v('EVENTCOLLWITHCDE'), '12');
  const impact = n === 1 ? '12' : '3';
  await o.bodyAreas(v('INITIALIMPACTCDE'), [impact], 'radio');
  await o.bodyAreas(v('DAMAGEAREACDE'), [impact], 'checkbox');
  await o.pick(v('TrafficCntrlCde'), '1');
  await o.choose(v('TrafficCntlOpInd'), YES);
  await o.pick(v('RDWYCHARCDE'), '11');
}

/** Unit `n`'s driver beyond the licence: each owns the vehicle; unit 2's driver is hurt and taken to hospital. */
async function driver(o: CountingOfficer, n: number, returns: boolean) {
  await goToUnit(o, n, 'Driver');
  const d = (key: string) => f(`Units.${n - 1}.Driver.${key}`);
  if (!returns) await licenceByHand(o, n);
  await o.type(d('PHONETXT'), n === 1 ? '3175550142' : '6145550187');
  await o.choose(d('VehicleOwnerInd'), YES);
  await o.choose(d('AggressiveDriveInd'), NO);
  await o.pick(d('POSINVEHCDE'), '1');
  await o.pick(d('SAFETYEQUUSEDCDE'), '3');
  await o.pick(d('INJSTATUSCDE'), n === 1 ? '0' : '2');
  if (n === 2) await o.choose(d('IMMEDMEDIND'), YES);
}

/** Unit 2's passenger, the driver's daughter, who lives with her. */
async function passenger(o: CountingOfficer, aids: Aids) {
  await goToUnit(o, 2, 'Passengers');
  await o.click(byRole(o.page, 'button', 'Add Passenger'));
  const p = (key: string) => f(`Units.1.Passengers.0.${key}`);
  await o.type(p('NAMELASTTXT'), 'HOLLOWAY');
  await o.type(p('NAMEFIRSTTXT'), 'MAYA');
  await o.pick(p('GENDERCDE'), 'F');
  await o.type(p('BIRTHDTE'), '06032009');
  if (aids === 'all') {
    // Offered under the empty street, where the officer would type it: unit 2's driver's address.
    const offer = `[data-offers-at="Units.1.Passengers.0.ADDRSTREETTXT"] button[aria-label^="Same address as Driver of unit 2"]`;
    await o.page.waitForSelector(offer, { timeout: 10_000 });
    await o.answerBy(o.page.locator(offer), 'Units.*.Passengers.*: Same address as');
    await o.page.waitForFunction(
      (id) => (document.getElementById(id) as HTMLInputElement | null)?.value !== '',
      {},
      p('ADDRSTREETTXT'),
    );
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

async function narrative(o: CountingOfficer, aids: Aids) {
  await goTo(o, 'Narrative');
  if (aids === 'all') await o.click(byRole(o.page, 'button', 'Draft the narrative'));
  else await o.type(f('Narrative.NarrativeTxt'), NARRATIVE);
}

/** Each unit's vehicle and driver, and (written after the returns, or by hand without them) its owner. */
async function unitsAfterTheCrash(o: CountingOfficer, options: CrashOptions) {
  const { aids, returns = true } = options;
  for (const n of [1, 2]) {
    if (!returns) await unitType(o, n);
    await vehicle(o, n, options);
    // Typed before "Driver Owns the Vehicle" is answered, so the answer does not fill it.
    if (returns && aids === 'none' && n === 2) await ownerByHand(o, 2);
    await driver(o, n, returns);
    // Without returns the owner is met after the driver, filled or not.
    if (!returns) await ownerByHand(o, n);
  }
}

/** The whole crash, from "New crash report" on the dashboard to 0 errors, saved. */
export async function writeScriptedCrash(e2e: AppWithExtension, options: CrashOptions): Promise<ScriptedCrash> {
  const { aids, returns = true } = options;
  const page = await e2e.browser.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.setViewport({ width: 1400, height: 1000 });
  await signIn(page, e2e.server.url, 'officer');
  await waitForText(page, 'My reports');

  const o = new CountingOfficer(page, undefined, aids !== 'none');
  const started = performance.now();
  await o.click(byRole(page, 'button', 'New crash report'));
  await waitForText(page, 'Vehicle Crash Report #');
  await generalInformation(o);
  if (returns) {
    // The returns are applied to units, so those come first.
    for (const n of [1, 2]) await unitType(o, n);
    await captureReturns(o, e2e);
  }
  await crashDetails(o);
  await location(o);
  await unitsAfterTheCrash(o, options);
  await passenger(o, aids);
  await witness(o);
  await narrative(o, aids);
  await goTo(o, 'Diagram');
  if (aids === 'all') await draftDiagram(o, e2e.server);
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
