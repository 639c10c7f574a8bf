import type { Browser } from 'puppeteer-core';
import { diagramSvg } from '../../lib/forms/diagrams/diagram-element-shapes';
import { DIAGRAM_HEIGHT, DIAGRAM_WIDTH, type DiagramContent } from '../../lib/forms/diagrams/diagram-elements';
import { DEMO_PASSWORD } from '../../test/e2e/support/page-helpers';
import type { RealServer } from '../../test/e2e/support/real-server';
import { api } from '../editor-support/bench-app';
import { draftOf, sixUnitReport } from './six-unit-report';

/**
 * The picture saved beside the elements, drawn in the browser as the editor draws it
 * (app/editor/diagrams/diagram-image.ts), so the report holds what the editor would have saved.
 */
async function pictureOf(browser: Browser, content: DiagramContent): Promise<string> {
  const page = await browser.newPage();
  try {
    return (await page.evaluate(`(async () => {
      const picture = new Image();
      picture.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(${JSON.stringify(diagramSvg(content))});
      await picture.decode();
      const canvas = document.createElement('canvas');
      canvas.width = ${DIAGRAM_WIDTH};
      canvas.height = ${DIAGRAM_HEIGHT};
      canvas.getContext('2d').drawImage(picture, 0, 0);
      return canvas.toDataURL('image/png');
    })()`)) as string;
  } finally {
    await page.close();
  }
}

/** A new report of six units whose diagram is drafted from them (in Node) and saved through the API. */
export async function seedDiagramReport(server: RealServer, browser: Browser) {
  const { token } = await api(server, 'Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
  const created = await api(server, 'Report/Create', {}, token);
  const data = sixUnitReport();
  const { content, missing } = draftOf(data);
  const image = await pictureOf(browser, content);
  data.Diagram = { CrashDiagram: { image, road: content.road, elements: content.elements } };
  await api(server, 'Report/Save', { id: created.id, version: created.version, data }, token);
  return { token: token as string, id: created.id as number, content, missing };
}
