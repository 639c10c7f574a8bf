import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import { completeReport } from '../../validation/report-checks/test-reports';
import { MAX_REVIEW_COMMENT_LENGTH, reviewCommentIssues } from './review-comments';

const data = completeReport();
const check = (path: string, text = 'Please check this.') =>
  reviewCommentIssues(vehicleCrashReport, data, [{ path, text }]);

describe('review comments pinned to the report', () => {
  it.each([
    'CrashDetails.WitnessesInd',
    'Units.0.VehicleInformation.VINTXT',
    'Units.0',
    'Units',
    'Units.0.Driver',
    'Narrative',
  ])('may be pinned to %s', (path) => {
    expect(check(path)).toEqual([]);
  });

  it('refuse a path that is not a field, section or item of the form', () => {
    expect(check('CrashDetails.Nonsense')).toEqual([
      { index: 0, part: 'path', message: '"CrashDetails.Nonsense" is not a field of the Vehicle Crash Report.' },
    ]);
    expect(check('Units.x.VehicleInformation.VINTXT')[0]?.part).toBe('path');
  });

  it('refuse an item the report does not have', () => {
    const units = (data.Units as unknown[]).length;
    expect(check(`Units.${units}.VehicleInformation.VINTXT`)).toEqual([
      { index: 0, part: 'path', message: `This report has no Units.${units}.` },
    ]);
  });

  it('need text, and not too much of it', () => {
    expect(check('Narrative', '  ')).toEqual([
      { index: 0, part: 'text', message: 'Write what should change at Narrative.' },
    ]);
    expect(check('Narrative', 'x'.repeat(MAX_REVIEW_COMMENT_LENGTH + 1))[0]?.message).toBe(
      `A comment can have at most ${MAX_REVIEW_COMMENT_LENGTH} characters; this one has ${MAX_REVIEW_COMMENT_LENGTH + 1}.`,
    );
  });

  it('report each bad comment by its index', () => {
    const issues = reviewCommentIssues(vehicleCrashReport, data, [
      { path: 'Narrative', text: 'ok' },
      { path: 'Nope', text: '' },
    ]);
    expect(issues.map((i) => [i.index, i.part])).toEqual([
      [1, 'path'],
      [1, 'text'],
    ]);
  });
});
