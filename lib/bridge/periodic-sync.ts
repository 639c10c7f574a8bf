/** The alarm of the periodic sync: delivery of the queue (and, later, code list and form freshness). */
export const SYNC_ALARM = 'sync';
/** chrome.alarms fires at most once a minute for a packed extension; that is the sync's pace. */
export const SYNC_EVERY_MINUTES = 1;

/** The part of browser.alarms the sync needs. */
export interface AlarmsLike {
  get(name: string): Promise<{ name: string } | undefined>;
  create(name: string, info: { periodInMinutes: number; delayInMinutes?: number }): void | Promise<void>;
}

/**
 * Creates the sync alarm unless it exists: alarms outlive a stopped worker, and creating it
 * again on every wake would push its next firing back each time.
 */
export async function ensureSyncAlarm(alarms: AlarmsLike): Promise<void> {
  if (await alarms.get(SYNC_ALARM)) return;
  await alarms.create(SYNC_ALARM, { periodInMinutes: SYNC_EVERY_MINUTES, delayInMinutes: SYNC_EVERY_MINUTES });
}
