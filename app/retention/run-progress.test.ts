import { describe, expect, it } from 'vitest';
import { runProgress, runSummary } from './run-progress';

describe('a retention run’s progress', () => {
  const counts = {
    'IN0490000:purgeAttachments': { done: 0, skipped: 0, total: 0 },
    'IN0490000:archiveDraft': { done: 2, skipped: 1, total: 6 },
    'IN0010000:archiveAccepted': { done: 3, skipped: 0, total: 3 },
  };

  it('lists each agency’s actions in the order the run takes them, with the share handled', () => {
    expect(runProgress({ counts })).toEqual([
      {
        key: 'IN0010000:archiveAccepted',
        agencyOri: 'IN0010000',
        label: 'Archive accepted reports',
        done: 3,
        skipped: 0,
        total: 3,
        percent: 100,
        words: '3 of 3 done, 0 skipped',
      },
      {
        key: 'IN0490000:archiveDraft',
        agencyOri: 'IN0490000',
        label: 'Archive untouched drafts',
        done: 2,
        skipped: 1,
        total: 6,
        percent: 50,
        words: '2 of 6 done, 1 skipped',
      },
      {
        key: 'IN0490000:purgeAttachments',
        agencyOri: 'IN0490000',
        label: 'Purge attachments of archived reports',
        done: 0,
        skipped: 0,
        total: 0,
        percent: 100,
        words: '0 of 0 done, 0 skipped',
      },
    ]);
  });

  it('shows an action it does not know by the server’s name, and never past the whole', () => {
    const [row] = runProgress({ counts: { 'IN0490000:somethingNew': { done: 5, skipped: 1, total: 4 } } });
    expect(row).toMatchObject({ agencyOri: 'IN0490000', label: 'somethingNew', percent: 100 });
  });

  it('sums what the run changed and skipped', () => {
    expect(runSummary({ counts })).toBe('5 reports changed, 1 skipped');
    expect(runSummary({ counts: { 'IN0490000:archiveDraft': { done: 1, skipped: 0, total: 1 } } })).toBe(
      '1 report changed, 0 skipped',
    );
  });
});
