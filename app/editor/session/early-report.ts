/** What the early script of app/index.html leaves on the page: the report request it sent. */
interface EarlyReport {
  id: number;
  sent: Promise<Response>;
  /** The form the report names, asked for once the report arrived; null when the device keeps it. */
  form?: Promise<{ id: number; sent: Promise<Response> } | null>;
}

export const reportIdOfPath = (pathname: string): number => Number(/^\/reports\/(\d+)$/.exec(pathname)?.[1] ?? 0);

const holder = globalThis as { __crashEarlyReport?: EarlyReport | undefined };
/** The early script's form request, kept once its report request is taken, until the form is asked for. */
let earlyForm: EarlyReport['form'] | undefined;

/**
 * The request index.html's early script sent for this report, once; null when there was none or
 * it was for another. The script runs before the app's code is even parsed, so on a page opened
 * on /reports/:id the report is on its way (or here) when the editor asks for it.
 */
export function takeEarlyReportRequest(id: number): Promise<Response> | null {
  const early = holder.__crashEarlyReport;
  holder.__crashEarlyReport = undefined;
  if (!early || early.id !== id) return null;
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
