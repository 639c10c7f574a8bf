import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { makeMotorVehicle, openNewReport, openSection } from '../support/editor/editor-helpers';
import { useServerAndBrowser } from '../support/fixture';

/** How many option rows a list box shows: its inner height over the height of one option. */
const visibleRows = (page: Page, selector: string) =>
  page.$eval(selector, (select) => {
    const s = select as HTMLSelectElement;
    const style = getComputedStyle(s);
    const inner = s.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const row = s.options[0]!.getBoundingClientRect().height;
    return { size: s.size, rows: Math.round(inner / row) };
  });

describe('list boxes of the editor', () => {
  const e2e = useServerAndBrowser();

  it('are as tall as the form definition asks: 22 rows for licence restrictions, 6 when it says nothing', async () => {
    const { context, page } = await openNewReport(e2e.browser, e2e.server.url);
    await makeMotorVehicle(page);
    await openSection(page, 'Driver');
    expect(await visibleRows(page, '#field-Units-0-Driver-RESTRICTIONCDE')).toEqual({ size: 22, rows: 22 });
    expect(await visibleRows(page, '#field-Units-0-Driver-CONDITIONCDE')).toEqual({ size: 6, rows: 6 });
    await context.close();
  });
});
