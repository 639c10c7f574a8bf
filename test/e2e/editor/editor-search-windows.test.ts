import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { childWindowOpenedBy, clickToClose, closingOf } from '../support/child-windows';
import { openSection, makeMotorVehicle } from '../support/editor/editor-helpers';
import { useServerBrowserAndFakes } from '../support/fixture';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';
import type { RealServer } from '../support/real-server';

const valueOf = (page: Page, id: string) => page.$eval(`#${id}`, (e) => (e as HTMLInputElement).value);

/** Waits until the field shows this value (a write reaches the input on the next render). */
async function waitForValue(page: Page, id: string, value: string) {
  await page.waitForFunction(
    (i, v) => (document.getElementById(i) as HTMLInputElement | null)?.value === v,
    { timeout: 10_000 },
    id,
    value,
  );
}

async function typeIntoField(page: Page, id: string, text: string) {
  await page.locator(`#${id}`).click();
  await page.keyboard.type(text);
}

/** Types into a labelled input of a (child window's) page, replacing what it held. */
async function typeInto(page: Page, label: string, text: string) {
  // Select-all and Backspace clear it as a user would, so React sees the change.
  await byRole(page, 'textbox', label).click();
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

const contexts: BrowserContext[] = [];

const reportIdOf = (page: Page) => Number(/\/reports\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

/** The report's saved provenance map once autosave has stored `path` (read as its author through the API). */
async function savedProvenance(server: RealServer, reportId: number, path: string) {
  const login = await server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
  const token = login.body.payload.token as string;
  for (let attempt = 0; attempt < 60; attempt++) {
    const got = await server.call('Report/Get', { id: reportId }, token);
    const provenance = got.body.payload.provenance as Record<string, string>;
    if (provenance[path]) return provenance;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The saved report ${reportId} never got a provenance entry for ${path}.`);
}

async function newReport(browser: Browser, server: RealServer) {
  const context = await browser.createBrowserContext();
  contexts.push(context);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.setViewport({ width: 1400, height: 1000 });
  await signIn(page, server.url, 'officer');
  await waitForText(page, 'My reports');
  await byRole(page, 'button', 'New crash report').click();
  await waitForText(page, 'Vehicle Crash Report #');
  return page;
}

describe('the USDOT lookup and person search windows of the report editor', () => {
  const e2e = useServerBrowserAndFakes();
  beforeEach(() => e2e.fakes.qcMobile.reset());
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  it('finds carriers by name 5 a page and fills the CMV section from the one picked, over what was typed', async () => {
    const page = await newReport(e2e.browser, e2e.server);
    await openSection(page, 'Unit 1', 'Unit Information');
    // A commercial vehicle: "Yes" is the first answer of COMMVEHIND and carries the field's id.
    await page.locator('#field-Units-0-UnitInformation-COMMVEHIND').click();
    await openSection(page, 'CMV Information');
    await typeIntoField(page, 'field-Units-0-CMVInformation-CARRIERNAMETXT', 'Typed Carrier');
    await waitForValue(page, 'field-Units-0-CMVInformation-CARRIERNAMETXT', 'TYPED CARRIER');

    const win = await childWindowOpenedBy(page, () => byRole(page, 'button', 'USDOT lookup for unit 1').click());
    await waitForText(win, 'USDOT lookup \u2014 unit 1');
    expect(await win.title()).toBe('USDOT lookup \u2014 unit 1');

    // Bad input is told next to the input, without asking the registry.
    await typeInto(win, 'Carrier name', 'h');
    await win.keyboard.press('Enter');
    await waitForText(win, 'Type at least 2 characters of the carrier name.');
    expect(e2e.fakes.qcMobile.requests).toHaveLength(0);

    await typeInto(win, 'Carrier name', 'hoosier');
    await byRole(win, 'button', 'Search carriers').click();
    await waitForText(win, 'Showing 1–5 of 500');
    await waitForText(win, 'HOOSIER FREIGHT 005 LLC');
    expect(await win.$$eval('li', (items) => items.length)).toBe(5);

    await byRole(win, 'button', 'Next page').click();
    await waitForText(win, 'Showing 6–10 of 500');
    await waitForText(win, 'Page 2 of 100');
    // Picking a carrier fills the section and closes the window.
    await clickToClose(win, 'button', 'Use HOOSIER FREIGHT 007 LLC, USDOT 3000007');
    await waitForText(page, 'Filled from USDOT 3000007: HOOSIER FREIGHT 007 LLC.');

    const cmv = 'field-Units-0-CMVInformation';
    await waitForValue(page, `${cmv}-CARRIERNAMETXT`, 'HOOSIER FREIGHT 007 LLC');
    expect(await valueOf(page, `${cmv}-USDOTNBRTXT`)).toBe('0003000007');
    expect(await valueOf(page, `${cmv}-CARRIERSTREETTXT`)).toBe('106 W WASHINGTON ST');
    expect(await valueOf(page, `${cmv}-CARRIERCITYTXT`)).toBe('GARY');
    expect(await valueOf(page, `${cmv}-CARRIERSTATECDE`)).toBe('IN');
    expect(await valueOf(page, `${cmv}-CARRIERZIPTXT`)).toBe('46207');

    const saved = await savedProvenance(e2e.server, reportIdOf(page), 'Units.0.CMVInformation.CARRIERNAMETXT');
    const keys = [
      'USDOTNBRTXT',
      'CARRIERNAMETXT',
      'CARRIERSTREETTXT',
      'CARRIERCITYTXT',
      'CARRIERSTATECDE',
      'CARRIERZIPTXT',
    ];
    for (const key of keys) expect(saved[`Units.0.CMVInformation.${key}`], key).toBe('usdot');
  });

  it('says when no carrier matches and when the USDOT service is down, and closes on Escape', async () => {
    const page = await newReport(e2e.browser, e2e.server);
    await openSection(page, 'Unit 1', 'Unit Information');
    await openSection(page, 'CMV Information');
    const win = await childWindowOpenedBy(page, () => byRole(page, 'button', 'USDOT lookup for unit 1').click());

    await typeInto(win, 'USDOT number', '999999');
    await win.keyboard.press('Enter');
    await waitForText(win, 'No carrier matches USDOT number 999999.');

    await typeInto(win, 'USDOT number', '12AB');
    await win.keyboard.press('Enter');
    await waitForText(win, 'A USDOT number has digits only.');

    e2e.fakes.qcMobile.behaviour = 'fail';
    await typeInto(win, 'USDOT number', '');
    await typeInto(win, 'Carrier name', 'greyhound');
    await win.keyboard.press('Enter');
    await waitForText(win, 'The USDOT lookup service');
    await waitForText(win, 'enter the carrier details by hand');

    e2e.fakes.qcMobile.behaviour = 'answer';
    await win.keyboard.press('Enter');
    await waitForText(win, 'GREYHOUND LINES INC');
    const closed = closingOf(win);
    // Escape closes the window on key down; there is no window left to take the key up, and the
    // key down itself may go unanswered (target closed). That the window closes is the check.
    await win.keyboard.down('Escape').catch(() => undefined);
    await closed;
    // Closing without a pick leaves the section as it was.
    expect(await valueOf(page, 'field-Units-0-CMVInformation-CARRIERNAMETXT')).toBe('');
  });

  it('fills a passenger and a witness from the driver already written in the report', async () => {
    const page = await newReport(e2e.browser, e2e.server);
    await makeMotorVehicle(page);
    await openSection(page, 'Driver');
    const driver = 'field-Units-0-Driver';
    await typeIntoField(page, `${driver}-NAMELASTTXT`, 'Quartermaine');
    await typeIntoField(page, `${driver}-NAMEFIRSTTXT`, 'Allan');
    await typeIntoField(page, `${driver}-BIRTHDTE`, '03041975');
    await typeIntoField(page, `${driver}-ADDRSTREETTXT`, '4 Kor Lane');
    await typeIntoField(page, `${driver}-ADDRCITYTXT`, 'Muncie');
    await waitForText(page, 'All changes saved');

    // The driver's own section does not offer the driver itself.
    const driverWindow = await childWindowOpenedBy(page, () =>
      byRole(page, 'button', 'Find person for driver of unit 1').click(),
    );
    await typeInto(driverWindow, 'Name', 'quarterm');
    await waitForText(driverWindow, 'Nobody named \u201cquarterm\u201d is in this report');
    const driverWindowClosed = closingOf(driverWindow);
    await driverWindow.keyboard.down('Escape').catch(() => undefined);
    await driverWindowClosed;

    await openSection(page, 'Passengers');
    await byRole(page, 'button', 'Add Passenger').click();
    const win = await childWindowOpenedBy(page, () =>
      byRole(page, 'button', 'Find person for passenger 1 of unit 1').click(),
    );
    await waitForText(win, 'Find person \u2014 passenger 1 of unit 1');
    await typeInto(win, 'Name', 'q');
    await win.keyboard.press('Enter');
    await waitForText(win, 'Type at least 2 characters of the name.');
    await typeInto(win, 'Name', 'allan quarter');
    await waitForText(win, 'In this report');
    await waitForText(win, 'Driver of unit 1, this report');
    await clickToClose(win, 'button', 'Use QUARTERMAINE, ALLAN, Driver of unit 1, this report');
    await waitForText(page, 'Filled from Driver of unit 1, this report: QUARTERMAINE, ALLAN.');

    const passenger = 'field-Units-0-Passengers-0';
    await waitForValue(page, `${passenger}-NAMELASTTXT`, 'QUARTERMAINE');
    expect(await valueOf(page, `${passenger}-NAMEFIRSTTXT`)).toBe('ALLAN');
    expect(await valueOf(page, `${passenger}-BIRTHDTE`)).toBe('03/04/1975');
    expect(await valueOf(page, `${passenger}-ADDRSTREETTXT`)).toBe('4 KOR LANE');
    expect(await valueOf(page, `${passenger}-ADDRCITYTXT`)).toBe('MUNCIE');
    const saved = await savedProvenance(e2e.server, reportIdOf(page), 'Units.0.Passengers.0.NAMELASTTXT');
    expect(saved['Units.0.Passengers.0.BIRTHDTE']).toBe('personSearch');
    // What the officer typed carries no provenance.
    expect(saved['Units.0.Driver.NAMELASTTXT']).toBeUndefined();

    await openSection(page, 'Witnesses');
    const witnessWindow = await childWindowOpenedBy(page, () =>
      byRole(page, 'button', 'Find person for witness 1').click(),
    );
    await typeInto(witnessWindow, 'Name', 'quartermaine');
    // The passenger may be saved by now too; the same person is offered once, from either entry.
    await witnessWindow.locator('li button ::-p-text(Use)').click();
    await waitForValue(page, 'field-Witnesses-0-NAMETXT', 'QUARTERMAINE, ALLAN');
    expect(await valueOf(page, 'field-Witnesses-0-ADDRESSTXT')).toBe('4 KOR LANE, MUNCIE');
  });
});
