import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { expectPrintedDiagram } from '../support/editor/printed-diagram';
import {
  openNewReport,
  openSection,
  reportIdOf,
  serverReportOf,
  sessionTokenOf,
  waitForSaveState,
} from '../support/editor/editor-helpers';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, waitForText } from '../support/page-helpers';

const DRAWING = 'svg#field-Diagram-CrashDiagram';

/** A two-vehicle angle crash at an intersection: unit 1 northbound hit front-first, unit 2 eastbound hit on its right. */
function twoVehicleCrash() {
  const data = completeReport();
  const [unit] = data.Units as Record<string, Record<string, unknown>>[];
  const vehicle = (direction: string, impact: string) => ({
    ...structuredClone(unit),
    VehicleInformation: { ...unit?.VehicleInformation, PRECOLLDIRCDE: direction, INITIALIMPACTCDE: impact },
  });
  data.Units = [vehicle('1', '12'), vehicle('3', '3')];
  Object.assign(data.CrashDetails as object, { MannerCollCde: '6', RDWYJUNCTIONCDE: '2', MotorVehInvolvedNmb: '2' });
  Object.assign(data.Location as object, { LocationType: '2' });
  data.Diagram = { CrashDiagram: null };
  return data;
}

interface Saved {
  road: { template: string } | null;
  elements: { kind: string; unit?: number; x: number; y: number; rotation?: number }[];
}

async function savedDiagram(page: Page, server: Parameters<typeof serverReportOf>[1]): Promise<Saved | null> {
  return (await serverReportOf(page, server)).data.Diagram?.CrashDiagram ?? null;
}

const unitOf = (saved: Saved | null, unit: number) => saved?.elements.find((e) => e.kind === 'unit' && e.unit === unit);

/** A page position from diagram units (the drawing is 1000 by 600 units at any size). */
async function at(page: Page, x: number, y: number) {
  const box = await (await page.$(DRAWING))?.boundingBox();
  if (!box) throw new Error('The diagram drawing is not on the page.');
  return { x: box.x + (x / 1000) * box.width, y: box.y + (y / 600) * box.height };
}

async function openDiagram(page: Page) {
  await openSection(page, 'Diagram');
  await page.waitForSelector(DRAWING);
  await page.$eval(DRAWING, (d) => d.scrollIntoView({ block: 'center' }));
}

describe('drafting the crash diagram from the coded units', () => {
  const e2e = useServerAndBrowser();

  it('drafts a two-vehicle crash, is adjusted by one drag and a turn, saves, reloads, and prints in the PDF', async () => {
    const { context, page } = await openNewReport(e2e.browser, e2e.server.url);
    const id = reportIdOf(page);
    const token = await sessionTokenOf(page);
    const before = await serverReportOf(page, e2e.server);
    const stored = await e2e.server.call(
      'Report/Save',
      { id, version: before.version, data: twoVehicleCrash() },
      token,
    );
    expect(stored.status).toBe(200);
    await page.reload();
    await waitForText(page, 'Vehicle Crash Report #');
    await openDiagram(page);

    // Drafted: a four-way intersection, unit 1 facing north, unit 2 facing east, meeting at the point of impact.
    await byRole(page, 'button', 'Draft from the report').click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-stamps') === '2', {}, DRAWING);
    await waitForText(page, 'Diagram drafted from the report: 2 units placed.');
    await expect.poll(() => savedDiagram(page, e2e.server), { timeout: 15_000 }).not.toBeNull();
    const drafted = await savedDiagram(page, e2e.server);
    expect(drafted?.road?.template).toBe('fourWay');
    expect(unitOf(drafted, 1)).toMatchObject({ rotation: 270 });
    expect(unitOf(drafted, 2)).toMatchObject({ rotation: 0 });
    expect(drafted?.elements.map((e) => e.kind)).toEqual(expect.arrayContaining(['impact', 'north', 'scale', 'arrow']));

    // One drag moves unit 2 back along its approach, 100 units to the west.
    const two = unitOf(drafted, 2)!;
    const start = await at(page, two.x, two.y);
    const end = await at(page, two.x - 100, two.y);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 10 });
    await page.mouse.up();
    await expect
      .poll(async () => unitOf(await savedDiagram(page, e2e.server), 2)?.x, { timeout: 15_000 })
      .toBe(Math.round((two.x - 100) / 10) * 10);

    // Turned to face south by keyboard, the drawing now contradicts unit 2's coded direction: offered, and taken.
    await page.$eval(DRAWING, (d) => (d as SVGElement).focus());
    for (let i = 0; i < 6; i++) await page.keyboard.press('r');
    await waitForText(page, 'Unit 2 is coded as travelling east, but the diagram shows it heading south.');
    await byRole(page, 'button', 'Update direction of unit 2').click();
    await waitForSaveState(page, 'saved');
    await expect
      .poll(
        async () => {
          const report = await serverReportOf(page, e2e.server);
          return [
            report.data.Units[1].VehicleInformation.PRECOLLDIRCDE,
            unitOf(report.data.Diagram.CrashDiagram, 2)?.rotation,
          ];
        },
        { timeout: 15_000 },
      )
      .toEqual(['2', 90]);

    // After a reload the adjusted drawing is there as saved.
    await page.reload();
    await waitForText(page, 'Vehicle Crash Report #');
    await openDiagram(page);
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-stamps') === '2', {}, DRAWING);
    expect(await page.$eval(DRAWING, (d) => d.getAttribute('data-template'))).toBe('fourWay');
    expect(await page.$eval(DRAWING, (d) => d.querySelectorAll('[data-element-id]').length)).toBe(
      drafted?.elements.length,
    );

    await expectPrintedDiagram(e2e.server.url, id, token);
    await context.close();
  });
});
