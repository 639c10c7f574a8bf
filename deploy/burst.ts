import net from 'node:net';
import { markerOf, withMarker, type CrashApi } from './crash-api';
import { sleep } from './podman';

/** A port nothing listens on now, on loopback, for compose to publish an app container on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const REPORTS = 8;

interface Acknowledged {
  version: number;
  marker: string;
}

/**
 * Saves drafts as fast as `writer` takes them (one writer per report, each save on the version
 * the last one answered), kills the writer's container while saves are in flight, and reads each
 * report through `reader`: every save the writer acknowledged must be there. A save in flight at
 * the kill may have committed without its answer getting out; it then shows as the next version,
 * with its own marker, and nothing else may.
 */
export async function killMidBurst(options: {
  writer: CrashApi;
  reader: CrashApi;
  token: string;
  kill: () => Promise<void>;
}) {
  const { writer, reader, token } = options;
  const reports: Array<{ id: number; version: number; data: Record<string, Record<string, unknown>> }> = [];
  for (let i = 0; i < REPORTS; i++) reports.push(await writer.ok('Report/Create', {}, token));

  const acknowledged = new Map<number, Acknowledged>();
  // A save sent and not answered: at the end, the ones the kill cut off.
  const unanswered = new Map<number, string>();
  let saves = 0;
  let killing = false;
  const saveLoop = async (report: (typeof reports)[number]) => {
    let version = report.version;
    // On until the kill breaks the connection: saves keep going while the container dies.
    for (let n = 1; ; n++) {
      const marker = `CI-${report.id}-${n}`;
      unanswered.set(report.id, marker);
      try {
        const data = withMarker(report.data, marker);
        version = (await writer.ok('Report/Save', { id: report.id, version, data }, token)).version as number;
      } catch (error) {
        if (!killing) throw error;
        return;
      }
      acknowledged.set(report.id, { version, marker });
      unanswered.delete(report.id);
      saves++;
    }
  };
  const loops = Promise.all(reports.map(saveLoop));
  // Long enough that every writer has had answers, short of the burst's end.
  for (let waited = 0; saves < REPORTS * 3 && waited < 20_000; waited += 50) await sleep(50);
  killing = true;
  await options.kill();
  await loops;

  let committedUnanswered = 0;
  let acknowledgedSaves = 0;
  for (const report of reports) {
    const acked = acknowledged.get(report.id);
    const got = await reader.ok('Report/Get', { id: report.id }, token);
    if (!acked) continue;
    acknowledgedSaves += acked.version - report.version;
    const marker = markerOf(got.data);
    if (got.version === acked.version && marker === acked.marker) continue;
    if (got.version === acked.version + 1 && marker === unanswered.get(report.id)) {
      committedUnanswered++;
      continue;
    }
    throw new Error(
      `report ${report.id}: acknowledged version ${acked.version} (${acked.marker}), found ${got.version} (${marker})`,
    );
  }
  if (acknowledgedSaves === 0) throw new Error('no save was acknowledged before the kill: the burst proved nothing');
  return { reports: REPORTS, acknowledged: acknowledgedSaves, unanswered: unanswered.size, committedUnanswered };
}
