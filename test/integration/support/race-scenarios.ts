import { expect } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import type { CallResult } from './test-server';

/**
 * Races between calls, written against clients rather than one server, so the same scenario runs
 * against one process (a TestServer) or against several processes sharing one database (one
 * httpClient per base URL): the rules they check are kept by the database, not by a process.
 */

/** One way to reach the API: a TestServer, or a server process over HTTP. */
export interface ApiClient {
  call: (path: string, payload: unknown, token?: string) => Promise<CallResult>;
}

/** A client of a running server at `baseUrl` (e.g. http://127.0.0.1:8081). */
export function httpClient(baseUrl: string): ApiClient {
  return {
    call: async (path, payload, token = '') => {
      const res = await fetch(`${baseUrl}/API/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: { token }, payload }),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: kept as text for the failure message.
      }
      return { statusCode: res.status, body };
    },
  };
}

/** The clients in turn, so concurrent calls spread over every process. */
const nth = (clients: ApiClient[], i: number) => clients[i % clients.length]!;

async function ok(client: ApiClient, path: string, payload: unknown, token: string) {
  const res = await client.call(path, payload, token);
  expect(res.statusCode, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.payload;
}

/** A session token of a demo user. */
export async function signIn(client: ApiClient, userName: string, password: string): Promise<string> {
  return (await ok(client, 'Account/Login', { userName, password }, '')).token as string;
}

/** A complete report of `author`, sent, reviewed, approved and accepted by `reviewer`. */
export async function acceptedReport(client: ApiClient, author: string, reviewer: string) {
  const created = await ok(client, 'Report/Create', {}, author);
  const saved = await ok(
    client,
    'Report/Save',
    { id: created.id, version: created.version, data: completeReport() },
    author,
  );
  let r = await ok(client, 'Workflow/SendTo', { id: created.id, version: saved.version }, author);
  for (const step of ['AssignToMe', 'Approve', 'Accept']) {
    r = await ok(client, `Workflow/${step}`, { id: r.id, version: r.version }, reviewer);
  }
  return { id: r.id as number, version: r.version as number };
}

/**
 * `tries` Supplement calls on one accepted report at once, spread over the clients: exactly one
 * starts a supplement, every other is refused with a conflict naming it, and the report then
 * names that supplement as its one in progress. Answers the supplement's id.
 */
export async function supplementRace(
  clients: ApiClient[],
  { report, tokens, tries = 10 }: { report: { id: number; version: number }; tokens: string[]; tries?: number },
): Promise<number> {
  const results = await Promise.all(
    Array.from({ length: tries }, (_, i) =>
      nth(clients, i).call('Workflow/Supplement', report, tokens[i % tokens.length]),
    ),
  );
  const won = results.filter((r) => r.statusCode === 200);
  expect(won, JSON.stringify(results.map((r) => r.body))).toHaveLength(1);
  const supplementId = won[0]!.body.payload.id as number;
  expect(won[0]!.body.payload).toMatchObject({ status: 0, originalReportId: report.id });
  for (const lost of results.filter((r) => r.statusCode !== 200)) {
    expect(lost.statusCode).toBe(409);
    expect(lost.body.error).toEqual({
      code: 'conflict',
      message: `This report already has a supplement in progress (report ${supplementId}). Continue that one; only one supplement is worked on at a time.`,
    });
  }
  const original = await ok(clients[0]!, 'Report/Get', { id: report.id }, tokens[0]!);
  expect(original).toMatchObject({ status: 4, openSupplementId: supplementId });
  return supplementId;
}

export interface DeleteSaveRound {
  winner: 'save' | 'delete';
}

/**
 * Delete and Save of one draft at once, `rounds` times (Delete through the first client, Save
 * through the next): each time exactly one wins, the loser is told why, and the report afterwards
 * is what the winner answered (saved at the next version, or gone with who deleted it).
 */
export async function deleteSaveRace(
  clients: ApiClient[],
  { author, deleter, deleterName, rounds }: { author: string; deleter: string; deleterName: string; rounds: number },
): Promise<DeleteSaveRound[]> {
  const outcomes: DeleteSaveRound[] = [];
  for (let round = 0; round < rounds; round++) {
    const client = nth(clients, round);
    const created = await ok(client, 'Report/Create', {}, author);
    const draft = await ok(
      client,
      'Report/Save',
      { id: created.id, version: created.version, data: completeReport() },
      author,
    );
    const move = { id: created.id as number, version: draft.version as number };
    const data = completeReport();
    (data.GeneralInformation as Record<string, unknown>).LocalCodeTxt = `ROUND ${round}`;
    const deleting = () => nth(clients, round).call('Workflow/Delete', move, deleter);
    const saving = () => nth(clients, round + 1).call('Report/Save', { ...move, data }, author);
    // Each goes first in turn, so both ways of losing are met.
    const [deleted, saved] =
      round % 2 === 0
        ? await Promise.all([deleting(), saving()])
        : await Promise.all([saving(), deleting()]).then(([s, d]) => [d, s] as const);
    const context = JSON.stringify({ round, deleted: deleted.body, saved: saved.body });
    expect(
      [deleted.statusCode, saved.statusCode].filter((s) => s === 200),
      context,
    ).toHaveLength(1);
    const after = await client.call('Report/Get', { id: move.id }, author);
    if (saved.statusCode === 200) {
      outcomes.push({ winner: 'save' });
      expect(saved.body.payload.version, context).toBe(move.version + 1);
      expect(deleted.statusCode, context).toBe(409);
      expect(deleted.body.error.message, context).toMatch(
        new RegExp(
          `^This report was changed by .+ \\(version ${move.version + 1}\\); you have version ${move.version}\\.`,
        ),
      );
      expect(after.statusCode, context).toBe(200);
      expect(after.body.payload.version).toBe(move.version + 1);
      expect(after.body.payload.data.GeneralInformation.LocalCodeTxt).toBe(`ROUND ${round}`);
    } else {
      outcomes.push({ winner: 'delete' });
      expect(deleted.body.payload, context).toEqual({ id: move.id, deleted: true });
      expect(saved.statusCode, context).toBe(404);
      const gone = new RegExp(
        `^Report ${move.id} was deleted by ${deleterName} on \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d\\.$`,
      );
      expect(saved.body.error.message, context).toMatch(gone);
      expect(after.statusCode, context).toBe(404);
      expect(after.body.error.message).toMatch(gone);
    }
  }
  return outcomes;
}
