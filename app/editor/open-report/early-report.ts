import { takeEarly, type EarlyRequests } from '../../api/early-requests';

export const reportIdOfPath = (pathname: string): number => Number(/^\/reports\/(\d+)$/.exec(pathname)?.[1] ?? 0);

/** The early script's form request, kept once its report request is taken, until the form is asked for. */
let earlyForm: NonNullable<EarlyRequests['__crashEarlyReport']>['form'];

/**
 * The request index.html's early script sent for this report, once; null when there was none or
 * it was for another. The script runs before the app's code is even parsed, so on a page opened
 * on /reports/:id the report is on its way (or here) when the editor asks for it.
 */
export function takeEarlyReportRequest(id: number): Promise<Response> | null {
  const early = takeEarly('__crashEarlyReport', (e) => e.id === id);
  if (!early) return null;
  earlyForm = early.form;
  return early.sent;
}

/**
 * The FormConfiguration/Get request the early script sent for the report it fetched, once, when
 * it is for form `id`; null otherwise. It went out as the report arrived, not after the app's
 * code had been parsed.
 */
export async function takeEarlyFormRequest(id: number): Promise<{ sent: Promise<Response> } | null> {
  const form = earlyForm;
  earlyForm = undefined;
  const early = form ? await form : null;
  return early && early.id === id ? { sent: early.sent } : null;
}
