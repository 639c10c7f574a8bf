import { exchangeFormatLabels, reportExchangePath, type ExchangeFormat } from '../../lib/api/schemas/exchange-schemas';
import { reportPrintPath } from '../../lib/api/schemas/export-schemas';
import { downloadWithToken } from '../session/bearer-download';

/** The printed report (a PDF the server lays out like the state form), as a download with the session's `token`. */
export const printReport = (id: number, token: string) =>
  downloadWithToken(token, reportPrintPath(id), `Printing report ${id}`, `crash-report-${id}.pdf`);

/** The report as the state's exchange carries it (NIEM XML or MMUCC JSON), checked by the server before it is handed out. */
export const downloadExchange = (id: number, format: ExchangeFormat, token: string) =>
  downloadWithToken(
    token,
    reportExchangePath(id, format),
    `Downloading report ${id} as ${exchangeFormatLabels[format]}`,
    `crash-report-${id}-${format === 'niem' ? 'niem.xml' : 'mmucc.json'}`,
  );
