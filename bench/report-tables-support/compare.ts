import os from 'node:os';
import type pg from 'pg';
import {
  callApi,
  isAuthentication,
  ms,
  planOf,
  readsReports,
  summarize,
  timed,
  type Statement,
  type statementRecorder,
  type Summary,
} from './measure';
import type { BareCall, BareServer } from './bare-server';
import type { httpClientThread } from './http-client-thread';
import { startProfile } from './profile';

/** One kind of request to time, e.g. "the working list of busy officers". */
export interface Kind {
  name: string;
  /** p95 target in ms; 0 for none. */
  target: number;
  /** The i-th request: who asks what. */
  request: (i: number) => { token: string; path: string; payload: unknown; acceptEncoding?: string };
  /** At most this many requests, for a kind slow by nature that would otherwise make the run long. */
  maxSamples?: number;
}

export interface Result {
  kind: string;
  target: number;
  api: Summary;
  raw: Summary;
  /** The same statements and answer through a bare HTTP server (startBareServer): the floor without our code. */
  bare?: Summary;
  plans: string;
}

/** Each figure's p95 is held within this multiple of its own SQL's p95, measured in the same run. */
export const SQL_RATIO_TARGET = 1.5;

export function printResult(r: Result) {
  const ratio95 = r.raw.p95 > 0.05 ? r.api.p95 / r.raw.p95 : undefined;
  const withinRatio = ratio95 === undefined || ratio95 <= SQL_RATIO_TARGET;
  const verdict = !r.target
    ? ''
    : `; target p95 < ${r.target} ms and within x${SQL_RATIO_TARGET} of its SQL: ${
        r.api.p95 < r.target && withinRatio ? 'ok' : 'OVER TARGET'
      }`;
  console.log(`${r.kind} (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores)`);
  console.log(`  API  p50 ${ms(r.api.p50)}, p95 ${ms(r.api.p95)}, max ${ms(r.api.max)} (n=${r.api.n}${verdict})`);
  console.log(`  SQL  p50 ${ms(r.raw.p50)}, p95 ${ms(r.raw.p95)}, max ${ms(r.raw.max)}`);
  const ratio = (api: number, raw: number) => (raw > 0.05 ? `x${(api / raw).toFixed(2)}` : 'no SQL of its own');
  console.log(`  overhead API/SQL: p50 ${ratio(r.api.p50, r.raw.p50)}, p95 ${ratio(r.api.p95, r.raw.p95)}`);
  if (r.bare) {
    console.log(
      `  bare HTTP + the same SQL and answer: p50 ${ms(r.bare.p50)}, p95 ${ms(r.bare.p95)}; ` +
        `API/bare p50 ${ratio(r.api.p50, r.bare.p50)}, p95 ${ratio(r.api.p95, r.bare.p95)}`,
    );
  }
  console.log(`  ${r.plans}`);
}

/**
 * Times kinds of requests through the server's HTTP API beside their own statements as raw SQL.
 * Each request is made once with its statements recorded (warming the cache as any first request
 * does), then all of them through HTTP, then the recorded statements of each (authentication
 * left out) as raw SQL. The raw SQL sends a request's statements at once on a pool (the server
 * sends some of them at once too), so its time is the least the database needs.
 */
export function comparer(ctx: {
  address: string;
  recorder: ReturnType<typeof statementRecorder>;
  rawPool: pg.Pool;
  explainClient: pg.Client;
  /** Where to write the server thread's CPU profile of a kind's timed calls, if anywhere. */
  profile: (kind: string) => string | undefined;
  client: ReturnType<typeof httpClientThread>;
  bare: BareServer;
}) {
  return async function measure(kind: Kind, samples: number) {
    const requests = Array.from({ length: samples }, (_, i) => kind.request(i));
    const recorded: Statement[][] = [];
    const calls: BareCall[] = [];
    for (const r of requests) {
      const { result, statements } = await ctx.recorder.capture(() => callApi(ctx.address, r.path, r.payload, r.token));
      recorded.push(statements.filter((s) => !isAuthentication(s)));
      calls.push({ statements, answer: JSON.stringify({ status: 'ok', payload: result }) });
    }
    // Timed from a client thread of its own, as a browser's calls are not the server's work.
    const api: number[] = [];
    const profiler = await startProfile(ctx.profile(kind.name));
    for (const r of requests) api.push(...(await ctx.client.round(ctx.address, [r])));
    await profiler?.stop();
    ctx.bare.load(calls);
    const bare: number[] = [];
    for (let i = 0; i < calls.length; i++) {
      bare.push(...(await ctx.client.round(ctx.bare.address, [{ path: `bare/${i}`, payload: {}, token: '' }])));
    }
    const raw: number[] = [];
    for (const statements of recorded) {
      raw.push(
        await timed(() => Promise.all(statements.map((s) => ctx.rawPool.query(s.sql, s.parameters as unknown[])))),
      );
    }
    // The plans of the first requests' statements over reports: which indexes, and never the whole table.
    const indexes = new Set<string>();
    let seqScans = 0;
    for (const statements of recorded.slice(0, 20)) {
      for (const s of statements.filter(readsReports)) {
        const plan = await planOf(ctx.explainClient, s);
        plan.indexes.filter((i) => i.startsWith('reports')).forEach((i) => indexes.add(i));
        if (plan.seqScanOfReports) seqScans++;
      }
    }
    const result: Result = {
      kind: kind.name,
      target: kind.target,
      bare: summarize(bare),
      api: summarize(api),
      raw: summarize(raw),
      plans: `indexes of reports used: ${[...indexes].sort().join(', ') || 'none'}; ${
        seqScans ? `${seqScans} plans READ ALL OF reports` : 'no plan reads all of reports'
      }`,
    };
    printResult(result);
    return result;
  };
}
