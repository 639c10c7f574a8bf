// English messages, as every page's entry sets them up before a schema parses.
import '../zod-without-eval';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DB_INT_MAX } from '../validation/input-rules/input-bounds';
import { callList, calls } from './calls';
import { dppaPurposes, loginStatuses } from './dppa';

const byPath = (path: string) => {
  const call = callList.find((c) => c.path === path);
  if (!call) throw new Error(`no call ${path}`);
  return call;
};

/** Every JSON Schema node of type integer in a schema, with the path that leads to it. */
function integersIn(node: unknown, path = ''): { path: string; minimum?: number; maximum?: number }[] {
  if (node === null || typeof node !== 'object') return [];
  const here = node as { type?: string; minimum?: number; maximum?: number; exclusiveMinimum?: number };
  const own =
    here.type === 'integer' ? [{ path, minimum: here.minimum ?? here.exclusiveMinimum, maximum: here.maximum }] : [];
  return [...own, ...Object.entries(node).flatMap(([key, child]) => integersIn(child, `${path}/${key}`))];
}

describe('the call list', () => {
  it('bounds every whole number a call takes to what an int4 column holds, so the database never sees a larger one', () => {
    const unbounded = callList.flatMap((call) =>
      integersIn(z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }))
        .filter(
          (n) =>
            n.maximum === undefined || n.maximum > DB_INT_MAX || n.minimum === undefined || n.minimum < -DB_INT_MAX - 1,
        )
        .map((n) => `${call.path}${n.path}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('has unique paths of the form Controller/Action (or the root Logout)', () => {
    const paths = callList.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^([A-Z][A-Za-z]+\/[A-Z][A-Za-z]+|Logout)$/);
    expect(callList).toEqual(Object.values(calls));
  });

  it('contains the six long-standing calls at exactly their paths, all behind a session', () => {
    const six = {
      'Agency/GetAgencyName': 'session',
      'Role/GetRoleNames': 'session',
      'FormConfiguration/GetAssignedDisabledConfigurations': 'session',
      'FormConfiguration/GetFormPermissions': 'session',
      'Account/GetUserPermissions': 'session',
      Logout: 'pending',
    };
    for (const [path, access] of Object.entries(six)) expect(byPath(path).access, path).toBe(access);
  });

  it('contains the Account and User calls the clients and the extension rely on', () => {
    for (const action of [
      'Login',
      'TokenAuthenticate',
      'Authorize',
      'CreateLoginLink',
      'ChangePassword',
      'KeepAlive',
    ]) {
      expect(byPath(`Account/${action}`)).toBeTruthy();
    }
    expect(byPath('User/Unlock').access).toBe('session');
    expect(byPath('User/ResetPassword').access).toBe('session');
  });

  it('opens only sign-in, token authentication, the pre-sign-in settings, reference versions and the exception log to callers without a session', () => {
    expect(
      callList
        .filter((c) => c.access === 'public')
        .map((c) => c.path)
        .sort(),
    ).toEqual([
      'Account/Login',
      'Account/TokenAuthenticate',
      'Log/Exception',
      'Settings/GetApplicationSettings',
      'Settings/GetReferenceVersions',
    ]);
  });

  it('lets sessions that still owe the DPPA step, a second factor or a password change only finish it, read themselves or sign out', () => {
    expect(
      callList
        .filter((c) => c.access === 'pending')
        .map((c) => c.path)
        .sort(),
    ).toEqual([
      'Account/Authorize',
      'Account/BeginSecondFactorEnrolment',
      'Account/ChangePassword',
      'Account/ConfirmSecondFactorEnrolment',
      'Account/GetCurrentUser',
      'Account/VerifySecondFactor',
      'Logout',
    ]);
  });
});

describe('payloads of the six long-standing calls', () => {
  it('GetAgencyName takes the ORI itself and answers the name', () => {
    expect(calls.getAgencyName.request.parse(' IN0490000 ')).toBe('IN0490000');
    expect(calls.getAgencyName.request.safeParse('').success).toBe(false);
    expect(calls.getAgencyName.response.parse('Agency')).toBe('Agency');
  });

  it('GetRoleNames takes a list of role ids and answers a list of names', () => {
    expect(calls.getRoleNames.request.parse([3, 1])).toEqual([3, 1]);
    expect(calls.getRoleNames.request.safeParse(['1']).success).toBe(false);
    expect(calls.getRoleNames.response.parse(['Officer'])).toEqual(['Officer']);
  });

  it('GetAssignedDisabledConfigurations takes formTitle, formAgencyOri and alreadyDownloadedForms', () => {
    const p = calls.getAssignedDisabledConfigurations.request.parse({
      formTitle: 'Vehicle Crash Report',
      formAgencyOri: 'IN0490000',
      alreadyDownloadedForms: { '12': '2026-01-01T00:00:00.000Z' },
    });
    expect(p.alreadyDownloadedForms).toEqual({ '12': '2026-01-01T00:00:00.000Z' });
    expect(calls.getAssignedDisabledConfigurations.request.parse({ formTitle: 'X' }).alreadyDownloadedForms).toEqual(
      {},
    );
    expect(
      calls.getAssignedDisabledConfigurations.request.safeParse({ formTitle: 'X', alreadyDownloadedForms: { a: 'x' } })
        .success,
    ).toBe(false);
  });

  it('GetFormPermissions takes title, agencyOri, majorVersion, minorVersion, isDraft and answers a JSON string', () => {
    const p = { title: 'T', agencyOri: 'IN0490000', majorVersion: 1, minorVersion: 2, isDraft: true };
    expect(calls.getFormPermissions.request.parse(p)).toEqual(p);
    expect(calls.getFormPermissions.request.safeParse({ ...p, majorVersion: -1 }).success).toBe(false);
    expect(calls.getFormPermissions.response.parse('[]')).toBe('[]');
  });

  it('GetUserPermissions takes a user id and answers permission rules', () => {
    expect(calls.getUserPermissions.request.parse({ userId: 4 })).toEqual({ userId: 4 });
    expect(calls.getUserPermissions.request.safeParse({ userId: '4' }).success).toBe(false);
    expect(calls.getUserPermissions.response.parse([{ action: 'read', subject: 'Report' }])).toHaveLength(1);
  });

  it('Logout takes the user id, the client IP and the auto-logout flag', () => {
    expect(calls.logout.request.parse({ userId: 4, ipAddress: '10.0.0.1', autoLogout: true })).toEqual({
      userId: 4,
      ipAddress: '10.0.0.1',
      autoLogout: true,
    });
    expect(calls.logout.request.parse({})).toEqual({});
  });
});

describe('token login calls', () => {
  it('TokenAuthenticate takes applicationId, providerId, token, type and answers loginStatus, id, token, applicationId, loginAdditionalInfo', () => {
    const p = { applicationId: 'crash-web', providerId: 'crash', token: 't', type: 'link' };
    expect(calls.tokenAuthenticate.request.parse(p)).toEqual(p);
    expect(calls.tokenAuthenticate.request.safeParse({ ...p, token: '' }).success).toBe(false);
    const shape = Object.keys(calls.tokenAuthenticate.response.shape).sort();
    expect(shape).toEqual(['applicationId', 'id', 'loginAdditionalInfo', 'loginStatus', 'token']);
    expect(loginStatuses).toContain('DppaRequired');
  });

  it('Authorize needs the acknowledgement and one of the DPPA purposes', () => {
    expect(calls.authorize.request.parse({ acknowledged: true, purpose: dppaPurposes[0] }).purpose).toBe(
      dppaPurposes[0],
    );
    expect(calls.authorize.request.safeParse({ acknowledged: false, purpose: dppaPurposes[0] }).success).toBe(false);
    expect(calls.authorize.request.safeParse({ acknowledged: true, purpose: 'curiosity' }).success).toBe(false);
    expect(dppaPurposes.length).toBeGreaterThan(0);
  });
});

describe('what a request may leave out', () => {
  it('is filled in as the server expects: a table page and sort, a batch size, the code method, an empty body', () => {
    expect(calls.listReports.request.parse({ view: 'dashboard' })).toEqual({
      view: 'dashboard',
      sortBy: 'lastUpdated',
      sortDirection: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(
      calls.moveDraftsToVersion.request.parse({ fromFormConfigurationId: 1, toFormConfigurationId: 2 }).limit,
    ).toBe(100);
    expect(calls.verifySecondFactor.request.parse({ code: ' 123 456 ' })).toEqual({ method: 'code', code: '123 456' });
    expect(calls.keepAlive.request.parse(undefined)).toEqual({});
    expect(calls.listFormConfigurations.request.parse({ title: '  Crash  ' })).toEqual({
      title: 'Crash',
      status: 'all',
    });
    const report = { kind: 'error', release: '1.0', screen: '/dashboard', name: 'E', message: 'm', stack: '' };
    expect(calls.logException.request.parse(report).count).toBe(1);
  });

  it('is refused with the message the screens show, its own or zod’s English one', () => {
    const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((i) => i.message);
    expect(messages(calls.saveFormConfiguration.request.safeParse({ copyOf: 3 }))).toEqual([
      'Say whether the new version is the next minor or major one.',
    ]);
    expect(messages(calls.login.request.safeParse({ userName: '  ', password: 'x' }))).toEqual([
      'Enter your user name.',
    ]);
    expect(
      messages(calls.tokenAuthenticate.request.safeParse({ applicationId: 'a', providerId: 'p', token: 't' })),
    ).toEqual(['Invalid input: expected string, received undefined']);
  });
});

describe('the administration, history, lookup and export calls', () => {
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('fill in what a request leaves out and trim what it types', () => {
    expect(calls.listAgencies.request.parse({})).toEqual({ filter: '', status: 'all', page: 1, pageSize: 25 });
    expect(calls.listRoles.request.parse(undefined)).toEqual({});
    expect(calls.compareReportVersions.request.parse({ id: 1, from: 'current' }).to).toBe('current');
    expect(calls.getUpdatedCodeLists.request.parse({}).since).toBe('2017-01-01T00:00:00Z');
    // Without a requester the copy is the agency's own, the copy left for the server to choose.
    expect(calls.exportReportByEmail.request.parse({ id: 1, to: ' a@b.gov ', message: ' hi ' })).toEqual({
      id: 1,
      to: 'a@b.gov',
      message: 'hi',
      requester: null,
    });
    expect(
      issues(
        calls.exportReportByEmail.request.safeParse({
          id: 1,
          to: 'a@b.gov',
          copy: 'full',
          requester: { name: ' Acme ', kind: 'insurer' },
        }),
      ),
    ).toEqual([
      'requester.permissibleUse: A full copy needs the permissible use the requester claims (18 U.S.C. 2721(b)).',
      'requester.proof: Note the proof seen for the permissible use (a claim letter, a court order, an ID).',
    ]);
    const agency = { isNew: false, ori: ' IN0000000 ', name: ' Main ', expectedUpdatedAt: '2024-01-01T00:00:00Z' };
    expect(calls.saveAgency.request.parse(agency)).toEqual({
      ...agency,
      ori: 'IN0000000',
      name: 'Main',
      additionalInfo: {},
    });
  });

  it('refuse with their own messages, on the field they name', () => {
    expect(issues(calls.saveAgency.request.safeParse({ isNew: false, ori: 'IN0000000', name: 'Main' }))).toEqual([
      'expectedUpdatedAt: An edit names the updatedAt of the agency it started from.',
    ]);
    expect(issues(calls.usdotSearch.request.safeParse({ usdotNumber: '', name: '' }))).toEqual([
      'usdotNumber: Enter a USDOT number or a carrier name to search.',
    ]);
    expect(issues(calls.usdotSearch.request.safeParse({ usdotNumber: '000', name: 'a' }))).toEqual([
      'usdotNumber: A USDOT number is not zero.',
      'name: Type at least 2 characters of the carrier name.',
    ]);
    expect(issues(calls.addReportNote.request.safeParse({ id: 1, text: '   ' }))).toEqual([
      'text: Write the note first.',
    ]);
  });
});
