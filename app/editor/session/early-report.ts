/** What the early script of app/index.html leaves on the page: the report request it sent. */
interface EarlyReport {
  id: number;
  sent: Promise<Response>;
}

export const reportIdOfPath = (pathname: string): number => Number(/^\/reports\/(\d+)$/.exec(pathname)?.[1] ?? 0);

const holder = globalThis as { __crashEarlyReport?: EarlyReport | undefined };

/**
 * The request index.html's early script sent for this report, once; null when there was none or
 * it was for another. The script runs before the app's code is even parsed, so on a page opened
 * on /reports/:id the report is on its way (or here) when the editor asks for it.
 */
export function takeEarlyReportRequest(id: number): Promise<Response> | null {
  const early = holder.__crashEarlyReport;
  holder.__crashEarlyReport = undefined;
  return early && early.id === id ? early.sent : null;
}
