import type { FastifyInstance } from 'fastify';
import type { Wiring } from '../services';

const EVERY_MS = 10 * 60 * 1000;

/**
 * Sweeps lost objects when the server starts and every ten minutes after, when an object store is
 * configured. A failed sweep is logged and tried again at the next; it never stops the server.
 */
export function scheduleOrphanSweep(app: FastifyInstance, { services }: Wiring) {
  const orphans = services.attachmentOrphans;
  const sweep = () =>
    orphans.sweep().then(
      ({ removed, error }) => {
        if (removed) app.log.info({ removed }, 'objects without an attachment removed from the store');
        if (error)
          app.log.warn({ err: error }, 'the attachment store failed during the sweep; it is tried again later');
      },
      (error: unknown) => app.log.warn({ err: error }, 'the sweep of lost attachment objects failed'),
    );
  if (!services.stores.objects) return;
  app.addHook('onReady', () => {
    void sweep();
    return Promise.resolve();
  });
  const timer = setInterval(() => void sweep(), EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await orphans.idle();
    services.stores.close();
  });
}
