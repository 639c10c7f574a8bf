import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getCurrentUser } from '../../../lib/api/calls/calls-account';
import { getUpdatedCodeLists } from '../../../lib/api/calls/calls-code-list';
import { getFormConfiguration } from '../../../lib/api/calls/calls-form-configuration';
import { getReport } from '../../../lib/api/calls/calls-report';
import { WEB_APPLICATION_ID } from '../../../lib/auth/sign-in/login-link';
import { storageKeys } from '../../storage-keys';
import { earlyFormRequest, reportIdOfPath, takeEarlyReportRequest } from './early-report';

type EarlyForm = Promise<{ id: number; sent: Promise<Response> } | null>;
const holder = globalThis as {
  __crashEarlyReport?: { id: number; sent: Promise<Response>; form?: EarlyForm } | undefined;
};

describe('the early report request', () => {
  afterEach(() => {
    holder.__crashEarlyReport = undefined;
  });

  it("is sent by index.html's script with the app's own names for the session, the call and the application", () => {
    const html = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain(`sessionStorage.getItem('${storageKeys.session.key}')`);
    expect(storageKeys.session.area).toBe('session');
    expect(script).toContain(`fetch('/API/${getReport.path}'`);
    expect(script).toContain(`fetch('/API/${getUpdatedCodeLists.path}'`);
    expect(script).toContain(`localStorage.getItem('${storageKeys.codeListsSince.key}')`);
    expect(storageKeys.codeListsSince.area).toBe('local');
    expect(script).toContain(`fetch('/API/${getFormConfiguration.path}'`);
    expect(script).toContain(`localStorage.getItem('${storageKeys.keptForms.key}')`);
    expect(storageKeys.keptForms.area).toBe('local');
    expect(script).toContain(`fetch('/API/${getCurrentUser.path}'`);
    expect(script).toContain(`applicationId: '${WEB_APPLICATION_ID}'`);
    expect(script).toContain('/^\\/reports\\/(\\d+)$/');
    // The script stands before the app's module, so it runs first.
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('reads the report id of an editor path only', () => {
    expect(reportIdOfPath('/reports/42')).toBe(42);
    expect(reportIdOfPath('/reports/42/history')).toBe(0);
    expect(reportIdOfPath('/dashboard')).toBe(0);
  });

  it('is taken once, and only for the report it asked for', () => {
    const sent = Promise.resolve(new Response('{}'));
    holder.__crashEarlyReport = { id: 7, sent };
    expect(takeEarlyReportRequest(8)).toBeNull();
    holder.__crashEarlyReport = { id: 7, sent };
    expect(takeEarlyReportRequest(7)?.sent).toBe(sent);
    expect(takeEarlyReportRequest(7)).toBeNull();
  });

  it("hands the form request over with the report's request, for the form the report named", async () => {
    const sent = Promise.resolve(new Response('{}'));
    const formSent = Promise.resolve(new Response('{}'));
    holder.__crashEarlyReport = { id: 7, sent, form: Promise.resolve({ id: 3, sent: formSent }) };
    const early = takeEarlyReportRequest(7);
    expect(await earlyFormRequest(early?.form, 4)).toBeNull();
    expect((await earlyFormRequest(early?.form, 3))?.sent).toBe(formSent);
    expect(await earlyFormRequest(undefined, 3)).toBeNull();
  });
});
