import { describe, expect, it } from 'vitest';
import { evaluateUiRules, isDisabled } from '../report-data/ui-state';
import { vehicleCrashReport } from './index';

const disabledMap = (location: Record<string, unknown>) =>
  isDisabled(evaluateUiRules(vehicleCrashReport.uiRules, { Location: location }), 'Location.MapIt');

describe('Unable to Map', () => {
  it('ticked disables the map; unticked or unset leaves it on', () => {
    expect(disabledMap({ UnableToMap: true })).toBe(true);
    expect(disabledMap({ UnableToMap: false })).toBe(false);
    expect(disabledMap({})).toBe(false);
  });

  it('leaves the typed coordinates editable', () => {
    const state = evaluateUiRules(vehicleCrashReport.uiRules, { Location: { UnableToMap: true } });
    expect(isDisabled(state, 'Location.LatDecimalNmb')).toBe(false);
    expect(isDisabled(state, 'Location.LongDecimalNmb')).toBe(false);
  });
});
