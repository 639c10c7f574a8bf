import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ensureSyncAlarm, SYNC_ALARM } from './periodic-sync';

describe('sync alarm', () => {
  beforeEach(() => fakeBrowser.reset());

  it('fires every minute and is not pushed back when the worker wakes again', async () => {
    await ensureSyncAlarm(fakeBrowser.alarms);
    const first = await fakeBrowser.alarms.get(SYNC_ALARM);
    expect(first).toMatchObject({ name: SYNC_ALARM, periodInMinutes: 1 });

    await fakeBrowser.alarms.create(SYNC_ALARM, { periodInMinutes: 1, when: 1 });
    await ensureSyncAlarm(fakeBrowser.alarms);
    expect(await fakeBrowser.alarms.getAll()).toEqual([{ name: SYNC_ALARM, periodInMinutes: 1, scheduledTime: 1 }]);
  });
});
