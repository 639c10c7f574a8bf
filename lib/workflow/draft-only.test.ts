import { describe, expect, it } from 'vitest';
import { draftOnlyRefusal } from './draft-only';
import { ReportStatus } from './report-status';

describe('parts editable only in a Draft (SPEC §4)', () => {
  it('allows a Draft', () => {
    expect(draftOnlyRefusal('Attachments', ReportStatus.Draft)).toBeNull();
  });

  it('names the status of any other report', () => {
    expect(draftOnlyRefusal('Attachments', ReportStatus.PendingReview)).toBe(
      'Attachments can only be changed while the report is a Draft; this report is Pending Review.',
    );
    expect(draftOnlyRefusal('The diagram', ReportStatus.Rejected)).toBe(
      'The diagram can only be changed while the report is a Draft; this report is Rejected.',
    );
    expect(draftOnlyRefusal('Attachments', 42)).toBe(
      'Attachments can only be changed while the report is a Draft; this report is Unknown (42).',
    );
  });
});
