import { Worker } from 'node:worker_threads';

export interface Call {
  path: string;
  payload: unknown;
  token: string;
  /** Sent as Accept-Encoding, as Chromium does; without it the answer comes uncompressed. */
  acceptEncoding?: string;
}

/** http-client-worker.mjs: sends a round of calls at once from its own thread and times each. */
export function httpClientThread() {
  const worker = new Worker(new URL('./http-client-worker.mjs', import.meta.url));
  return {
    round: (base: string, calls: Call[]) =>
      new Promise<number[]>((resolve, reject) => {
        worker.once('message', (m: { times?: number[]; error?: string }) =>
          m.times ? resolve(m.times) : reject(new Error(m.error)),
        );
        worker.postMessage({ base, calls });
      }),
    close: () => worker.terminate(),
  };
}
