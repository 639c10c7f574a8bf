import { exchangeFormatLabels, reportExchangePath, type ExchangeFormat } from '../../lib/api/schemas/exchange-schemas';
import { downloadWithToken } from '../session/bearer-download';

/** The report as the state's exchange carries it (NIEM XML or MMUCC JSON), checked by the server before it is handed out. */
export const downloadExchange = (id: number, format: ExchangeFormat, token: string) =>
  downloadWithToken(
    token,
    reportExchangePath(id, format),
    `Downloading report ${id} as ${exchangeFormatLabels[format]}`,
    `crash-report-${id}-${format === 'niem' ? 'niem.xml' : 'mmucc.json'}`,
  );
