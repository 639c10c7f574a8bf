import { expect } from 'vitest';
import { reportPrintPath } from '../../../../lib/api/schemas/export-schemas';
import { readPdf } from '../../../integration/support/pdf-reader';

/**
 * Prints a report through the server as a user would and checks its PDF carries the crash
 * diagram's picture (the report's only image), not the "no diagram" note.
 */
export async function expectPrintedDiagram(serverUrl: string, reportId: number, token: string) {
  const res = await fetch(`${serverUrl}${reportPrintPath(reportId)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
  expect(pdf.text).toContain('DIAGRAM');
  expect(pdf.text).not.toContain('No diagram was drawn.');
  expect(pdf.imagesPerPage.reduce((a, b) => a + b, 0)).toBe(1);
}
