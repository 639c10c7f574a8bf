import { describe, expect, it } from 'vitest';
import { noRetention } from '../../lib/retention/retention-rules';
import { draftOfSchedule, periodInWords, scheduleDraftSchema } from './schedule-draft';

const draft = (schedule: Partial<Record<string, string>>) => ({
  schedule: { ...draftOfSchedule(noRetention).schedule, ...schedule },
});

describe('a retention schedule as its form holds it', () => {
  it('writes each period as text, keeping for ever as an empty field, and reads it back', () => {
    const schedule = { ...noRetention, archiveDraftsAfterDays: 30, purgePersonalDataAfterYears: 7 };
    const text = draftOfSchedule(schedule);
    expect(text.schedule).toEqual({
      archiveAcceptedAfterYears: '',
      archiveDraftsAfterDays: '30',
      purgeAttachmentsAfterYears: '',
      purgePersonalDataAfterYears: '7',
    });
    expect(scheduleDraftSchema.parse(text)).toEqual({ schedule });
  });

  it('takes spaces around a number, and an empty or blank field as keeping for ever', () => {
    expect(
      scheduleDraftSchema.parse(draft({ archiveAcceptedAfterYears: ' 2 ', archiveDraftsAfterDays: '  ' })),
    ).toEqual({ schedule: { ...noRetention, archiveAcceptedAfterYears: 2 } });
  });

  it('puts the lib’s messages on the fields they are about', () => {
    const issues = (d: ReturnType<typeof draft>) =>
      scheduleDraftSchema.safeParse(d).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues(draft({ archiveAcceptedAfterYears: 'two' }))).toEqual([
      ['schedule.archiveAcceptedAfterYears', 'Accepted reports: a whole number of years, or none.'],
    ]);
    expect(issues(draft({ archiveDraftsAfterDays: '1.5' }))).toEqual([
      ['schedule.archiveDraftsAfterDays', 'Drafts: a whole number of days.'],
    ]);
    expect(issues(draft({ purgeAttachmentsAfterYears: '5', purgePersonalDataAfterYears: '3' }))).toEqual([
      [
        'schedule.purgeAttachmentsAfterYears',
        'Attachments hold personal data too: purge them no later than the personal data.',
      ],
    ]);
  });

  it('says each period in words for a reader who may not change it', () => {
    const schedule = { ...noRetention, archiveAcceptedAfterYears: 1, archiveDraftsAfterDays: 30 };
    expect(periodInWords(schedule, 'archiveAcceptedAfterYears')).toBe('Archive accepted reports: after 1 year');
    expect(periodInWords(schedule, 'archiveDraftsAfterDays')).toBe('Archive untouched drafts: after 30 days');
    expect(periodInWords(schedule, 'purgeAttachmentsAfterYears')).toBe(
      'Purge attachments of archived reports: never (kept for ever)',
    );
  });
});
