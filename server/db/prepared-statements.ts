import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statements kept prepared, at most; more distinct texts than this run unprepared (one-off SQL). */
const MAX_PREPARED = 1000;
/** A text is prepared from its second use on: a statement run once costs nothing to keep. */
const USES_BEFORE_PREPARING = 2;

const TRANSACTION_CONTROL = /^\s*(begin|start|commit|rollback|savepoint|release|end)\b/i;
/**
 * A search statement stays unprepared, so each run is planned for its own values: after five runs
 * PostgreSQL may switch a prepared statement to one generic plan, made without the values. For a
 * pattern (street and case-number prefixes) that plan cannot use a prefix index and would scan
 * every report of the county and dates instead; for a range of crash dates it cannot tell a
 * month's reports from ten years', and at ten million reports a state administrator's search by
 * dates alone took 400 ms where its planned run took 15.
 */
const PLANNED_PER_VALUES = /\bi?like\b|\bbetween\b/i;

/**
 * Which statement texts run as named (prepared) statements: the server's queries are a fixed set
 * of texts with parameters, so after a text's first uses PostgreSQL parses it once per connection
 * and, after a few runs, keeps its plan, instead of parsing and planning it on every call.
 */
export function statementNames(max = MAX_PREPARED) {
  const uses = new Map<string, number>();
  const names = new Map<string, string>();
  return {
    nameOf(text: string): string | undefined {
      const known = names.get(text);
      if (known) return known;
      if (names.size >= max || TRANSACTION_CONTROL.test(text) || PLANNED_PER_VALUES.test(text)) return undefined;
      const n = (uses.get(text) ?? 0) + 1;
      if (n < USES_BEFORE_PREPARING) {
        // The uses map holds texts not yet prepared; it is emptied when it grows past the cap.
        if (uses.size >= max) uses.clear();
        uses.set(text, n);
        return undefined;
      }
      uses.delete(text);
      const name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
      names.set(text, name);
      return name;
    },
    get size() {
      return names.size;
    },
  };
}

/**
 * Makes every connection of `pool` run repeated statement texts as named statements (see
 * statementNames). Kysely sends `query(text, values)`; other calls (cursors, configs) pass as they are.
 */
export function prepareRepeatedStatements(pool: pg.Pool, names = statementNames()) {
  pool.on('connect', (client) => prepareRepeatedOn(client, names));
  return names;
}

/** prepareRepeatedStatements for one connection. */
export function prepareRepeatedOn(client: pg.ClientBase, names: StatementNames) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' && Array.isArray(values) && !callback ? names.nameOf(text) : undefined;
    return name ? query({ name, text, values }) : query(text, values, callback);
  }) as typeof client.query;
}

export type StatementNames = ReturnType<typeof statementNames>;
