import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../fakes/s3-server';
import { launchChromium } from './support/chromium';
import { openSection } from './support/editor-helpers';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from './support/page-helpers';
import { startRealServer, type RealServer } from './support/real-server';

/** A PNG as real ones start: the server checks the content, not only the name. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 53) % 256)),
]);
const TXT = Buffer.from('Witness statement: the truck did not stop.\n');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-object-store-'));
const downloads = path.join(dir, 'downloads');
fs.mkdirSync(downloads);
function fileOf(name: string, bytes: Buffer) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

async function fileInput(page: Page) {
  return (await page.waitForSelector('input[type=file]:not([disabled])')) as ElementHandle<HTMLInputElement>;
}

async function waitForFile(file: string) {
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  return fs.readFileSync(file);
}

describe('attachments in the object store, from the report editor', () => {
  let s3: LocalS3;
  let server: RealServer;
  let browser: Browser;

  beforeAll(async () => {
    s3 = await startLocalS3();
    server = await startRealServer(s3.env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await s3?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uploads into the bucket, not the database, downloads it back, and tells the officer when the store is down', async () => {
    const login = await server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
    const token = login.body.payload.token as string;
    const context = await browser.createBrowserContext({
      downloadBehavior: { policy: 'allow', downloadPath: downloads },
    });
    const page = await context.newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    await signIn(page, server.url, 'officer');
    await waitForText(page, 'My reports');
    await byRole(page, 'button', 'New crash report').click();
    await waitForText(page, 'Vehicle Crash Report #');
    const reportId = Number(/\/reports\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

    await openSection(page, 'Attachments');
    await waitForText(page, 'No files are attached to this report.');
    await waitForText(page, 'Choose a type first.');
    await page.select('#field-Attachments-Documents-type', '002');
    await (await fileInput(page)).uploadFile(fileOf('scene.png', PNG));
    await waitForText(page, '1 of 1 file attached.');

    const listed = await server.call('Attachment/List', { reportId }, token);
    const [attachment] = listed.body.payload.attachments as { id: string; fileName: string }[];
    expect(attachment?.fileName).toBe('scene.png');
    expect(await s3.keys()).toEqual([`attachments/${attachment!.id}`]);
    expect((await s3.bytesOf(`attachments/${attachment!.id}`)).equals(PNG)).toBe(true);

    await s3.stop();
    try {
      // The bytes are nowhere else: with the store down the server has none to send.
      const download = await fetch(`${server.url}/API/Attachment/Download/${attachment!.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.status).toBe(503);
      await (await fileInput(page)).uploadFile(fileOf('statement.txt', TXT));
      await waitForText(
        page,
        'Refused by the server: statement.txt was not attached: The attachment store cannot be reached. Try again in a moment.',
      );
    } finally {
      await s3.start();
    }
    expect((await server.call('Attachment/List', { reportId }, token)).body.payload.attachments).toHaveLength(1);

    await byRole(page, 'button', 'Download scene.png').click();
    expect((await waitForFile(path.join(downloads, 'scene.png'))).equals(PNG)).toBe(true);
    await context.close();
  });
});
