import { reportPrintPath } from '../../lib/api/schemas/export-schemas';
import { downloadWithToken } from '../session/bearer-download';

/** The printed report (a PDF the server lays out like the state form), as a download with the session's `token`. */
export const printReport = (id: number, token: string) =>
  downloadWithToken(token, reportPrintPath(id), `Printing report ${id}`, `crash-report-${id}.pdf`);
