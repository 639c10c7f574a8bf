import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { childWindowOpenedBy, clickToClose, pasteInto } from '../support/child-windows';
import { makeMotorVehicle, openNewReport, openSection, sourceOf, valueOf } from '../support/editor/editor-helpers';
import { useServerBrowserAndFakes } from '../support/fixture';
import { byRole, waitForText } from '../support/page-helpers';

describe('the editor\u2019s lookups and records window', () => {
  // One server (wired to the fakes) and one Chromium for both: the records window reads what is
  // pasted and asks none of the services, so it needs no server of its own.
  const e2e = useServerBrowserAndFakes();

  describe('lookups in the report editor, against local fakes of the services', () => {
    it('decodes a VIN into make, model, year and style, and refuses a VIN whose check digit is wrong', async () => {
      const { context, page } = await openNewReport(e2e.browser, e2e.server.url);

      await makeMotorVehicle(page);
      await openSection(page, 'Vehicle Information');

      const requestsBefore = e2e.fakes.vpic.requests.length;
      await page.locator('#field-Units-0-VehicleInformation-VINTXT').click();
      await page.keyboard.type('1FTMW1T89MFA00001');
      await byRole(page, 'button', 'Decode VIN').click();
      await waitForText(page, 'Position 9 (check digit) should be 8.');
      expect(e2e.fakes.vpic.requests.length).toBe(requestsBefore);

      await page.$eval('#field-Units-0-VehicleInformation-VINTXT', (i) => (i as HTMLInputElement).select());
      await page.keyboard.type('1FTMW1T88MFA00001');
      await byRole(page, 'button', 'Decode VIN').click();
      await waitForText(page, 'Decoded: 2021 FORD F-150.');
      expect(await valueOf(page, 'field-Units-0-VehicleInformation-VEHMAKETXT')).toBe('FORD');
      expect(await valueOf(page, 'field-Units-0-VehicleInformation-VEHMODELTXT')).toBe('F-150');
      expect(await valueOf(page, 'field-Units-0-VehicleInformation-VEHYEARTXT')).toBe('2021');
      expect(await valueOf(page, 'field-Units-0-VehicleInformation-VEHTYPETXT')).toBe('TRUCK');
      expect(await valueOf(page, 'field-Units-0-VehicleInformation-VEHSTYLETXT')).toBe('30');
      expect(await sourceOf(page, 'field-Units-0-VehicleInformation-VEHMAKETXT')).toBe('from VIN decode');

      // Typing over a filled value makes it the officer's: the mark goes, and stays gone.
      await page.$eval('#field-Units-0-VehicleInformation-VEHMODELTXT', (i) => (i as HTMLInputElement).select());
      await page.keyboard.type('F150 XLT');
      expect(await sourceOf(page, 'field-Units-0-VehicleInformation-VEHMODELTXT')).toBe(null);
      await page.waitForSelector('[data-save-state="saved"]');
      await page.reload();
      await waitForText(page, 'Vehicle Crash Report #');
      await openSection(page, 'Vehicle Information');
      expect(await sourceOf(page, 'field-Units-0-VehicleInformation-VEHYEARTXT')).toBe('from VIN decode');
      expect(await sourceOf(page, 'field-Units-0-VehicleInformation-VEHMODELTXT')).toBe(null);
      await context.close();
    });
  });

  describe('the records window', () => {
    it('reads a pasted licence return, marks a duplicate, and applies it to the unit\u2019s driver', async () => {
      const licenceReturn = readFileSync(
        path.resolve(import.meta.dirname, '../../../lib/records/fixtures/text-returns/nlets-driver.txt'),
        'utf8',
      );
      const { context, page } = await openNewReport(e2e.browser, e2e.server.url);

      const records = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Records').click());
      await pasteInto(records, 'textarea', `${licenceReturn}\n${licenceReturn}`);
      await byRole(records, 'button', 'Read records').click();
      await waitForText(records, 'Driver licence: QUILLFEATHER, JONAH');
      await waitForText(records, '(duplicate)');
      await records.locator('li button ::-p-text(Apply to driver)').click();
      await waitForText(records, 'Applied to unit 1');
      await clickToClose(records, 'button', 'Close');
      // Headless Chromium throttles a page that is not in front; the officer is back in the report.
      await page.bringToFront();

      await page.locator('nav[aria-label="Report sections"] button ::-p-text(Driver)').click();
      await page.waitForFunction(() => document.getElementById('section-title')?.textContent?.startsWith('Driver'));
      expect(await valueOf(page, 'field-Units-0-Driver-NAMELASTTXT')).toBe('QUILLFEATHER');
      expect(await valueOf(page, 'field-Units-0-Driver-NAMEFIRSTTXT')).toBe('JONAH');
      expect(await valueOf(page, 'field-Units-0-Driver-BIRTHDTE')).toBe('02/14/1985');
      expect(await valueOf(page, 'field-Units-0-Driver-ADDRSTREETTXT')).toBe('123 N MERIDIAN ST');
      expect(await sourceOf(page, 'field-Units-0-Driver-NAMELASTTXT')).toBe('from driver-licence return');
      await context.close();
    });
  });
});
