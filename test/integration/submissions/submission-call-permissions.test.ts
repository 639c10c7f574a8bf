import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { submissionRepository } from '../../../server/repositories/submissions/submission-repository';
import { insertReport } from '../support/report-rows';
import { addAgency, userIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const OTHER_ORI = 'IN0030000';
type Caller = 'unauthenticated' | 'officer' | 'supervisor' | 'agencyadmin' | 'stateadmin';
type Probe = (server: TestServer, token: string, agencyOri: string) => Promise<number>;

let made = 0;
/** A failed submission of `agencyOri` of its own, so one probe's retry never feeds another. */
async function failedSubmission(server: TestServer, agencyOri: string): Promise<number> {
  const reportId = await insertReport(server.db, {
    author: await userIdOf(server.db, 'officer'),
    agencyOri,
    status: 4,
    caseNumber: `P-${++made}`,
  });
  const { id } = await submissionRepository(server.db).create({
    reportId,
    agencyOri,
    idempotencyKey: `permissions-${made}`,
    reportVersion: 3,
    replacesSubmissionId: null,
    replacesCaseNumber: null,
    status: 'failed',
    holdReason: null,
  });
  return id;
}

const probes: Record<string, Probe> = {
  'Submission/List': async (s, token, agencyOri) => (await s.call('Submission/List', { agencyOri }, token)).statusCode,
  'Submission/Events': async (s, token, agencyOri) =>
    (await s.call('Submission/Events', { id: await failedSubmission(s, agencyOri) }, token)).statusCode,
  'Submission/Act (retry)': async (s, token, agencyOri) =>
    (await s.call('Submission/Act', { id: await failedSubmission(s, agencyOri), action: 'retry' }, token)).statusCode,
};

/** Who calls, on a submission of which agency, and the status every call must answer. */
const matrix: { caller: Caller; agency: 'own' | 'other'; status: number }[] = [
  { caller: 'unauthenticated', agency: 'own', status: 401 },
  { caller: 'officer', agency: 'own', status: 403 },
  { caller: 'supervisor', agency: 'own', status: 403 },
  { caller: 'agencyadmin', agency: 'own', status: 200 },
  { caller: 'agencyadmin', agency: 'other', status: 403 },
  { caller: 'stateadmin', agency: 'other', status: 200 },
  { caller: 'stateadmin', agency: 'own', status: 200 },
];

describe.each(engines())('state submissions permission matrix on %s', (engine) => {
  let server: TestServer;
  const tokens: Partial<Record<Caller, string>> = { unauthenticated: '' };

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, OTHER_ORI, 'Bartholomew County Sheriff');
    for (const caller of ['officer', 'supervisor', 'agencyadmin', 'stateadmin'] as const)
      tokens[caller] = await server.login(caller);
  });
  afterAll(() => server.close());

  for (const { caller, agency, status } of matrix) {
    it(`answers ${status} to ${caller} on a submission of the ${agency} agency, for every call`, async () => {
      const ori = agency === 'own' ? DEMO_AGENCY.ori : OTHER_ORI;
      const answered: Record<string, number> = {};
      for (const [name, probe] of Object.entries(probes))
        answered[name] = await probe(server, tokens[caller] ?? '', ori);
      expect(answered).toEqual(Object.fromEntries(Object.keys(probes).map((name) => [name, status])));
    });
  }
});
