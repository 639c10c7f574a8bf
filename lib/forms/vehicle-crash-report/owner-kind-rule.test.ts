import { describe, expect, it } from 'vitest';
import { evaluateUiRules, isHidden } from '../report-data/ui-state';
import { vehicleCrashReport } from './index';

const hiddenOf = (owner: Record<string, string>) => {
  const state = evaluateUiRules(vehicleCrashReport.uiRules, {
    Units: [{ UnitInformation: { UNITTYPECDE: '20' } }, { UnitInformation: { UNITTYPECDE: '20' }, Owner: owner }],
  });
  return ['BUSINESSNAMETXT', 'NAMELASTTXT', 'NAMEFIRSTTXT', 'NAMEMINITIALTXT', 'ADDRSTREETTXT'].filter((k) =>
    isHidden(state, `Units.1.Owner.${k}`),
  );
};

describe('an owner is an individual or a business', () => {
  it('an individual shows the person names, not the business name', () => {
    expect(hiddenOf({ OwnerPersonInd: '1' })).toEqual(['BUSINESSNAMETXT']);
  });

  it('a business shows the business name, not the person names; the address stays', () => {
    expect(hiddenOf({ OwnerPersonInd: '0' })).toEqual(['NAMELASTTXT', 'NAMEFIRSTTXT', 'NAMEMINITIALTXT']);
  });

  it('shows everything until the officer says which', () => {
    expect(hiddenOf({})).toEqual([]);
  });
});
