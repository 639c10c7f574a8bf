import type { QueueDelivery } from './queue-delivery';
import type { RecordQueue } from './record-queue';
import { queueDiscard, queueList, queueSend, recordCaptured } from '../messages/runtime-messages';
import { route, type RuntimeRoute } from '../messages/runtime-router';

/**
 * The background's answers about captured records: a capture is queued first (so a worker
 * stopped mid-delivery loses nothing), then delivery is tried; the popup lists, resends and
 * discards. Sender and schema checks are the router's.
 */
export function queueRoutes(
  queue: RecordQueue,
  delivery: QueueDelivery,
  signedInUser: () => Promise<string | null>,
): RuntimeRoute[] {
  return [
    route(recordCaptured, async ({ record, pageUrl }) => {
      const queued = await queue.add(record, pageUrl, await signedInUser());
      if (!queued.ok) return { status: 'refused' as const, reason: queued.reason };
      await delivery.deliverAll();
      const waiting = (await queue.list()).some((e) => e.id === queued.entry.id);
      return { status: waiting ? ('queued' as const) : ('delivered' as const) };
    }),
    route(queueList, async () => ({ entries: await queue.list() })),
    route(queueSend, () => delivery.deliverAll()),
    route(queueDiscard, async ({ id }) => ({ discarded: await queue.remove(id) })),
  ];
}
