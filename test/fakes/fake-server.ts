import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How a fake answers, so tests can see every failure a real service has:
 * - answer: the handler's JSON;
 * - garbage: 200 with a body that is not JSON;
 * - wrong-shape: 200 with JSON the client cannot use;
 * - fail: 500;
 * - hang: never answers (the client's time-out must end the wait).
 */
export type FakeBehaviour = 'answer' | 'garbage' | 'wrong-shape' | 'fail' | 'hang';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeHandler = (url: URL, request: http.IncomingMessage) => FakeAnswer;

export interface FakeServer {
  url: string;
  /** Every request received, as path and query, oldest first. */
  requests: URL[];
  behaviour: FakeBehaviour;
  /** Forgets the requests and answers normally again. */
  reset: () => void;
  stop: () => Promise<void>;
}

/** A local HTTP service on 127.0.0.1 and a free port, answering GET with JSON from `handler`. */
export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const fake = { requests: [] as URL[], behaviour: 'answer' as FakeBehaviour };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    fake.requests.push(url);
    const send = (status: number, body: string) =>
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    switch (fake.behaviour) {
      case 'hang':
        return;
      case 'fail':
        return send(500, JSON.stringify({ message: 'Internal Server Error' }));
      case 'garbage':
        return send(200, '<html><body>Service maintenance</body></html>');
      case 'wrong-shape':
        return send(200, JSON.stringify({ unexpected: true }));
    }
    if (request.method !== 'GET') return send(405, JSON.stringify({ message: 'GET only' }));
    const answer = handler(url, request);
    send(answer.status ?? 200, JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    reset: () => {
      fake.requests.length = 0;
      fake.behaviour = 'answer';
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
