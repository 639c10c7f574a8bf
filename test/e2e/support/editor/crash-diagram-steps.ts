import type { Page } from 'puppeteer-core';
import type { CountingOfficer } from './counting-officer';
import { serverReportOf, waitForSaveState } from './editor-helpers';
import { byRole, waitForText } from '../page-helpers';
import type { RealServer } from '../real-server';

export const DRAWING = 'svg#field-Diagram-CrashDiagram';
const DIAGRAM = 'Diagram.CrashDiagram';

interface Element {
  id: number;
  kind: string;
  unit?: number;
  x: number;
  y: number;
}

/** A page position from diagram units (the drawing is 1000 by 600 units at any size). */
export async function pointOf(page: Page, x: number, y: number) {
  const box = await (await page.$(DRAWING))?.boundingBox();
  if (!box) throw new Error('The diagram drawing is not on the page.');
  return { x: box.x + (x / 1000) * box.width, y: box.y + (y / 600) * box.height };
}

/** The diagram's elements as the server holds them. */
export async function savedElements(page: Page, server: RealServer): Promise<Element[]> {
  return (await serverReportOf(page, server)).data.Diagram?.CrashDiagram?.elements ?? [];
}

/** The centre, on the page, of the element added last (the one just placed, which the editor selects). */
async function lastPlaced(page: Page) {
  const centre = await page.$$eval(`${DRAWING} [data-element-id]`, (groups) => {
    const last = groups.reduce((a, b) =>
      Number(b.getAttribute('data-element-id')) > Number(a.getAttribute('data-element-id')) ? b : a,
    );
    const box = last.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  return centre;
}

/**
 * With the aid: the diagram drafted from the coded units (a click), then adjusted by one drag of
 * unit 2's symbol 100 units back along its approach. Returns where unit 2 was drafted.
 */
export async function draftDiagram(officer: CountingOfficer, server: RealServer) {
  const page = officer.page;
  await page.waitForSelector(DRAWING);
  await page.$eval(DRAWING, (d) => d.scrollIntoView({ block: 'center' }));
  await officer.click(byRole(page, 'button', 'Draft from the report'));
  await waitForText(page, 'Diagram drafted from the report: 2 units placed.');
  await waitForSaveState(page, 'saved');
  const drafted = (await savedElements(page, server)).find((e) => e.kind === 'unit' && e.unit === 2);
  if (!drafted) throw new Error('The drafted diagram has no unit 2.');
  await officer.drag(
    await pointOf(page, drafted.x, drafted.y),
    await pointOf(page, drafted.x - 100, drafted.y),
    DIAGRAM,
  );
  return drafted;
}

/** Places the element a toolbar button adds (an answer) and drags it to (x, y) in diagram units (another). */
async function place(officer: CountingOfficer, button: string, x: number, y: number) {
  const page = officer.page;
  await officer.answerBy(byRole(page, 'button', button), DIAGRAM);
  await officer.drag(await lastPlaced(page), await pointOf(page, x, y), DIAGRAM);
}

/**
 * Without the aid, as before the diagram draft: the road chosen, each unit placed, moved and turned by hand,
 * and the point of impact placed. Unit 1 comes north from the south, unit 2 east from the west.
 */
export async function drawDiagramByHand(officer: CountingOfficer) {
  const page = officer.page;
  await page.waitForSelector(DRAWING);
  await page.$eval(DRAWING, (d) => d.scrollIntoView({ block: 'center' }));
  await officer.answerBy(byRole(page, 'button', 'Four-way'), DIAGRAM);
  await place(officer, 'Place unit 1', 500, 420);
  // A symbol is placed facing east; six turns of 15 degrees back make it face north.
  await page.$eval(DRAWING, (d) => (d as SVGElement).focus());
  for (let i = 0; i < 6; i++) await officer.press('r', DIAGRAM, true);
  await place(officer, 'Place unit 2', 380, 300);
  await place(officer, 'Point of impact', 500, 300);
  await waitForSaveState(page, 'saved');
}
