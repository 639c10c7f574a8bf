// The reviewers' side of the Assign to me rounds, on a thread of its own: real reviewers' browsers
// are not in the server's process, so their HTTP work must not queue on the server's event loop.
// Each message is one round: all of its calls are sent at once; the answer is each call's time.
import http from 'node:http';
import { parentPort } from 'node:worker_threads';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(base, path, body, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/API/${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // A browser's header, for the kinds whose answers are large enough to be compressed.
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode === 200) resolve();
          else
            reject(new Error(`${path} answered ${res.statusCode}: ${Buffer.concat(chunks).toString().slice(0, 300)}`));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

parentPort.on('message', async ({ base, calls }) => {
  try {
    const times = await Promise.all(
      calls.map(async ({ path, payload, token, acceptEncoding }) => {
        const body = JSON.stringify({ identity: { token }, payload });
        const t0 = performance.now();
        await post(base, path, body, acceptEncoding);
        return performance.now() - t0;
      }),
    );
    parentPort.postMessage({ times });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
