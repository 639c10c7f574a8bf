import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { PERMISSION_REFRESH_MS } from '../../lib/ui/ui-constants';
import { callApi, ms, summarize } from '../report-tables-support/measure';
import type { BenchSession } from './bench-session';

const TRIALS = 20;
const POLL_MS = 20;

/**
 * How long a role change takes to reach a signed-in client. The web app asks for its permissions
 * every PERMISSION_REFRESH_MS (and when its tab regains focus), so a change reaches it within that
 * interval plus the time from the change's answer until Account/GetUserPermissions tells it.
 * That second part is measured here: the state administrator adds a rule to the agency
 * administrator's role and takes it away again, while the agency administrator's client asks
 * every POLL_MS; each trial times from the Role/Save answer to the first answer that differs.
 */
export async function permissionRefreshDelay(o: {
  address: string;
  sqlClient: pg.Client;
  stateAdmin: BenchSession;
  agencyAdmin: BenchSession;
  roleIds: Record<string, number>;
}): Promise<string> {
  const roleId = o.roleIds['Agency Administrator']!;
  const extra = { action: 'read', subject: 'CodeList', reason: 'bench' };
  const permissions = async () =>
    JSON.stringify(
      await callApi(o.address, 'Account/GetUserPermissions', { userId: o.agencyAdmin.id }, o.agencyAdmin.token),
    );
  const delays: number[] = [];
  const asks: number[] = [];
  for (let i = 0; i < TRIALS; i++) {
    const role = (await callApi(o.address, 'Role/List', {}, o.stateAdmin.token)) as {
      roles: { id: number; name: string; description: string; rules: unknown[]; updatedAt: string }[];
    };
    const current = role.roles.find((r) => r.id === roleId)!;
    const adding = !JSON.stringify(current.rules).includes('"bench"');
    const rules = adding
      ? [...current.rules, extra]
      : current.rules.filter((r) => JSON.stringify(r) !== JSON.stringify(extra));
    const before = await permissions();
    await callApi(
      o.address,
      'Role/Save',
      { id: roleId, name: current.name, description: current.description, rules, expectedUpdatedAt: current.updatedAt },
      o.stateAdmin.token,
    );
    const saved = performance.now();
    for (;;) {
      const t0 = performance.now();
      const now = await permissions();
      asks.push(performance.now() - t0);
      if (now !== before) break;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    delays.push(performance.now() - saved);
  }
  const d = summarize(delays);
  const a = summarize(asks);
  const worst = PERMISSION_REFRESH_MS + d.max;
  return [
    `a role change reaching a signed-in client (${TRIALS} changes):`,
    `  from the change's answer to the first permissions answer that shows it: p50 ${ms(d.p50)}, p95 ${ms(d.p95)}, max ${ms(d.max)}`,
    `  Account/GetUserPermissions itself: p50 ${ms(a.p50)}, p95 ${ms(a.p95)}`,
    `  the app asks every ${PERMISSION_REFRESH_MS / 1000} s and on focus: a change reaches it within ${ms(worst)}, ` +
      `${worst <= PERMISSION_REFRESH_MS + 1000 ? 'within one refresh interval (ok)' : 'LATER than one refresh interval'}`,
  ].join('\n');
}
