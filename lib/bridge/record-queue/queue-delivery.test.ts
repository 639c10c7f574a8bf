import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createQueueDelivery } from './queue-delivery';
import { createRecordQueue } from './record-queue';

const appOrigin = 'http://localhost:8080';
const pageUrl = 'https://rms.example.gov/query/result';

describe('queue delivery runs', () => {
  beforeEach(() => fakeBrowser.reset());

  it('never sends a record twice when the minute sync and a capture ask together, and skips none', async () => {
    const queue = createRecordQueue(fakeBrowser.storage.local);
    const sent: string[] = [];
    const delivery = createQueueDelivery(
      queue,
      {
        queryTabs: async () => [{ id: 1, url: `${appOrigin}/reports/9` }],
        signedInUser: async () => 'officer',
        tab: () => ({
          async sendMessage(message) {
            const { payload } = message as { payload: { delivery: { record: { id: string } } } };
            sent.push(payload.delivery.record.id);
            return { ok: true, payload: { accepted: true, reportId: 9 } };
          },
        }),
      },
      appOrigin,
    );
    await queue.add({ kind: 'vin', id: 'vin:1', vin: '1HGCM82633A004351' }, pageUrl, 'officer');
    const first = delivery.deliverAll();
    await queue.add({ kind: 'vin', id: 'vin:2', vin: '1HGCM82633A004352' }, pageUrl, 'officer');
    const outcomes = await Promise.all([first, delivery.deliverAll(), delivery.deliverAll()]);

    expect(sent).toEqual(['vin:1', 'vin:2']);
    expect(outcomes.at(-1)).toEqual({ delivered: expect.any(Number), waiting: 0 });
    expect(await queue.list()).toEqual([]);
  });
});
