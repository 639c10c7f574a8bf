import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../fakes/s3-server';
import { launchChromium } from '../support/chromium';
import { openNewReport, openSection } from '../support/editor/editor-helpers';
import { attachmentFolder, fileInput, pngBytes, waitForFile } from '../support/editor/attachment-file-fixtures';
import { byRole, DEMO_PASSWORD, waitForText } from '../support/page-helpers';
import { startRealServer, type RealServer } from '../support/real-server';

const PNG = pngBytes(53);
const TXT = Buffer.from('Witness statement: the truck did not stop.\n');

const { downloads, fileOf, remove } = attachmentFolder('crash-e2e-object-store-');

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
    remove();
  });

  it('uploads into the bucket, not the database, downloads it back, and tells the officer when the store is down', async () => {
    const login = await server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
    const token = login.body.payload.token as string;
    const { context, page } = await openNewReport(browser, server.url, 'officer', downloads);
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
