import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { sweepInactiveAccounts } from './sign-in-steps';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Disables accounts unused past the limit when the server starts and then once a day, so an
 * account nobody tries is disabled too (a sign-in attempt disables it at once anyway). A failed
 * sweep is logged and tried again the next day; it never stops the server.
 */
export function scheduleInactiveAccountSweep(app: FastifyInstance, deps: AppDeps) {
  const sweep = () =>
    sweepInactiveAccounts(deps).then(
      (count) => {
        if (count) app.log.info({ count }, 'inactive accounts disabled');
      },
      (error: unknown) => app.log.warn({ err: error }, 'the inactive-account sweep failed'),
    );
  let running: Promise<void> | undefined;
  // One cheap statement: the server is ready once it ran (its failure is logged, never thrown).
  app.addHook('onReady', async () => {
    running = sweep();
    await running;
  });
  const timer = setInterval(() => void (running = sweep()), DAY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
