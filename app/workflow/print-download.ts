import { reportPrintPath } from '../../lib/api/schemas/export-schemas';
import { downloadWithToken } from '../session/bearer-download';

/** The printed report (a PDF the server lays out like the state form), as a download. */
export const printReport = (id: number) =>
  downloadWithToken(reportPrintPath(id), `Printing report ${id}`, `crash-report-${id}.pdf`);
