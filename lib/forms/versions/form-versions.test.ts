import { describe, expect, it } from 'vitest';
import { draftMoveTargets, moveTargetRefusal, newReportVersion, type FormVersionFacts } from './form-versions';

const title = 'Vehicle Crash Report';
const v = (major: number, minor: number, more: Partial<FormVersionFacts> & { id?: number } = {}) => ({
  id: major * 10 + minor,
  title,
  agencyOri: null,
  major,
  minor,
  isPublished: true,
  disabled: false,
  ...more,
});

describe('moveTargetRefusal', () => {
  const from = v(1, 0);
  it('takes a newer, published, enabled version of the same form, state-wide or the agency’s own', () => {
    expect(moveTargetRefusal(from, v(1, 1), 'IN1')).toBe('');
    expect(moveTargetRefusal(from, v(2, 0, { agencyOri: 'IN1' }), 'IN1')).toBe('');
  });
  it('says why it refuses any other', () => {
    expect(moveTargetRefusal(from, v(1, 1, { title: 'Other' }), 'IN1')).toBe(
      'Other 1.1 is another form than Vehicle Crash Report 1.0.',
    );
    expect(moveTargetRefusal(from, v(1, 1, { isPublished: false }), 'IN1')).toBe(
      'Vehicle Crash Report 1.1 is not a published, enabled version.',
    );
    expect(moveTargetRefusal(from, v(1, 1, { disabled: true }), 'IN1')).toMatch(/not a published, enabled/);
    expect(moveTargetRefusal(from, v(1, 1, { agencyOri: 'IN2' }), 'IN1')).toBe(
      "Vehicle Crash Report 1.1 is another agency's version.",
    );
    expect(moveTargetRefusal(v(1, 2), v(1, 1), 'IN1', 'report 9')).toBe(
      'Vehicle Crash Report 1.1 is not newer than Vehicle Crash Report 1.2, the version report 9 is on.',
    );
    expect(moveTargetRefusal(from, from, 'IN1')).toMatch(/not newer/);
  });
});

describe('draftMoveTargets', () => {
  const versions = [
    v(1, 0),
    v(1, 1),
    v(2, 0),
    v(1, 2, { isPublished: false }),
    v(1, 3, { disabled: true }),
    v(1, 4, { agencyOri: 'IN1' }),
    v(1, 5, { agencyOri: 'IN2' }),
    v(3, 0, { title: 'Other' }),
  ];
  const ids = (list: { id: number }[]) => list.map((x) => x.id);

  it('offers an agency administrator the newer versions their agency’s drafts may take, newest first', () => {
    expect(ids(draftMoveTargets(versions, v(1, 0), ['IN1']))).toEqual([20, 14, 11]);
  });
  it('offers a run over every agency only state-wide targets for a state-wide version', () => {
    expect(ids(draftMoveTargets(versions, v(1, 0), null))).toEqual([20, 11]);
  });
  it('lets an agency’s own version move to its own newer one or a state-wide one', () => {
    expect(ids(draftMoveTargets(versions, v(1, 1, { agencyOri: 'IN1' }), null))).toEqual([20, 14]);
  });
  it('offers nothing from the newest version', () => {
    expect(draftMoveTargets(versions, v(2, 0), ['IN1'])).toEqual([]);
  });
});

describe('newReportVersion', () => {
  it('takes the agency’s own newest published, enabled version before the state-wide ones', () => {
    const versions = [v(1, 0), v(1, 1), v(1, 2, { agencyOri: 'IN1' }), v(1, 3, { agencyOri: 'IN1', disabled: true })];
    expect(newReportVersion(versions, title, 'IN1')?.id).toBe(12);
    expect(newReportVersion(versions, title, 'IN2')?.id).toBe(11);
  });
  it('skips drafts, disabled versions and other forms, and answers null when nothing fits', () => {
    const versions = [v(1, 0), v(1, 1, { disabled: true }), v(1, 2, { isPublished: false }), v(9, 0, { title: 'X' })];
    expect(newReportVersion(versions, title, 'IN1')?.id).toBe(10);
    expect(newReportVersion([v(1, 0, { disabled: true })], title, 'IN1')).toBeNull();
  });
});
