import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../forms/vehicle-crash-report';
import { completeReport } from '../validation/report-checks/test-reports';
import { draftOnlyRefusal, draftOnlySaveRefusal } from './draft-only';
import { ReportStatus } from './report-status';

describe('parts editable only in a Draft', () => {
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

describe('a save outside a Draft', () => {
  const before = completeReport();
  const redrawn = { ...before, Diagram: { CrashDiagram: null } };
  const renamed = { ...before, Narrative: { NarrativeTxt: 'Unit 1 struck a pole at speed.' } };

  it('may change other fields, but not the diagram', () => {
    expect(draftOnlySaveRefusal(vehicleCrashReport, before, renamed, ReportStatus.Rejected)).toBeNull();
    expect(draftOnlySaveRefusal(vehicleCrashReport, before, redrawn, ReportStatus.Rejected)).toBe(
      'The diagram can only be changed while the report is a Draft; this report is Rejected.',
    );
  });

  it('may change anything in a Draft', () => {
    expect(draftOnlySaveRefusal(vehicleCrashReport, before, redrawn, ReportStatus.Draft)).toBeNull();
  });

  it('sees a diagram key left out as a change (a removed diagram), not as the same', () => {
    const { Diagram: _gone, ...without } = before;
    expect(draftOnlySaveRefusal(vehicleCrashReport, before, without, ReportStatus.Rejected)).not.toBeNull();
  });
});

describe('a diagram given back by the database', () => {
  it('is the same diagram when only its key order differs', () => {
    const before = completeReport();
    const diagram = (before.Diagram as { CrashDiagram: Record<string, unknown> }).CrashDiagram;
    const reordered = Object.fromEntries(Object.entries(diagram).reverse());
    const after = { ...before, Diagram: { CrashDiagram: reordered } };
    expect(draftOnlySaveRefusal(vehicleCrashReport, before, after, ReportStatus.Rejected)).toBeNull();
  });
});
