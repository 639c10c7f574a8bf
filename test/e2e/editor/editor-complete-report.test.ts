import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { walkFields } from '../../../lib/forms/definition/definition-walk';
import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';
import { getAt } from '../../../lib/forms/definition/paths';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { fieldId } from '../../../app/editor/controls/field-id';
import { useServerAndBrowser } from '../support/fixture';
import {
  openNewReport,
  openSection,
  serverReportOf,
  sessionTokenOf,
  waitForSaveState,
} from '../support/editor/editor-helpers';
import { waitForText } from '../support/page-helpers';

/**
 * The editor end to end: an officer writes a whole report through the editor, with no API
 * shortcut, until the validation panel has no errors, and a reload keeps every answer. The
 * answers are those of completeReport(), the report the completeness tests call complete.
 */

const fieldsByPattern = new Map(walkFields(vehicleCrashReport).map((w) => [w.path, w.field]));
const fieldAt = (path: string): FieldDefinition => {
  const pattern = path.replace(/\.\d+(?=\.|$)/g, '.*');
  const field = fieldsByPattern.get(pattern);
  if (!field) throw new Error(`No field at ${path}`);
  return field;
};

/** Every answered field of a part of the complete report, as [path, value], in the report's order. */
function answers(prefix: string, value: unknown): [string, unknown][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[prefix, value]];
  const entries = Object.entries(value as Record<string, unknown>);
  // A field whose value is an object (the diagram) is one answer, not a section.
  if (fieldsByPattern.has(prefix.replace(/\.\d+(?=\.|$)/g, '.*'))) return [[prefix, value]];
  return entries.flatMap(([k, v]) => answers(`${prefix}.${k}`, v));
}

/** Answers one field the way an officer does: typing, picking, clicking, drawing. */
async function answer(page: Page, path: string, value: unknown) {
  const field = fieldAt(path);
  const id = fieldId(path);
  const selector = `#${id}`;
  await page.waitForSelector(selector, { timeout: 10_000 });
  switch (field.type) {
    case 'yesNo':
      await page.click(`input[name="${id}"][value="${String(value)}"]`);
      return;
    case 'code':
      if (field.autocomplete) break;
      // A cascaded list fills once its parent is chosen; code lists arrive after the report opens.
      await page
        .waitForFunction(
          (s, v) =>
            [...((document.querySelector(s) as HTMLSelectElement | null)?.options ?? [])].some((o) => o.value === v),
          { timeout: 10_000 },
          selector,
          String(value),
        )
        .catch(async () => {
          const options = await page.$eval(selector, (e) => [...(e as HTMLSelectElement).options].map((o) => o.value));
          throw new Error(`${path}: no choice ${String(value)} among ${options.join(', ')}`);
        });
      await page.select(selector, String(value));
      return;
    case 'vehicleDiagram':
      for (const code of Array.isArray(value) ? value : [value]) {
        const area = `[role="${field.pick === 'multiple' ? 'checkbox' : 'radio'}"][data-code="${String(code)}"]`;
        // An area the report already picked (the damaged areas start at the initial impact) is
        // the answer as it stands: a click would unpick it.
        if ((await page.$eval(area, (e) => e.getAttribute('aria-checked'))) === 'true') continue;
        await page.click(area);
      }
      return;
    case 'crashDiagram': {
      await page.locator('::-p-aria([name="Draw line"][role="button"])').click();
      await page.$eval(selector, (c) => c.scrollIntoView({ block: 'center' }));
      const box = await (await page.$(selector))!.boundingBox();
      await page.mouse.move(box!.x + box!.width * 0.2, box!.y + box!.height * 0.5);
      await page.mouse.down();
      await page.mouse.move(box!.x + box!.width * 0.7, box!.y + box!.height * 0.4, { steps: 10 });
      await page.mouse.up();
      return;
    }
  }
  // Focused, not clicked: a message leaving the field above (checked once typing pauses) moves this
  // one up between puppeteer's aim and its click, and the keys then went to the page, not here.
  await page.focus(selector);
  await page.keyboard.press('End');
  await page.keyboard.down('Shift');
  await page.keyboard.press('Home');
  await page.keyboard.up('Shift');
  // Masked fields take the digits and put in the separators themselves, as officers type them.
  const text = String(value);
  await page.keyboard.type(field.mask ? text.replace(/[^A-Za-z0-9]/g, '') : text);
  const shown = await page.$eval(selector, (e) => (e as HTMLInputElement).value);
  expect(shown, path).toBe(text);
}

/** The sections of the complete report, each with the navigation entry that opens it. */
const parts: { label: string; title?: string; path: string }[] = [
  { label: 'General Information', path: 'GeneralInformation' },
  { label: 'Crash Details', path: 'CrashDetails' },
  { label: 'Location', path: 'Location' },
  { label: 'Narrative', path: 'Narrative' },
  { label: 'Diagram', path: 'Diagram' },
  { label: 'Unit 1', title: 'Unit Information', path: 'Units.0.UnitInformation' },
  { label: 'Vehicle Information', path: 'Units.0.VehicleInformation' },
  { label: 'Driver', path: 'Units.0.Driver' },
];

describe('writing a complete Vehicle Crash Report in the editor', () => {
  const fixture = useServerAndBrowser();

  it('takes every required answer through the UI, ends with no errors, and keeps everything over a reload', async () => {
    const expected = completeReport();
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);

    for (const part of parts) {
      await openSection(page, part.label, part.title);
      for (const [path, value] of answers(part.path, getAt(expected, part.path))) {
        // The investigative officer and the agency are filled from the signed-in officer already.
        const current = await page.$eval(`#${fieldId(path)}`, (e) => (e as HTMLInputElement).value).catch(() => null);
        if (typeof value === 'string' && current === value && fieldAt(path).type !== 'yesNo') continue;
        await answer(page, path, value);
      }
    }

    await page.waitForFunction(
      () => document.getElementById('validation-title')?.textContent?.startsWith('Validation (0 errors'),
      { timeout: 15_000 },
    );
    await waitForSaveState(page, 'saved');

    await page.reload();
    await waitForText(page, 'Vehicle Crash Report #');
    await page.waitForFunction(() =>
      document.getElementById('validation-title')?.textContent?.startsWith('Validation (0 errors'),
    );
    const saved = await serverReportOf(page, fixture.server);
    const { Diagram: _drawnHere, ...rest } = expected;
    // The unit added here has an id of its own (lib/forms/definition/item-ids.ts), not the fixture's.
    const units = (rest.Units as Record<string, unknown>[]).map((u) => ({ ...u, $id: expect.any(String) }));
    expect(saved.data).toMatchObject({ ...rest, Units: units });
    expect(saved.data.Diagram.CrashDiagram.elements.filter((e: { kind: string }) => e.kind === 'stroke')).toHaveLength(
      1,
    );

    // What the server holds is complete too: it accepts the report for review.
    const token = await sessionTokenOf(page);
    const sent = await fixture.server.call('Workflow/SendTo', { id: saved.id, version: saved.version }, token);
    expect(sent.status).toBe(200);
    await context.close();
  });
});
