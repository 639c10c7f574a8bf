/** The reports the offline bench works on, as the server holds them (set up and checked by the API). */
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../../test/e2e/support/page-helpers';
import type { RealServer } from '../../test/e2e/support/real-server';
import { api } from '../editor-support/bench-app';
import { largeReport } from '../editor-support/large-report';

/** Reports of the officer's, each holding largeReport() (30 units); answers their ids and a token. */
export async function seedReports(server: RealServer, count: number) {
  const { token } = await api(server, 'Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
  const data = largeReport();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const created = await api(server, 'Report/Create', {}, token);
    await api(server, 'Report/Save', { id: created.id, version: created.version, data }, token);
    ids.push(created.id as number);
  }
  return { token: token as string, ids, bytes: JSON.stringify(data).length };
}

export interface SavedReport {
  id: number;
  version: number;
  data: Record<string, Record<string, unknown>>;
  provenance: unknown;
}

/** Every report as the server holds it now, checked to hold the Local Code typed offline. */
export async function checkOnServer(server: RealServer, token: string, ids: number[], expected: string) {
  const saved: SavedReport[] = [];
  for (const id of ids) saved.push((await api(server, 'Report/Get', { id }, token)) as SavedReport);
  const wrong = saved.filter((r) => r.data.GeneralInformation?.LocalCodeTxt !== expected);
  if (wrong.length)
    throw new Error(
      `${wrong.length} of ${ids.length} reports do not hold "${expected}" on the server: ${wrong
        .slice(0, 5)
        .map((r) => `#${r.id} "${String(r.data.GeneralInformation?.LocalCodeTxt)}"`)
        .join(', ')}`,
    );
  return saved;
}

/**
 * The floor of the outbox's sync: the same saves, each with the Local Code it now holds, sent by
 * Report/Save from Node one after another; answers the wall time and the server's CPU time.
 */
export async function saveFromNode(
  server: RealServer,
  token: string,
  reports: SavedReport[],
  localCode: string,
  cpu: () => number,
) {
  const payloads = reports.map((r) => ({
    id: r.id,
    version: r.version,
    data: {
      ...r.data,
      GeneralInformation: { ...r.data.GeneralInformation, LocalCodeTxt: localCode },
    },
    provenance: r.provenance,
  }));
  const cpu0 = cpu();
  const t0 = performance.now();
  for (const payload of payloads) await api(server, 'Report/Save', payload, token);
  return { wallMs: performance.now() - t0, cpuMs: cpu() - cpu0 };
}
