import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, signIn, waitForText } from '../support/page-helpers';
import type { RealServer } from '../support/real-server';

const CANVAS = 'svg#field-Diagram-CrashDiagram';

async function openDiagram(page: Page) {
  await page.locator('nav[aria-label="Report sections"] button ::-p-text(Diagram)').click();
  await page.waitForFunction(() => document.getElementById('section-title')?.textContent?.startsWith('Diagram'));
  await page.waitForSelector(CANVAS);
  await page.$eval(CANVAS, (c) => c.scrollIntoView({ block: 'center' }));
}

const counts = (page: Page) =>
  page.$eval(CANVAS, (c) => ({
    strokes: Number((c as SVGElement).dataset.strokes),
    stamps: Number((c as SVGElement).dataset.stamps),
  }));

async function waitForCounts(page: Page, strokes: number, stamps: number) {
  await page.waitForFunction(
    (selector, s, t) => {
      const c = document.querySelector(selector) as SVGElement | null;
      return c?.dataset.strokes === String(s) && c.dataset.stamps === String(t);
    },
    {},
    CANVAS,
    strokes,
    stamps,
  );
}

/** A page position from diagram units (the canvas is 1000 by 600 units at any size). */
async function at(page: Page, x: number, y: number) {
  const box = await (await page.$(CANVAS))?.boundingBox();
  if (!box) throw new Error('The diagram canvas is not on the page.');
  return { x: box.x + (x / 1000) * box.width, y: box.y + (y / 600) * box.height };
}

/** Presses at one diagram point, moves to the next ones and lets go: a stroke or a drag. */
async function drag(page: Page, points: [number, number][]) {
  const [first, ...rest] = points;
  if (!first) return;
  const start = await at(page, ...first);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const p of rest) {
    const to = await at(page, ...p);
    await page.mouse.move(to.x, to.y, { steps: 8 });
  }
  await page.mouse.up();
}

async function waitForSaved(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === 'saved',
    { timeout: 15_000 },
  );
}

/** The report as the server holds it, read with the page's own session. */
async function serverReport(page: Page, server: RealServer) {
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('crash.session') ?? '{}').token as string);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const got = await server.call('Report/Get', { id }, token);
  expect(got.status).toBe(200);
  return { token, id, report: got.body.payload };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the saved value as the API answered it
const savedDiagram = async (page: Page, server: RealServer): Promise<any> =>
  (await serverReport(page, server)).report.data.Diagram?.CrashDiagram;

/** Size of a picture and how many of its pixels are dark, and whether one spot is. */
function inspectImage(page: Page, src: string, spot: [number, number]) {
  return page.evaluate(
    async (url, [sx, sy]) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d') as CanvasRenderingContext2D;
      ctx.drawImage(img, 0, 0);
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      let dark = 0;
      for (let i = 0; i < d.length; i += 4) if ((d[i] ?? 255) < 100 && (d[i + 1] ?? 255) < 100) dark++;
      const s = ctx.getImageData(sx, sy, 1, 1).data;
      return { width: img.width, height: img.height, dark, spotDark: (s[0] ?? 255) < 100 };
    },
    src,
    spot,
  );
}

