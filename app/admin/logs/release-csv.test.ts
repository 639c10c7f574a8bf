import { describe, expect, it } from 'vitest';
import type { ReleaseRow } from '../../../lib/releases/release-log-schemas';
import { fetchEveryRelease, releasesCsv, releasesCsvName, RELEASE_EXPORT_MAX, type ReleasePage } from './release-csv';

const release = (id: number, over: Partial<ReleaseRow> = {}): ReleaseRow => ({
  id: String(id),
  reportId: 17,
  caseNumber: 'A1',
  agencyOri: 'IN0490000',
  copy: 'full',
  delivery: 'print',
  emailTo: null,
  requester: { name: 'Acme Insurance', kind: 'insurer' },
  agencyUse: false,
  permissibleUse: 'b6',
  proof: 'Claim letter 77-1',
  givenBy: { id: 5, name: 'Cora Clerk' },
  givenAt: '2026-11-30T14:05:00.000Z',
  fileName: 'crash-report-17-A1-full.pdf',
  ...over,
});

/** A log of `total` copies served newest first in pages, as Release/List does; the pages asked for are kept. */
function log(total: number) {
  const asked: { before: string | undefined; limit: number }[] = [];
  const readPage = (before: string | undefined, limit: number): Promise<ReleasePage> => {
    asked.push({ before, limit });
    const top = before === undefined ? total : Number(before) - 1;
    const ids = Array.from({ length: Math.max(0, Math.min(limit, top)) }, (_, i) => top - i);
    const last = ids.at(-1);
    return Promise.resolve({
      releases: ids.map((id) => release(id)),
      nextBeforeId: last !== undefined && last > 1 ? String(last) : null,
    });
  };
  return { asked, readPage };
}

describe('the CSV of the copies given', () => {
  it('fetches every page of the filter, 100 at a time, telling how many so far', async () => {
    const { asked, readPage } = log(250);
    const progress: number[] = [];
    const got = await fetchEveryRelease(readPage, {
      signal: new AbortController().signal,
      onProgress: (n) => progress.push(n),
    });
    expect(got.complete).toBe(true);
    expect(got.releases.map((r) => r.id)).toEqual(Array.from({ length: 250 }, (_, i) => String(250 - i)));
    expect(asked).toEqual([
      { before: undefined, limit: 100 },
      { before: '151', limit: 100 },
      { before: '51', limit: 100 },
    ]);
    expect(progress).toEqual([100, 200, 250]);
  });

  it(`stops at ${RELEASE_EXPORT_MAX} copies and says more matched`, async () => {
    const { asked, readPage } = log(RELEASE_EXPORT_MAX + 30);
    const got = await fetchEveryRelease(readPage, { signal: new AbortController().signal, onProgress: () => {} });
    expect(got.releases).toHaveLength(RELEASE_EXPORT_MAX);
    expect(got.complete).toBe(false);
    expect(asked).toHaveLength(RELEASE_EXPORT_MAX / 100);
  });

  it('stops when cancelled, taking no page answered after the cancel', async () => {
    const { asked, readPage } = log(1000);
    const cancel = new AbortController();
    const fetching = fetchEveryRelease(
      async (before, limit) => {
        const page = await readPage(before, limit);
        if (asked.length === 2) cancel.abort();
        return page;
      },
      { signal: cancel.signal, onProgress: () => {} },
    );
    await expect(fetching).rejects.toThrow();
    expect(asked).toHaveLength(2);
  });

  it('writes one row a copy in the screen’s words, quoted where needed, formulas as text', async () => {
    const csv = await releasesCsv([
      release(2, {
        copy: 'public',
        delivery: 'email',
        emailTo: 'news@star.example',
        requester: { name: '=HYPERLINK("http://evil.example","Open")', kind: 'media' },
        permissibleUse: null,
        proof: '+1 see note, "urgent"',
      }),
      release(1, {
        agencyUse: true,
        requester: { name: 'Metro Police', kind: 'lawEnforcement' },
        permissibleUse: 'b1',
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Given at,Report,Case number,Agency,Copy,Delivery,Requester,Kind,Permissible use,Proof,Given by,File',
      '2026-11-30T14:05:00.000Z,17,A1,IN0490000,Public copy,E-mailed to news@star.example,' +
        '"\'=HYPERLINK(""http://evil.example"",""Open"")",Media,None (public copy),' +
        '"\'+1 see note, ""urgent""",Cora Clerk,crash-report-17-A1-full.pdf',
      '2026-11-30T14:05:00.000Z,17,A1,IN0490000,Full copy,Printed,Metro Police,The agency’s own work,' +
        '(b)(1) Government agency or court carrying out its functions,Claim letter 77-1,Cora Clerk,crash-report-17-A1-full.pdf',
      '',
    ]);
    expect(releasesCsvName('2026-11-30')).toBe('copies-given-2026-11-30.csv');
  });
});
