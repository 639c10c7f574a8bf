import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';

let traced = 0;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { type?: string } };
}

/** Starts a Chrome trace with what keystrokeCpu needs: top-level tasks and event dispatches. */
export async function startTrace(page: Page) {
  const detail = process.env.BENCH_KEY_TRACE
    ? ['disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking']
    : [];
  await page.tracing.start({ categories: ['toplevel', 'devtools.timeline', ...detail] });
}

/**
 * The renderer main thread's CPU time (thread time, not wall time) from each keydown to the
 * next one: handling the key, rendering its frame and anything the key set off. Wall times grow
 * when other processes share the CPU; thread time hardly does, so this is the figure to compare
 * before and after a change on a busy machine. `eventType` times other input the same way (a
 * drag's pointermove, each to the next).
 */
export async function keystrokeCpu(page: Page, eventType = 'keydown'): Promise<number[]> {
  const raw = await page.tracing.stop();
  if (!raw) return [];
  // BENCH_KEY_TRACE=<folder>: each typing's trace is kept there, to see where a key's time goes.
  const keep = process.env.BENCH_KEY_TRACE;
  if (keep) fs.writeFileSync(path.join(keep, `keys-${++traced}.trace.json`), raw);
  const parsed = JSON.parse(Buffer.from(raw).toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const keydowns = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === eventType);
  const main = keydowns[0];
  if (!main) return [];
  const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
  const starts = keydowns.filter(onMain).map((e) => e.ts);
  // Outermost tasks only: a nested task's thread time is already inside its parent's.
  const tasks = events
    .filter((e) => onMain(e) && e.ph === 'X' && e.cat.split(',').includes('toplevel') && e.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const outer: TraceEvent[] = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    outer.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return starts.map((start, i) => {
    const stop = starts[i + 1] ?? Infinity;
    // The task holding the keydown began a little before it.
    const inWindow = outer.filter((t) => t.ts + (t.dur ?? 0) > start && t.ts < stop);
    return inWindow.reduce((sum, t) => sum + (t.tdur ?? 0), 0) / 1000;
  });
}