describe('the crash diagram in the report editor', () => {
  const e2e = useServerAndBrowser();

  it('draws, places and moves a unit, undoes and redoes, saves, comes back after a reload, clears, and locks outside Draft', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    await signIn(page, e2e.server.url, 'officer');
    await waitForText(page, 'My reports');
    await byRole(page, 'button', 'New crash report').click();
    await waitForText(page, 'Vehicle Crash Report #');
    await openDiagram(page);
    await waitForCounts(page, 0, 0);

    // Two freehand lines with the mouse, then unit 1's car, which Undo takes back and Redo brings again.
    await byRole(page, 'button', 'Draw line').click();
    await drag(page, [
      [100, 180],
      [350, 180],
      [600, 180],
    ]);
    await drag(page, [
      [700, 100],
      [800, 300],
      [900, 500],
    ]);
    await waitForCounts(page, 2, 0);
    await page.waitForFunction(() => !document.body.innerText.includes('Crash Diagram is required.'));
    await byRole(page, 'button', 'Select and move').click();
    await byRole(page, 'button', 'Place unit 1').click();
    await waitForCounts(page, 2, 1);
    await byRole(page, 'button', 'Undo').click();
    await waitForCounts(page, 2, 0);
    await byRole(page, 'button', 'Redo').click();
    await waitForCounts(page, 2, 1);
    await byRole(page, 'button', 'Undo').click();
    await waitForCounts(page, 2, 0);

    // By keyboard: place unit 1, undo that, place it again, then move it and turn it in the drawing area.
    await page.focus('::-p-aria([name="Place unit 1"][role="button"])');
    await page.keyboard.press('Enter');
    await waitForCounts(page, 2, 1);
    await waitForText(page, 'Selected: Unit 1 car');
    await page.$eval(CANVAS, (d) => (d as SVGElement).focus());
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    await waitForCounts(page, 2, 0);
    await page.focus('::-p-aria([name="Place unit 1"][role="button"])');
    await page.keyboard.press('Enter');
    await waitForCounts(page, 2, 1);
    await page.$eval(CANVAS, (d) => (d as SVGElement).focus());
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('r');
    // Placed on a free spot snapped to the 10-unit grid (80, 80), moved a grid step each way, turned 15 degrees.
    const units = (saved: { elements?: { kind: string; x?: number }[] } | undefined) =>
      saved?.elements?.filter((e) => e.kind === 'unit');
    await expect
      .poll(async () => units(await savedDiagram(page, e2e.server)), { timeout: 15_000 })
      .toEqual([{ kind: 'unit', id: 2, unit: 1, symbol: 'car', x: 90, y: 90, rotation: 15 }]);

    // Dragged with the mouse to another spot.
    await drag(page, [
      [90, 90],
      [400, 300],
      [700, 450],
    ]);
    await expect
      .poll(async () => units(await savedDiagram(page, e2e.server))?.[0]?.x, { timeout: 15_000 })
      .toBeGreaterThan(600);
    await waitForSaved(page);
    expect(await counts(page)).toEqual({ strokes: 2, stamps: 1 });

    // A reload draws it again from what was saved.
    await page.reload();
    await waitForText(page, 'Vehicle Crash Report #');
    await openDiagram(page);
    await waitForCounts(page, 2, 1);

    // The server holds the lines, the moved car and a PNG of the drawing at 1000 by 600.
    const { token, id, report } = await serverReport(page, e2e.server);
    const saved = report.data.Diagram.CrashDiagram;
    expect(saved.elements.filter((e: { kind: string }) => e.kind === 'stroke')).toHaveLength(2);
    expect(units(saved)).toEqual([{ kind: 'unit', id: 2, unit: 1, symbol: 'car', x: 700, y: 450, rotation: 15 }]);
    expect(saved.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const picture = await inspectImage(page, saved.image, [350, 180]);
    expect(picture).toMatchObject({ width: 1000, height: 600, spotDark: true });
    expect(picture.dark).toBeGreaterThan(500);

    // Clear asks first; cleared, the diagram is saved as nothing and is required again.
    await byRole(page, 'button', 'Clear').click();
    await waitForText(page, 'Clear the diagram?');
    await byRole(page, 'button', 'Cancel').click();
    expect(await counts(page)).toEqual({ strokes: 2, stamps: 1 });
    await byRole(page, 'button', 'Clear').click();
    await byRole(page, 'button', 'Clear diagram').click();
    await waitForCounts(page, 0, 0);
    await waitForText(page, 'Crash Diagram is required.');
    await expect.poll(() => savedDiagram(page, e2e.server), { timeout: 15_000 }).toBeNull();
    await waitForSaved(page);

    // Sent for review (status 1), the diagram shows but no longer changes.
    await byRole(page, 'button', 'Draw line').click();
    await drag(page, [
      [200, 300],
      [800, 300],
    ]);
    await waitForCounts(page, 1, 0);
    await expect.poll(async () => (await savedDiagram(page, e2e.server))?.elements.length, { timeout: 15_000 }).toBe(1);
    await waitForSaved(page);
    const before = (await serverReport(page, e2e.server)).report;
    const data = { ...completeReport(), Diagram: before.data.Diagram };
    const stored = await e2e.server.call('Report/Save', { id, version: before.version, data }, token);
    expect(stored.status).toBe(200);
    const sent = await e2e.server.call('Workflow/SendTo', { id, version: stored.body.payload.version }, token);
    expect(sent.body.payload.status).toBe(1);

    await page.reload();
    await waitForText(page, 'Vehicle Crash Report #');
    await openDiagram(page);
    await waitForCounts(page, 1, 0);
    await waitForText(
      page,
      'Read-only: The diagram can only be changed while the report is a Draft; this report is Pending Review.',
    );
    expect(
      await page.$eval('::-p-aria([name="Place unit 1"][role="button"])', (b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    await drag(page, [
      [100, 100],
      [500, 500],
    ]);
    expect(await counts(page)).toEqual({ strokes: 1, stamps: 0 });
    await context.close();
  });
});
