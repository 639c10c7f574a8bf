import { heldRecordsFor, isHeldFor, SIGN_IN_FIRST } from './held-records';
import type { QueueDelivery } from './queue-delivery';
import type { RecordQueue } from './record-queue';
import { queueDiscard, queueList, queueSend, recordCaptured } from '../messages/runtime-messages';
import { route, type RuntimeRoute } from '../messages/runtime-router';

/**
 * The background's answers about captured records: a capture is queued first (so a worker
 * stopped mid-delivery loses nothing), then delivery is tried; the popup lists, resends and
 * discards the signed-in user's own, and learns only how many wait for others. A capture while
 * nobody is signed in is refused rather than held for whoever signs in next (held-records.ts).
 * Sender and schema checks are the router's.
 */
export function queueRoutes(
  queue: RecordQueue,
  delivery: QueueDelivery,
  signedInUser: () => Promise<string | null>,
): RuntimeRoute[] {
  return [
    route(recordCaptured, async ({ record, pageUrl }) => {
      const user = await signedInUser();
      if (user === null) return { status: 'refused' as const, reason: SIGN_IN_FIRST };
      const queued = await queue.add(record, pageUrl, user);
      if (!queued.ok) return { status: 'refused' as const, reason: queued.reason };
      await delivery.deliverAll();
      const waiting = (await queue.list()).some((e) => e.id === queued.entry.id);
      return { status: waiting ? ('queued' as const) : ('delivered' as const) };
    }),
    route(queueList, async () => {
      const { mine, others } = heldRecordsFor(await queue.list(), await signedInUser());
      return { entries: mine, heldForOthers: others };
    }),
    route(queueSend, () => delivery.deliverAll()),
    route(queueDiscard, async ({ id }) => {
      const user = await signedInUser();
      return { discarded: await queue.remove(id, (entry) => isHeldFor(entry, user)) };
    }),
  ];
}
