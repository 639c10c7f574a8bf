/** The parts of a tabs.Tab the background reads to find the open report. */
export interface TabLike {
  id?: number;
  url?: string;
  active?: boolean;
  lastAccessed?: number;
}

const REPORT_PATH = /^\/reports\/(\d+)\/?$/;

/** The report a web-app tab holds open (its id), or null when the tab shows something else. */
export function openReportId(tab: TabLike, appOrigin: string): number | null {
  if (!tab.url) return null;
  try {
    const url = new URL(tab.url);
    if (url.origin !== appOrigin) return null;
    const match = REPORT_PATH.exec(url.pathname);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The tabs showing the web app at its exact origin (a localhost pattern matches every port). */
export function appTabs(tabs: readonly TabLike[], appOrigin: string): (TabLike & { id: number })[] {
  return tabs.filter((tab): tab is TabLike & { id: number } => {
    if (tab.id === undefined || !tab.url) return false;
    try {
      return new URL(tab.url).origin === appOrigin;
    } catch {
      return false;
    }
  });
}

/**
 * The web-app tabs holding an open report, the one the officer is looking at first, then the
 * most recently used: with two reports open, a record goes to the one in front.
 */
export function reportTabs(tabs: readonly TabLike[], appOrigin: string): (TabLike & { id: number })[] {
  return tabs
    .filter((tab): tab is TabLike & { id: number } => tab.id !== undefined && openReportId(tab, appOrigin) !== null)
    .sort(
      (a, b) => Number(b.active ?? false) - Number(a.active ?? false) || (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0),
    );
}
