import { MAX_PINS } from '../../../lib/analysis/dashboard-pins';
import type { addPin, movePin, removePin } from '../../../lib/api/calls/calls-dashboard';
import { badRequest, forbidden, notFound } from '../../api/api-error';
import type { Payload } from '../../api/implement';
import type { SessionContext } from '../../api/session-context';
import type { Repositories } from '../../repositories/repositories';

const NOT_YOURS = (id: number) => `There is no pin ${id} on your dashboard.`;

/**
 * The crash data views a user pins to their dashboard (docs/rules/crash-data.md, "Dashboard"):
 * only whoever may use the crash data screen pins, and each only ever changes their own pins.
 */
export function dashboardPinService({ repos }: { repos: Repositories }) {
  const mayPin = (ctx: SessionContext) => {
    if (!ctx.ability.can('analyze', 'Report'))
      throw forbidden('Only those who may use the crash data screen pin its views to their dashboard.');
  };
  return {
    async list(ctx: SessionContext) {
      return { pins: await repos.dashboardPins.list(ctx.user.id) };
    },
    async add(ctx: SessionContext, p: Payload<typeof addPin>) {
      mayPin(ctx);
      const pins = await repos.dashboardPins.add(ctx.user.id, p, MAX_PINS);
      if (!pins) throw badRequest(`Your dashboard holds at most ${MAX_PINS} pinned views: remove one first.`);
      return { pins };
    },
    async move(ctx: SessionContext, p: Payload<typeof movePin>) {
      const pins = await repos.dashboardPins.move(ctx.user.id, p.id, p.position);
      if (!pins) throw notFound(NOT_YOURS(p.id));
      return { pins };
    },
    async remove(ctx: SessionContext, p: Payload<typeof removePin>) {
      const pins = await repos.dashboardPins.remove(ctx.user.id, p.id);
      if (!pins) throw notFound(NOT_YOURS(p.id));
      return { pins };
    },
  };
}
