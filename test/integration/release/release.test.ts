import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../fakes/free-port';
import { demoUsers } from '../../../server/db/seed';
import { createTestDatabase } from '../support/test-server';
import { call, installedPackages, installRelease, root, serveRelease, stopRelease } from './release-install';

let release: string;

beforeAll(() => {
  release = installRelease();
}, 300_000);

afterAll(() => fs.rmSync(release, { recursive: true, force: true }));

describe('the release, on production dependencies only', () => {
  it('installs less than half the packages of the development install', () => {
    const releasePackages = installedPackages(release);
    const developmentPackages = installedPackages(root);
    expect(releasePackages).toBeGreaterThan(0);
    expect(releasePackages * 2).toBeLessThan(developmentPackages);
  });

  it('serves the built web app and prints a report on the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-release-data-'));
    const server = serveRelease(release, { DATA_DIR: dataDir });
    try {
      const url = await server.running;
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const login = await call(url, 'Account/Login', { userName: 'officer', password: 'Crash-Demo-2026' });
      const token = String(login.body.payload.token);
      const report = await call(url, 'Report/Create', {}, token);
      expect(report.status).toBe(200);
      // Printing reads its fonts from their packages: they must be production dependencies.
      const pdf = await fetch(`${url}/API/Report/Print/${String(report.body.payload.id)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    } finally {
      await stopRelease(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('the release on a new PostgreSQL database', () => {
  it('starts three processes at once: one migrates and seeds, all three serve', async () => {
    const database = await createTestDatabase('postgresql');
    const servers = [1, 2, 3].map(() =>
      serveRelease(release, { DATABASE_URL: database.url!, SEED_DEMO: '1', DATABASE_WAIT_SECONDS: '0' }),
    );
    try {
      const urls = await Promise.all(servers.map((server) => server.running));
      for (const url of urls) {
        const health = await fetch(`${url}/API/health`);
        expect(health.status).toBe(200);
        const login = await call(url, 'Account/Login', { userName: 'officer', password: 'Crash-Demo-2026' });
        expect(login.status).toBe(200);
      }
      for (const server of servers) expect(server.output()).not.toMatch(/duplicate key|Start-up failed/);
      const users = await database.db.selectFrom('users').select('user_name').execute();
      // Each demo user once: a second seeding process would have doubled them or failed on the key.
      expect(users.map((user) => user.user_name).sort()).toEqual(demoUsers.map((user) => user.userName).sort());
      expect(users.map((user) => user.user_name)).toContain('clerk');
    } finally {
      await Promise.all(servers.map(stopRelease));
      await database.close();
    }
  });

  it('waits for a PostgreSQL server that does not answer yet, then starts', async () => {
    const database = await createTestDatabase('postgresql');
    // The database's address is a port nobody listens on until the relay opens it, once the server has tried it.
    const port = await freePort();
    const target = new URL(database.url!);
    const relayed = new URL(database.url!);
    relayed.host = `127.0.0.1:${port}`;
    const server = serveRelease(release, { DATABASE_URL: relayed.toString(), DATABASE_WAIT_SECONDS: '60' });
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    try {
      const retrying = /Cannot reach the PostgreSQL database .*trying again for \d+ s more \(DATABASE_WAIT_SECONDS\)/;
      await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(retrying);
      expect(server.child.exitCode).toBeNull();
      await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
      const url = await server.running;
      expect((await fetch(`${url}/API/health`)).status).toBe(200);
    } finally {
      await stopRelease(server);
      await new Promise((resolve) => relay.close(resolve));
      await database.close();
    }
  });

  it('gives up after DATABASE_WAIT_SECONDS and names the database', async () => {
    const port = await freePort();
    const server = serveRelease(release, {
      DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/crash`,
      DATABASE_WAIT_SECONDS: '2',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `Cannot reach the PostgreSQL database at postgres://postgres:***@127.0.0.1:${port}/crash`,
    );
    expect(server.output()).not.toContain('secret');
  });
});
