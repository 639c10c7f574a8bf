import type { Page } from 'puppeteer-core';
import { afterAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { expectNoAxeViolations } from '../support/axe';
import { sessionTokenOf } from '../support/editor/editor-helpers';
import { useServerAndBrowser } from '../support/fixture';
import { freshPages, settled, visit } from '../support/fresh-pages';
import { byRole, DEMO_PASSWORD, waitForText } from '../support/page-helpers';

/**
 * Notifications in the app: an officer whose report the supervisor rejects sees the header's bell
 * count it, reads it in the bell's panel and follows it to the report; the rejection's mail waits
 * in the outbox (no mail server here) for the officer's address, until the officer turns By e-mail
 * off for rejections on the profile.
 */
const ADDRESS = 'officer.bell@agency.test';
const BELL = '#notification-bell';
const PANEL = '#notification-panel';
const BY_MAIL = 'input[aria-label="My report was rejected: by e-mail"]';

describe('the notification bell and the choices', () => {
  const fixture = useServerAndBrowser();
  const pages = freshPages();
  let officer: Page;
  let admin: Page;
  afterAll(() => pages.closeAll());

  /** A call that must succeed; its payload. */
  async function ok(path: string, payload: unknown, token = '') {
    const res = await fixture.server.call(path, payload, token);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.payload;
  }

  /** A complete report of the officer's, sent for review, taken by the supervisor and rejected. */
  async function rejectedReport(): Promise<number> {
    const officerToken = await sessionTokenOf(officer);
    const reviewer = (await ok('Account/Login', { userName: 'supervisor', password: DEMO_PASSWORD })).token as string;
    const created = await ok('Report/Create', {}, officerToken);
    const saved = await ok(
      'Report/Save',
      { id: created.id, version: created.version, data: completeReport() },
      officerToken,
    );
    const sent = await ok('Workflow/SendTo', { id: created.id, version: saved.version }, officerToken);
    const taken = await ok('Workflow/AssignToMe', { id: sent.id, version: sent.version }, reviewer);
    await ok(
      'Workflow/Reject',
      { id: taken.id, version: taken.version, note: 'Say which way Unit 1 was going.', comments: [] },
      reviewer,
    );
    return created.id as number;
  }

  /** The outbox as the agency administrator sees it now, read again until `done` holds of its text. */
  async function outboxUntil(done: (text: string) => boolean): Promise<string> {
    admin ??= await pages.signedIn(fixture.browser, fixture.server.url, 'agencyadmin');
    const end = Date.now() + 30_000;
    for (;;) {
      await visit(admin, '/admin/outbox', 'Mail outbox');
      await settled(admin);
      const text = await admin.$eval('main', (m) => m.textContent ?? '');
      if (done(text) || Date.now() > end) return text;
      await visit(admin, '/dashboard', 'Dashboard');
      await new Promise((r) => setTimeout(r, 1000));
    }
  }

  it('the officer gives an e-mail address on the profile, and By e-mail is offered for it', async () => {
    officer = await pages.signedIn(fixture.browser, fixture.server.url, 'officer');
    await visit(officer, '/profile', 'My profile');
    await waitForText(officer, 'By e-mail needs an e-mail address');
    expect(await officer.$eval(BY_MAIL, (c) => (c as HTMLInputElement).disabled)).toBe(true);
    const email = byRole(officer, 'textbox', 'E-mail');
    await email.fill(ADDRESS);
    await byRole(officer, 'button', 'Save').click();
    await waitForText(officer, 'Your profile is saved.');
    await waitForText(officer, `E-mail goes to ${ADDRESS}.`);
    expect(
      await officer.$eval(BY_MAIL, (c) => [(c as HTMLInputElement).disabled, (c as HTMLInputElement).checked]),
    ).toEqual([false, true]);
    await settled(officer);
    await expectNoAxeViolations(
      officer,
      'Profile, Notifications',
      'form[aria-labelledby="notification-choices-title"]',
    );
  });

  let reportId = 0;
  it('a rejection counts on the bell; its panel shows it, Escape returns to the bell, and it leads to the report', async () => {
    await visit(officer, '/dashboard', 'Dashboard');
    expect(await officer.$eval(BELL, (b) => b.getAttribute('aria-label'))).toBe('Notifications');
    reportId = await rejectedReport();
    await officer.reload();
    await officer.waitForSelector(`${BELL}[aria-label="Notifications, 1 unread"]`, { timeout: 15_000 });
    await settled(officer);
    await expectNoAxeViolations(officer, 'Header with the bell’s count', 'header');

    await officer.focus(BELL);
    await officer.keyboard.press('Enter');
    await officer.waitForSelector(`${PANEL} ul[aria-label="Latest notifications"] li`, { timeout: 15_000 });
    expect(await officer.$eval(BELL, (b) => b.getAttribute('aria-expanded'))).toBe('true');
    expect(await officer.evaluate(() => document.activeElement?.id)).toBe('notification-panel-title');
    const item = await officer.$eval(`${PANEL} li a`, (a) => ({ text: a.textContent, href: a.getAttribute('href') }));
    expect(item.text).toMatch(new RegExp(`^Unread: .* rejected your report ${reportId}\\b`));
    expect(item.href).toBe(`/reports/${reportId}`);
    await settled(officer);
    await expectNoAxeViolations(officer, 'Notification panel', PANEL);

    await officer.keyboard.press('Escape');
    await officer.waitForSelector(PANEL, { hidden: true });
    expect(await officer.evaluate(() => document.activeElement?.id)).toBe('notification-bell');

    await officer.keyboard.press('Enter');
    await officer.waitForSelector(`${PANEL} li a`, { timeout: 15_000 });
    await officer.focus(`${PANEL} li a`);
    await officer.keyboard.press('Enter');
    await officer.waitForFunction((to) => location.pathname === to, { timeout: 15_000 }, `/reports/${reportId}`);
    await officer.waitForSelector(`${BELL}[aria-label="Notifications"]`, { timeout: 15_000 });
    expect(await officer.$(PANEL)).toBeNull();
  });

  it('the rejection’s mail waits in the outbox for the officer’s address', async () => {
    const subject = `rejected your report ${reportId} (`;
    const text = await outboxUntil((t) => t.includes(subject));
    expect(text).toContain(subject);
    expect(text).toContain(ADDRESS);
  });

  it('with By e-mail off for rejections, the next rejection sends no mail but still rings the bell', async () => {
    await visit(officer, '/profile', 'My profile');
    await waitForText(officer, `E-mail goes to ${ADDRESS}.`);
    await officer.focus(BY_MAIL);
    await officer.keyboard.press('Space');
    await (await byRole(officer, 'button', 'Save notification choices').waitHandle()).focus();
    await officer.keyboard.press('Enter');
    await waitForText(officer, 'Your notification choices are saved.');
    expect(await officer.$eval(BY_MAIL, (c) => (c as HTMLInputElement).checked)).toBe(false);

    const quiet = await rejectedReport();
    await visit(officer, '/dashboard', 'Dashboard');
    await officer.reload();
    await officer.waitForSelector(`${BELL}[aria-label="Notifications, 1 unread"]`, { timeout: 15_000 });

    // Mail on again: the next rejection's mail reaching the outbox shows the queue has run past the quiet one.
    const token = await sessionTokenOf(officer);
    await ok('Notification/SaveChoices', { choices: [{ kind: 'reportRejected', inApp: true, byMail: true }] }, token);
    const loud = await rejectedReport();
    const text = await outboxUntil((t) => t.includes(`rejected your report ${loud} (`));
    expect(text).toContain(`rejected your report ${loud} (`);
    expect(text).toContain(`rejected your report ${reportId} (`);
    expect(text).not.toContain(`rejected your report ${quiet} (`);
  });
});
