import { describe, expect, it } from 'vitest';
import { areDefaultCosts, crashCostsSchema, trendOf } from './crash-costs';
import { DEFAULT_KABCO_COSTS } from './crash-severity';

describe('the crash costs and trends of the high-crash locations', () => {
  it('takes positive whole dollars up to the bound, and knows the documented defaults', () => {
    expect(crashCostsSchema.parse(DEFAULT_KABCO_COSTS)).toEqual(DEFAULT_KABCO_COSTS);
    expect(areDefaultCosts(DEFAULT_KABCO_COSTS)).toBe(true);
    expect(areDefaultCosts({ ...DEFAULT_KABCO_COSTS, O: 12_000 })).toBe(false);
    const refused = crashCostsSchema.safeParse({ ...DEFAULT_KABCO_COSTS, K: 0, C: 1.25 });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['K', 'The cost is at least $1.'],
      ['C', 'Enter whole dollars.'],
    ]);
  });

  it('says a trend in words and by arrow', () => {
    expect(trendOf(5, 2)).toEqual({ direction: 'up', arrow: '▲', text: 'up from 2' });
    expect(trendOf(1, 3)).toEqual({ direction: 'down', arrow: '▼', text: 'down from 3' });
    expect(trendOf(2, 2)).toEqual({ direction: 'same', arrow: '▶', text: 'same as before (2)' });
  });
});
