/**
 * Scripts that run in the diagram editor's page and in the floor page, as plain JavaScript
 * strings for the reason page-probes.ts gives (tsx's helpers do not exist in the page).
 */

export const DRAWING_ID = 'field-Diagram-CrashDiagram';

/**
 * A function expression: resolves with the ms from `start` until the first frame in which
 * `usable()` holds has been painted (a message posted from that frame's requestAnimationFrame
 * callback runs once its style, layout and paint are done, as in page-probes.ts).
 */
const untilPainted = `(start, usable) => new Promise((resolve) => {
  const check = () => {
    if (!usable()) return requestAnimationFrame(check);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now() - start);
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(check);
})`;

/**
 * The drawing (`svg`, an expression) is interactive once it takes the pointer (role application,
 * not img) and shows its `elements` (or any, when null).
 */
const drawingReady = (svg: string, elements: number | null) => `() => {
  const svg = ${svg};
  const shown = svg ? svg.querySelectorAll('[data-element-id]').length : 0;
  return !!svg && svg.getAttribute('role') !== 'img' && ${elements === null ? 'shown > 0' : `shown === ${elements}`};
}`;

/**
 * Clicks a top-level button of the editor's navigation tree and answers the ms from the click
 * until the section is painted: the Diagram's drawing interactive with its `elements`, or any
 * other section's title.
 */
export const openSectionTimed = (label: string, elements: number) => `(() => {
  const nav = document.querySelector('nav[aria-label="Report sections"]');
  const span = nav && [...nav.querySelectorAll('button > span:first-child')].find((s) => s.textContent === ${JSON.stringify(label)});
  if (!span) throw new Error(${JSON.stringify(`No "${label}" in the navigation tree`)});
  const ready = ${JSON.stringify(label)} === 'Diagram'
    ? ${drawingReady(`document.getElementById('${DRAWING_ID}')`, elements)}
    : () => document.getElementById('section-title')?.textContent.startsWith(${JSON.stringify(label)});
  const start = performance.now();
  span.closest('button').click();
  return (${untilPainted})(start, ready);
})()`;

/**
 * The floor page: the drawing's markup kept in a template, shown by window.__showFloor() (which
 * answers ms until painted, timed as the editor's open) and emptied by window.__hideFloor(). A
 * pointer drag moves the element under it by a transform on its group: the least a drag can do.
 */
export const floorPage = (svgMarkup: string, width: number) => `<!doctype html>
<style>body { margin: 8px } #floor svg { display: block; width: ${width}px; height: auto; touch-action: none }</style>
<div id="floor"></div>
<template id="markup">${svgMarkup}</template>
<script>
  const floor = document.getElementById('floor');
  window.__showFloor = () => {
    const start = performance.now();
    floor.innerHTML = document.getElementById('markup').innerHTML;
    return (${untilPainted})(start, ${drawingReady(`floor.querySelector('svg')`, null)});
  };
  window.__hideFloor = () => (floor.innerHTML = '');
  let held = null;
  floor.addEventListener('pointerdown', (e) => {
    const group = e.target.closest('[data-element-id]');
    if (!group) return;
    // As the editor does: no text selection or compatibility mouse events from the drag.
    e.preventDefault();
    e.target.closest('svg').setPointerCapture(e.pointerId);
    held = { group, x: e.clientX, y: e.clientY, scale: 1000 / floor.querySelector('svg').getBoundingClientRect().width };
  });
  floor.addEventListener('pointermove', (e) => {
    if (!held) return;
    held.group.setAttribute('transform', 'translate(' + (e.clientX - held.x) * held.scale + ' ' + (e.clientY - held.y) * held.scale + ')');
  });
  floor.addEventListener('pointerup', () => (held = null));
</script>`;

/** One pointer move of a drag, in ms from the event's timestamp. */
export interface MoveSample {
  /** Until the frame showing the element at its new place had been painted. */
  moveToPaint: number;
  /** Until the capturing listener on the document ran: how long the move waited for the main thread. */
  queued: number;
  /** Until the page's DOM first changed after the move (the update committed). */
  changed: number;
}

/**
 * Installs the drag probe: while `window.__drag.armed`, every pointer move is timed from its
 * event.timeStamp until the frame whose requestAnimationFrame first sees the dragged element's
 * group (`data-element-id`) changed has been painted, as installKeyProbe does for keys.
 */
export const installDragProbe = (elementId: number) => `
(() => {
  if (window.__drag) return;
  const drag = (window.__drag = { armed: false, samples: [], failures: [], changedAt: 0 });
  const group = () => document.querySelector('[data-element-id="${elementId}"]')?.outerHTML ?? '';
  new MutationObserver(() => (drag.changedAt ||= performance.now())).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  document.addEventListener('pointermove', (event) => {
    if (!drag.armed) return;
    const start = event.timeStamp;
    const queued = performance.now() - start;
    const before = group();
    drag.changedAt = 0;
    const look = () => {
      if (group() === before) {
        if (performance.now() - start > 5000) drag.failures.push('a move at ' + event.clientX + ',' + event.clientY + ' never showed');
        else requestAnimationFrame(look);
        return;
      }
      const changed = drag.changedAt ? drag.changedAt - start : NaN;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => drag.samples.push({ moveToPaint: performance.now() - start, queued, changed });
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(look);
  }, true);
})();
`;
