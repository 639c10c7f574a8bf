import { describe, expect, it } from 'vitest';
import { effectsOfChange, evaluateUiRules, isDisabled, isHidden } from '../report-data/ui-state';
import { vehicleCrashReport } from './index';
import { PHOTOS_TAKEN_LOCAL_CODE } from './ui-rules';

const rules = vehicleCrashReport.uiRules;
const state = (data: Record<string, unknown>) => evaluateUiRules(rules, data);
const unit = (info: Record<string, string>) => ({ Units: [{ UnitInformation: info }] });

describe('the form UI rules', () => {
  it('SecondaryCrashInd=1 disables SecondaryFromCde; =0 enables it', () => {
    expect(isDisabled(state({ CrashDetails: { SecondaryCrashInd: '1' } }), 'CrashDetails.SecondaryFromCde')).toBe(true);
    expect(isDisabled(state({ CrashDetails: { SecondaryCrashInd: '0' } }), 'CrashDetails.SecondaryFromCde')).toBe(
      false,
    );
  });

  it('ConstructionInd=1 disables ConstructTypeCde; =0 enables it', () => {
    expect(isDisabled(state({ CrashDetails: { ConstructionInd: '1' } }), 'CrashDetails.ConstructTypeCde')).toBe(true);
    expect(isDisabled(state({ CrashDetails: { ConstructionInd: '0' } }), 'CrashDetails.ConstructTypeCde')).toBe(false);
  });

  it('WitnessesInd=1 hides the Witnesses section and its fields; =0 shows them', () => {
    expect(isHidden(state({ CrashDetails: { WitnessesInd: '1' } }), 'Witnesses.0.NAMETXT')).toBe(true);
    expect(isHidden(state({ CrashDetails: { WitnessesInd: '0' } }), 'Witnesses')).toBe(false);
  });

  it('InvestCompleteInd=1 disables LocalCodeTxt', () => {
    expect(
      isDisabled(state({ GeneralInformation: { InvestCompleteInd: '1' } }), 'GeneralInformation.LocalCodeTxt'),
    ).toBe(true);
    expect(
      isDisabled(state({ GeneralInformation: { InvestCompleteInd: '0' } }), 'GeneralInformation.LocalCodeTxt'),
    ).toBe(false);
  });

  it('PhotosTakenInd=1 sets LocalCodeTxt to the fixed sample value; =0 clears it', () => {
    const taken = effectsOfChange(
      rules,
      { GeneralInformation: { PhotosTakenInd: '1' } },
      'GeneralInformation.PhotosTakenInd',
    );
    expect(taken).toEqual([{ path: 'GeneralInformation.LocalCodeTxt', value: PHOTOS_TAKEN_LOCAL_CODE }]);
    const none = effectsOfChange(
      rules,
      { GeneralInformation: { PhotosTakenInd: '0' } },
      'GeneralInformation.PhotosTakenInd',
    );
    expect(none).toEqual([{ path: 'GeneralInformation.LocalCodeTxt', value: '' }]);
  });

  it('COMMVEHIND=1 hides that unit\u2019s CMV information; =0 shows it', () => {
    expect(isHidden(state(unit({ UNITTYPECDE: '20', COMMVEHIND: '1' })), 'Units.0.CMVInformation.USDOTNBRTXT')).toBe(
      true,
    );
    expect(isHidden(state(unit({ UNITTYPECDE: '20', COMMVEHIND: '0' })), 'Units.0.CMVInformation')).toBe(false);
  });

  it('TRAILERIND=1 hides trailer information; =0 shows it', () => {
    expect(isHidden(state(unit({ UNITTYPECDE: '20', TRAILERIND: '1' })), 'Units.0.TrailerInformation')).toBe(true);
    expect(isHidden(state(unit({ UNITTYPECDE: '20', TRAILERIND: '0' })), 'Units.0.TrailerInformation')).toBe(false);
  });

  it.each(['20', '21', '23'])('unit type %s shows the vehicle section and hides non-motorist', (type) => {
    const s = state(unit({ UNITTYPECDE: type }));
    expect(isHidden(s, 'Units.0.VehicleInformation')).toBe(false);
    expect(isHidden(s, 'Units.0.NonMotorist')).toBe(true);
  });

  it.each(['30', '31', '22', '99'])('unit type %s shows non-motorist and hides the vehicle sections', (type) => {
    const s = state(unit({ UNITTYPECDE: type, COMMVEHIND: '0', TRAILERIND: '0' }));
    expect(isHidden(s, 'Units.0.NonMotorist')).toBe(false);
    for (const section of ['VehicleInformation', 'CMVInformation', 'TrailerInformation', 'Owner', 'Passengers']) {
      expect(isHidden(s, `Units.0.${section}`)).toBe(true);
    }
  });

  it('applies unit rules to each unit separately', () => {
    const s = state({
      Units: [
        { UnitInformation: { UNITTYPECDE: '20', COMMVEHIND: '1' } },
        { UnitInformation: { UNITTYPECDE: '20', COMMVEHIND: '0' } },
      ],
    });
    expect(isHidden(s, 'Units.0.CMVInformation')).toBe(true);
    expect(isHidden(s, 'Units.1.CMVInformation')).toBe(false);
  });

  it('codes the five hiding indicators No=1, Yes=0 so the rules read as a user expects', () => {
    const options = (path: string) =>
      [vehicleCrashReport.sections.find((s) => s.key === path.split('.')[0])]
        .flatMap((s) => [s, ...(s?.sections ?? [])])
        .flatMap((s) => s?.fields ?? [])
        .find((f) => f.key === path.split('.').at(-1))?.options;
    expect(options('CrashDetails.WitnessesInd')).toEqual([
      { value: '0', label: 'Yes' },
      { value: '1', label: 'No' },
    ]);
    expect(options('GeneralInformation.InvestCompleteInd')).toEqual([
      { value: '1', label: 'Yes' },
      { value: '0', label: 'No' },
    ]);
  });
});
