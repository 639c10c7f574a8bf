/**
 * Scripts that run inside the editor page. They are plain JavaScript strings rather than
 * functions because the bench runs under tsx, whose name-keeping helpers do not exist in the
 * page and would break a serialised function.
 */

/** What the page recorded while it opened: times are ms from navigation start (performance.now()). */
export interface OpenTimes {
  /** The first frame in which the editor was usable, and when that frame had been painted. */
  ready: number;
  readyPainted: number;
  domContentLoaded: number;
  /** When each resource the editor waits for was asked for and when it had arrived, by short name. */
  responses: Record<string, { start: number; end: number }>;
  /** Main-thread tasks over 50 ms up to readiness: how many, and their total length. */
  longTasks: number;
  longTaskMs: number;
}

/** The page-side test of an interactive editor (see watchUntilInteractive), as a function expression. */
const usableCheck = (lastUnitLabel: string) => `() => {
  const title = document.getElementById('section-title');
  if (!title || !title.textContent.startsWith('General Information')) return false;
  const field = document.getElementById('field-GeneralInformation-LocalCodeTxt');
  if (!field || field.disabled || field.value === '') return false;
  const agency = document.getElementById('field-GeneralInformation-AgencyORITXT');
  if (!agency || agency.options.length < 2) return false;
  const nav = document.querySelector('nav[aria-label="Report sections"]');
  const unit = nav && [...nav.querySelectorAll('button > span:first-child')].find((s) => s.textContent === ${JSON.stringify(lastUnitLabel)});
  if (!unit) return false;
  const counts = document.getElementById('validation-title');
  return !!counts && /\\(\\d+ errors, \\d+ warnings\\)/.test(counts.textContent);
}`;

/** Collects the page's main-thread tasks over 50 ms into `longTasks`, from the start of the page. */
export const observeLongTasks = `
  const longTasks = [];
  try {
    new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
  } catch {}
`;

/** Signs the page in (the stored session) before any of its scripts run. */
export const signedIn = (session: { token: string }) => `
sessionStorage.setItem('crash.session', ${JSON.stringify(JSON.stringify({ ...session, stage: 'signedIn' }))});
`;

/**
 * Opening a report from inside the app, as officers do from their lists: window.__openInApp(link)
 * clicks the link and answers the times from the click until the editor is interactive (the
 * frame that shows it, and once that frame has been painted), by the test watchUntilInteractive uses.
 */
export const watchInAppOpen = (lastUnitLabel: string) => `
window.__openInApp = (selector) => new Promise((resolve, reject) => {
  const usable = ${usableCheck(lastUnitLabel)};
  const link = document.querySelector(selector);
  if (!link) return reject(new Error('No ' + selector + ' on the page'));
  const start = performance.now();
  const check = () => {
    if (!usable()) return requestAnimationFrame(check);
    const ready = performance.now() - start;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve({ ready, readyPainted: performance.now() - start });
    channel.port2.postMessage(null);
  };
  link.click();
  requestAnimationFrame(check);
});
`;

/**
 * The editor is interactive once one frame shows all of: the open section's title (General
 * Information) with its Local Code field filled from the report and enabled, the Agency select
 * holding its code list's choices, the navigation tree down to Unit 30 (a report this large lists
 * the sections of the unit being edited only), and the
 * validation panel's counts. The time is taken in a requestAnimationFrame callback (the frame
 * about to paint), and again in a message posted from it, which runs once that frame's
 * rendering (style, layout, paint) is done.
 */
export const watchUntilInteractive = (session: { token: string }, lastUnitLabel: string) => `
(() => {
  ${signedIn(session)}
  ${observeLongTasks}
  const usable = ${usableCheck(lastUnitLabel)};
  const timing = (pattern) => {
    const entry = performance.getEntriesByType('resource').find((e) => pattern.test(e.name));
    return entry ? { start: entry.startTime, end: entry.responseEnd } : { start: NaN, end: NaN };
  };
  const check = () => {
    if (!usable()) return requestAnimationFrame(check);
    const ready = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const nav = performance.getEntriesByType('navigation')[0];
      const before = longTasks.filter((t) => t.startTime < ready);
      window.__openTimes = {
        ready,
        readyPainted: performance.now(),
        domContentLoaded: nav ? nav.domContentLoadedEventEnd : NaN,
        responses: {
          'main bundle': timing(/\\/assets\\/index-[^/]*\\.js$/),
          'editor chunk': timing(/\\/assets\\/editor-page-[^/]*\\.js$/),
          'Account/GetCurrentUser': timing(/\\/API\\/Account\\/GetCurrentUser$/),
          'Report/Get': timing(/\\/API\\/Report\\/Get$/),
          'FormConfiguration/Get': timing(/\\/API\\/FormConfiguration\\/Get$/),
          'CodeList/GetUpdated': timing(/\\/API\\/CodeList\\/GetUpdated$/),
        },
        longTasks: before.length,
        longTaskMs: before.reduce((sum, t) => sum + t.duration, 0),
      };
    };
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(check);
})();
`;

/** One keystroke as the page saw it, in ms from the key's event time (event.timeStamp). */
export interface KeySample {
  /** Until the frame showing the character had been painted. */
  keyToPaint: number;
  /** Until the keydown listener ran: how long the key waited for the main thread. */
  queued: number;
  /** Until the input event had been handled (React's update committed, the store's subscribers run). */
  handled: number;
}

/**
 * Installs the keystroke probe: while `window.__keys.armed`, every character key on a text
 * field is timed from its event.timeStamp until the frame whose requestAnimationFrame first
 * sees the field's value with the key applied has been painted (a message posted from that
 * callback runs after the frame's rendering). The Event Timing API would give the same figure,
 * but headless Chromium without a GPU reports no entries for these keys, so it is not used.
 */
export const installKeyProbe = `
(() => {
  if (window.__keys) return;
  const keys = (window.__keys = { armed: false, samples: [], failures: [], handledAt: 0 });
  // Bubbling to the document runs after React's root listener and the update it committed.
  document.addEventListener('input', () => (keys.handledAt = performance.now()));
  document.addEventListener('keydown', (event) => {
    if (!keys.armed || event.key.length !== 1) return;
    const field = event.target;
    const start = event.timeStamp;
    const queued = performance.now() - start;
    // A code editor (contenteditable) draws only the lines in view: the key shows in the cursor's line.
    const editable = field.isContentEditable;
    const lineOfCursor = () => {
      const node = getSelection().anchorNode;
      return (node?.nodeType === 1 ? node : node?.parentElement)?.closest('.cm-line');
    };
    const shown = () => (editable ? lineOfCursor()?.textContent ?? '' : field.value);
    const before = shown();
    const expected = editable
      ? null
      : (before.slice(0, field.selectionStart) + event.key + before.slice(field.selectionEnd)).toUpperCase();
    const arrived = () =>
      editable ? shown().length === before.length + 1 : field.value.toUpperCase() === expected;
    keys.handledAt = 0;
    const look = () => {
      if (!arrived()) {
        if (performance.now() - start > 5000) keys.failures.push('"' + event.key + '" never showed: the field holds "' + shown() + '"');
        else requestAnimationFrame(look);
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () =>
        keys.samples.push({ keyToPaint: performance.now() - start, queued, handled: keys.handledAt - start });
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(look);
  }, true);
})();
`;
