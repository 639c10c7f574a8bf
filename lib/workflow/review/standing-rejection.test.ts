import { describe, expect, it } from 'vitest';
import { standingRejection, type RecordedMove } from './standing-rejection';

const move = (action: string, note: string | null = null, at = '2026-11-25T10:00:00Z'): RecordedMove => ({
  action,
  note,
  user: { id: 2, name: 'Sam Supervisor' },
  at,
});

describe('the rejection the author is still answering', () => {
  it('is the newest reject, also once editing has made the report a Draft again', () => {
    const moves = [
      move('sendTo'),
      move('assignToMe'),
      move('reject', 'Wrong county.', '2026-11-24T10:00:00Z'),
      move('sendTo'),
      move('assignToMe'),
      move('reject', 'Fix the time.', '2026-11-25T10:00:00Z'),
      move('edit'),
    ];
    expect(standingRejection(moves)?.note).toBe('Fix the time.');
  });

  it('is none once the report has been sent again, or was never rejected', () => {
    expect(standingRejection([move('sendTo'), move('assignToMe'), move('reject', 'No.'), move('sendTo')])).toBeNull();
    expect(standingRejection([move('sendTo'), move('assignToMe'), move('approve')])).toBeNull();
    expect(standingRejection([])).toBeNull();
  });
});
