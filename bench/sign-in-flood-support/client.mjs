// A client of bench/sign-in-flood.ts on its own thread, so its work does not share the server's
// event loop: "keepalive" times KeepAlive calls one after another, "signin" signs in (a new
// account and client address each time) on a few connections, "flood" sends sign-ins from one
// address as fast as its connections allow and counts the refusals.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

const { mode, url, token, count, concurrency, users, password } = workerData;

const post = async (path, payload, { token: t = '', address } = {}) => {
  const res = await fetch(`${url}/API/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify({ identity: { token: t }, payload }),
  });
  await res.arrayBuffer();
  return res.status;
};

if (mode === 'keepalive') {
  const samples = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const status = await post('Account/KeepAlive', {}, { token, address: '192.0.2.10' });
    samples.push(performance.now() - t0);
    if (status !== 200) throw new Error(`KeepAlive answered ${status}`);
  }
  parentPort.postMessage({ samples });
} else if (mode === 'signin') {
  let next = 0;
  let done = 0;
  const t0 = performance.now();
  const lane = async () => {
    while (next < users.length) {
      const i = next++;
      const status = await post(
        'Account/Login',
        { userName: users[i], password },
        { address: `10.77.${i >> 8}.${i & 255}` },
      );
      if (status !== 200) throw new Error(`sign-in answered ${status}`);
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  parentPort.postMessage({ done, seconds: (performance.now() - t0) / 1000 });
} else if (mode === 'flood') {
  // Paused and resumed by the bench, so quiet and flooded samples can alternate.
  const counts = {};
  let state = 'running';
  let resume = () => undefined;
  let resumed = Promise.resolve();
  let refusedSince = 0;
  let refusingMs = 0;
  let refused = 0;
  parentPort.on('message', (command) => {
    if (command === 'pause') {
      state = 'paused';
      resumed = new Promise((r) => (resume = r));
      refusingMs += refusedSince ? performance.now() - refusedSince : 0;
      refusedSince = 0;
    } else {
      state = command === 'stop' ? 'stopped' : 'running';
      resume();
    }
  });
  const lane = async () => {
    while (state !== 'stopped') {
      if (state === 'paused') {
        await resumed;
        continue;
      }
      const payload = { userName: `flood${Math.random()}`, password: 'Guess-2026' };
      const status = await post('Account/Login', payload, { address: '203.0.113.66' });
      counts[status] = (counts[status] ?? 0) + 1;
      if (status !== 429 || state !== 'running') continue;
      refused += 1;
      if (!refusedSince) {
        refusedSince = performance.now();
        parentPort.postMessage({ refusing: true });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  refusingMs += refusedSince ? performance.now() - refusedSince : 0;
  parentPort.postMessage({ counts, refusedPerSecond: refused / (refusingMs / 1000) });
}
