import fs from 'node:fs/promises';
import path from 'node:path';

/** What one request was answered: its status class, and what a server error said, to find it. */
export interface Answer {
  route: string;
  statusCode: number;
  body: string;
}

/**
 * Counts answers by status class (overall and per route) and keeps every 5xx, so a run can say
 * how many hostile requests it sent and how they were answered.
 */
export class StatusTally {
  readonly byClass: Record<string, number> = {};
  readonly byRoute: Record<string, Record<string, number>> = {};
  readonly serverErrors: Answer[] = [];
  total = 0;

  add({ route, statusCode, body }: Answer) {
    const cls = `${Math.floor(statusCode / 100)}xx`;
    this.total++;
    this.byClass[cls] = (this.byClass[cls] ?? 0) + 1;
    const perRoute = (this.byRoute[route] ??= {});
    perRoute[cls] = (perRoute[cls] ?? 0) + 1;
    if (statusCode >= 500) this.serverErrors.push({ route, statusCode, body: body.slice(0, 300) });
  }

  /** Writes the counts to .tmp/<name>.json and answers a one-line summary. */
  async record(name: string): Promise<string> {
    const folder = path.resolve('.tmp');
    await fs.mkdir(folder, { recursive: true });
    const summary = {
      total: this.total,
      byClass: this.byClass,
      byRoute: this.byRoute,
      serverErrors: this.serverErrors,
    };
    await fs.writeFile(path.join(folder, `${name}.json`), `${JSON.stringify(summary, null, 2)}\n`);
    const classes = Object.entries(this.byClass)
      .sort()
      .map(([cls, n]) => `${cls} ${n}`)
      .join(', ');
    return `${name}: ${this.total} requests to ${Object.keys(this.byRoute).length} routes (${classes})`;
  }
}
