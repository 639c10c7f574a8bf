import Fastify from 'fastify';
import pg from 'pg';
import { prepareRepeatedStatements, statementNames } from '../../server/db/prepared-statements';
import { checkReplayed, isAuthentication, type Statement } from './measure';

/** One call as the bare server answers it: the statements the real server sent, and its answer. */
export interface BareCall {
  statements: Statement[];
  answer: string;
  /** One after another on one connection (a workflow move, which may be a transaction). */
  inOrder?: boolean;
}

/**
 * The floor of a call with everything but our code: a bare Fastify route on a pool like the
 * server's (ten connections, statements kept prepared) that sends the statements one real call
 * sent, in its order (the session check first, then the rest at once, as the server does), and
 * answers the JSON that call answered. What a call costs above this is our code's; what this
 * costs above its SQL is HTTP and the driver on this machine.
 */
export async function startBareServer(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  prepareRepeatedStatements(pool, statementNames());
  const app = Fastify({ logger: false });
  let calls: BareCall[] = [];
  app.post<{ Params: { i: string } }>('/API/bare/:i', async (request, reply) => {
    const call = calls[Number(request.params.i)]!;
    const send = (s: Statement) => pool.query(s.sql, s.parameters as unknown[]);
    if (call.inOrder) {
      const client = await pool.connect();
      try {
        for (const s of call.statements)
          checkReplayed(s, (await client.query(s.sql, s.parameters as unknown[])).rowCount);
      } finally {
        client.release();
      }
    } else {
      for (const s of call.statements.filter(isAuthentication)) await send(s);
      await Promise.all(call.statements.filter((s) => !isAuthentication(s)).map(send));
    }
    return reply.type('application/json').send(call.answer);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    address,
    /** The calls the next round of requests to bare/<i> replays. */
    load: (next: BareCall[]) => {
      calls = next;
    },
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
export type BareServer = Awaited<ReturnType<typeof startBareServer>>;
