import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { addAgency, addUser } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

type Data = ReturnType<typeof completeReport>;
const driverOf = (d: Data) => (d.Units as Record<string, Record<string, unknown>>[])[0]!.Driver!;

function firstSubmission(): Data {
  const data = completeReport();
  Object.assign(driverOf(data), { NAMELASTTXT: 'DOE', NAMEFIRSTTXT: 'JANE', BIRTHDTE: '01/02/1980' });
  return data;
}

describe.each(engines())('report history and records on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let reportId: number;

  const ok = async (path: string, payload: unknown, who: string) => {
    const res = await server.call(path, payload, tokens[who]);
    if (res.statusCode !== 200) throw new Error(`${path} as ${who}: ${JSON.stringify(res.body)}`);
    return res.body.payload;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, 'IN0010000', 'Far Away Police');
    await addUser(server.db, { userName: 'colleague', agencyOri: 'IN0490000', role: 'Officer' });
    await addUser(server.db, { userName: 'faraway', agencyOri: 'IN0010000', role: 'Supervisor' });
    for (const who of ['officer', 'supervisor', 'agencyadmin', 'stateadmin', 'colleague', 'faraway'])
      tokens[who] = await server.login(who);

    // The officer writes and sends; the supervisor takes it and rejects it; the officer fixes and sends again.
    const created = await ok('Report/Create', {}, 'officer');
    reportId = created.id;
    let saved = await ok('Report/Save', { id: reportId, version: created.version, data: firstSubmission() }, 'officer');
    let moved = await ok('Workflow/SendTo', { id: reportId, version: saved.version }, 'officer');
    moved = await ok('Workflow/AssignToMe', { id: reportId, version: moved.version }, 'supervisor');
    moved = await ok(
      'Workflow/Reject',
      { id: reportId, version: moved.version, note: 'The weather was rain, and check the driver name.' },
      'supervisor',
    );
    const fixed = firstSubmission();
    (fixed.CrashDetails as Record<string, unknown>).WeatherCde = '2';
    driverOf(fixed).NAMELASTTXT = 'DOW';
    saved = await ok('Report/Save', { id: reportId, version: moved.version, data: fixed }, 'officer');
    await ok('Workflow/SendTo', { id: reportId, version: saved.version }, 'officer');
  });
  afterAll(() => server.close());

  it('lists the kept versions, one per submission, with status, reason, author and time', async () => {
    const { versions } = await ok('Report/Versions', { id: reportId }, 'officer');
    expect(versions).toHaveLength(2);
    for (const v of versions) {
      expect(v).toMatchObject({
        status: 1,
        statusName: 'Pending Review',
        reason: 'submission',
        savedBy: { name: 'Olivia Officer' },
      });
      expect(Number.isNaN(Date.parse(v.savedAt))).toBe(false);
    }
    expect(versions[1].version).toBeGreaterThan(versions[0].version);
    expect(await ok('Report/Versions', { id: reportId }, 'supervisor')).toEqual({ versions });
  });

  it('shows a kept version read-only, as it was then', async () => {
    const { versions } = await ok('Report/Versions', { id: reportId }, 'supervisor');
    const first = await ok('Report/GetVersion', { id: reportId, versionId: versions[0].versionId }, 'supervisor');
    expect(first.versionId).toBe(versions[0].versionId);
    expect(first.data.CrashDetails.WeatherCde).toBe('1');
    expect(first.data.Units[0].Driver.NAMELASTTXT).toBe('DOE');
    expect(first.redacted).toEqual([]);

    const missing = await server.call('Report/GetVersion', { id: reportId, versionId: '999999' }, tokens.supervisor);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.error.message).toBe(
      `Report ${reportId} has no kept version 999999; Report/Versions lists them.`,
    );
  });

  it('says what changed between two versions, with labels and code labels', async () => {
    const { versions } = await ok('Report/Versions', { id: reportId }, 'supervisor');
    const compared = await ok(
      'Report/CompareVersions',
      { id: reportId, from: versions[0].versionId, to: versions[1].versionId },
      'supervisor',
    );
    expect(compared.from).toMatchObject({ versionId: versions[0].versionId, version: versions[0].version });
    expect(compared.changes).toEqual([
      {
        path: 'CrashDetails.WeatherCde',
        label: expect.stringMatching(/^Crash Details › Weather/),
        kind: 'changed',
        before: '1',
        after: '2',
        beforeText: '1 - Clear',
        afterText: '2 - Cloudy',
        withheld: false,
      },
      {
        path: 'Units.0.Driver.NAMELASTTXT',
        label: 'Unit 1 › Driver › Last Name',
        kind: 'changed',
        before: 'DOE',
        after: 'DOW',
        beforeText: 'DOE',
        afterText: 'DOW',
        withheld: false,
      },
    ]);
    // What changed since the previous submission: the current data against the submission before it.
    const sincePrevious = await ok(
      'Report/CompareVersions',
      { id: reportId, from: 'previousSubmission' },
      'supervisor',
    );
    expect(sincePrevious.to.versionId).toBeNull();
    expect(sincePrevious.changes).toEqual(compared.changes);
  });

  it('tells one who may not read personal data that a name changed, not what it was', async () => {
    const { versions } = await ok('Report/Versions', { id: reportId }, 'agencyadmin');
    const compared = await ok('Report/CompareVersions', { id: reportId, from: versions[0].versionId }, 'agencyadmin');
    expect(compared.changes[1]).toEqual({
      path: 'Units.0.Driver.NAMELASTTXT',
      label: 'Unit 1 › Driver › Last Name',
      kind: 'changed',
      before: null,
      after: null,
      beforeText: 'withheld (personal data)',
      afterText: 'withheld (personal data)',
      withheld: true,
    });
    expect(JSON.stringify(compared)).not.toContain('DOE');
  });

  it('lists every move: from, to, who, when, the status and the rejection note', async () => {
    const { moves } = await ok('Report/InboxHistory', { id: reportId }, 'officer');
    expect(
      moves.map((m: { action: string; fromStatus: number; toStatus: number }) => [m.action, m.fromStatus, m.toStatus]),
    ).toEqual([
      ['sendTo', 0, 1],
      ['assignToMe', 1, 7],
      ['reject', 7, 3],
      // Editing a Rejected report makes it a Draft again.
      ['edit', 3, 0],
      ['sendTo', 0, 1],
    ]);
    expect(moves[0]).toMatchObject({
      fromStatusName: 'Draft',
      toStatusName: 'Pending Review',
      user: { name: 'Olivia Officer' },
      toInbox: { name: expect.any(String) },
    });
    expect(moves[1].user.name).toBe('Samuel Supervisor');
    expect(moves[2].note).toBe('The weather was rain, and check the driver name.');
    expect(moves[3].user.name).toBe('Olivia Officer');
    for (const m of moves) expect(Number.isNaN(Date.parse(m.at))).toBe(false);
  });

  it('keeps notes for the author and the reviewers, the rejection note among them', async () => {
    const added = await ok('Report/AddNote', { id: reportId, text: '  Fixed the weather and the name.  ' }, 'officer');
    expect(added).toMatchObject({
      kind: 'note',
      text: 'Fixed the weather and the name.',
      user: { name: 'Olivia Officer' },
    });
    await ok('Report/AddNote', { id: reportId, text: 'Thanks, looking at it.' }, 'supervisor');

    const { notes } = await ok('Report/Notes', { id: reportId }, 'supervisor');
    expect(notes.map((n: { kind: string; text: string }) => [n.kind, n.text])).toEqual([
      ['rejection', 'The weather was rain, and check the driver name.'],
      ['note', 'Fixed the weather and the name.'],
      ['note', 'Thanks, looking at it.'],
    ]);
    expect(await ok('Report/Notes', { id: reportId }, 'officer')).toEqual({ notes });

    const colleague = await server.call('Report/Notes', { id: reportId }, tokens.colleague);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.body.error.message).toBe(`The notes of report ${reportId} are for its author and its reviewers.`);
    const farAway = await server.call('Report/AddNote', { id: reportId, text: 'x' }, tokens.faraway);
    expect(farAway.statusCode).toBe(403);
    expect(farAway.body.error.message).toBe(`You may not open report ${reportId}.`);
    const empty = await server.call('Report/AddNote', { id: reportId, text: '   ' }, tokens.officer);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.error.message).toBe('Invalid payload: payload.text: Write the note first.');
  });

  it('shows the audit log, with the caller address, to supervisors and administrators only', async () => {
    // A view from another address, so the log shows where each event came from.
    const viewed = await server.inject({
      method: 'POST',
      url: '/API/Report/Get',
      remoteAddress: '10.20.30.40',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ identity: { token: tokens.supervisor }, payload: { id: reportId } }),
    });
    expect(viewed.statusCode).toBe(200);

    const { events } = await ok('Report/AuditEvents', { id: reportId }, 'supervisor');
    const actions = events.map((e: { action: string }) => e.action);
    expect(actions.filter((a: string) => a === 'move')).toHaveLength(5);
    expect(actions.filter((a: string) => a === 'edit')).toHaveLength(2);
    expect(actions).toContain('note');
    expect(events.at(-1)).toMatchObject({
      action: 'viewPersonalData',
      user: { name: 'supervisor' },
      ip: '10.20.30.40',
      detail: { call: 'Report/Get' },
    });
    for (const e of events) expect(e.ip).toMatch(/^(127\.0\.0\.1|10\.20\.30\.40)$/);

    expect((await ok('Report/AuditEvents', { id: reportId }, 'agencyadmin')).events.length).toBe(events.length);
    expect((await ok('Report/AuditEvents', { id: reportId }, 'stateadmin')).events.length).toBe(events.length);
    const officer = await server.call('Report/AuditEvents', { id: reportId }, tokens.officer);
    expect(officer.statusCode).toBe(403);
    expect(officer.body.error.message).toBe(
      `The audit log of report ${reportId} is for supervisors and administrators of its agency.`,
    );
    const farAway = await server.call('Report/AuditEvents', { id: reportId }, tokens.faraway);
    expect(farAway.statusCode).toBe(403);
  });

  it('refuses every history read of a report the caller may not open', async () => {
    for (const [path, payload] of [
      ['Report/Versions', { id: reportId }],
      ['Report/GetVersion', { id: reportId, versionId: '1' }],
      ['Report/CompareVersions', { id: reportId, from: 'previousSubmission' }],
      ['Report/InboxHistory', { id: reportId }],
      ['Report/Notes', { id: reportId }],
    ] as const) {
      const res = await server.call(path, payload, tokens.faraway);
      expect(res.statusCode, path).toBe(403);
      expect(res.body.error.message, path).toBe(`You may not open report ${reportId}.`);
    }
    const none = await server.call('Report/Versions', { id: 987654 }, tokens.supervisor);
    expect(none.statusCode).toBe(404);
    expect(none.body.error.message).toBe('There is no report 987654.');
  });
});
