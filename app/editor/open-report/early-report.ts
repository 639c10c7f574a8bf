import { takeEarly, type EarlyRequests } from '../../api/early-requests';

export const reportIdOfPath = (pathname: string): number => Number(/^\/reports\/(\d+)$/.exec(pathname)?.[1] ?? 0);

/** The early script's form request, sent as its report arrived (null: this device keeps the form). */
export type EarlyForm = NonNullable<EarlyRequests['__crashEarlyReport']>['form'];

/**
 * The requests index.html's early script sent for this report, once: the report's, and the form's
 * it names; null when there were none or they were for another. The script runs before the app's
 * code is even parsed, so on a page opened on /reports/:id the report is on its way (or here)
 * when the editor asks for it.
 */
export function takeEarlyReportRequest(id: number): { sent: Promise<Response>; form: EarlyForm } | null {
  const early = takeEarly('__crashEarlyReport', (e) => e.id === id);
  return early ? { sent: early.sent, form: early.form } : null;
}

/**
 * The FormConfiguration/Get request of `early` (taken with its report) when it is for form `id`;
 * null otherwise. It went out as the report arrived, not after the app's code had been parsed.
 */
export async function earlyFormRequest(early: EarlyForm, id: number): Promise<{ sent: Promise<Response> } | null> {
  const form = early ? await early : null;
  return form && form.id === id ? { sent: form.sent } : null;
}
