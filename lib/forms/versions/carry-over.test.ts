import { describe, expect, it } from 'vitest';
import { definitionProblems } from '../../validation/form-model/definition-checks';
import { carryOver, type CodeExists } from './carry-over';
import type { FormDefinition } from '../definition/definition-schema';
import { renameKey } from '../designer/definition-edits';
import { vehicleCrashReport } from '../vehicle-crash-report';

/**
 * Vehicle Crash Report 1.1 as the issue describes it: a required local field added, one removed
 * (the ramp), one renamed (the make), and the units renamed too; Color's list no longer has '99'.
 */
function version11(): FormDefinition {
  const renamed = renameKey(
    renameKey(vehicleCrashReport, 'Units.*.VehicleInformation.VEHMAKETXT', 'MAKE'),
    'Units',
    'Vehicles',
  );
  const general = renamed.sections.find((s) => s.key === 'GeneralInformation')!;
  general.fields.push({ key: 'LOCALFIELD', label: 'Local Field', type: 'text', upperCase: true, maxLength: 5 });
  const location = renamed.sections.find((s) => s.key === 'Location')!;
  location.fields = location.fields.filter((f) => f.key !== 'RdwyRampTxt');
  const investigated = general.fields.find((f) => f.key === 'InvestOtherLocTxt')!;
  investigated.options = [{ value: '1', label: 'At Scene Only' }];
  return renamed;
}

const lists: CodeExists = (listId, code) => !(code === '99' || code === 'ZZ');

const draft = () => ({
  GeneralInformation: { CollDte: '01/02/2026', InvestOtherLocTxt: '0', LocalCodeTxt: 'A-1' },
  Location: { RdwyNameTxt: 'MERIDIAN', RdwyRampTxt: 'B' },
  Units: [
    {
      $id: 'u1',
      UnitInformation: { UNITTYPECDE: '20' },
      VehicleInformation: { VEHMAKETXT: 'HONDA', VEHCOLORTXT: '99', DAMAGEAREACDE: ['01', 'ZZ', '03'] },
      Passengers: [{ $id: 'p1', NAMELASTTXT: 'ROE' }],
    },
  ],
});

describe('carryOver', () => {
  it('moves every value to the field that took it over: same key, former key or role; items keep their ids', () => {
    const before = draft();
    const { data, moved } = carryOver(vehicleCrashReport, version11(), before, lists);
    expect(moved).toMatchObject({
      'Units.0.VehicleInformation.VEHMAKETXT': 'Vehicles.0.VehicleInformation.MAKE',
      'Units.0.Passengers.0.NAMELASTTXT': 'Vehicles.0.Passengers.0.NAMELASTTXT',
      'GeneralInformation.CollDte': 'GeneralInformation.CollDte',
    });
    expect(moved).not.toHaveProperty(['Location.RdwyRampTxt']);
    expect(data).toEqual({
      GeneralInformation: { CollDte: '01/02/2026', LocalCodeTxt: 'A-1' },
      Location: { RdwyNameTxt: 'MERIDIAN' },
      Vehicles: [
        {
          $id: 'u1',
          UnitInformation: { UNITTYPECDE: '20' },
          VehicleInformation: { MAKE: 'HONDA', DAMAGEAREACDE: ['01', '03'] },
          Passengers: [{ $id: 'p1', NAMELASTTXT: 'ROE' }],
        },
      ],
    });
    expect(before).toEqual(draft());
  });

  it('lists what has no place in the newer version, with where it was and why, never dropping it', () => {
    const { notCarriedOver } = carryOver(vehicleCrashReport, version11(), draft(), lists);
    expect(notCarriedOver).toEqual([
      {
        path: 'GeneralInformation.InvestOtherLocTxt',
        label: 'General Information · Investigated',
        value: '0',
        reason: 'code',
      },
      { path: 'Location.RdwyRampTxt', label: 'Location · Ramp', value: 'B', reason: 'removed' },
      {
        path: 'Units.0.VehicleInformation.VEHCOLORTXT',
        label: 'Unit Summary · Unit 1 · Vehicle Information · Color',
        value: '99',
        reason: 'code',
      },
      {
        path: 'Units.0.VehicleInformation.DAMAGEAREACDE',
        label: 'Unit Summary · Unit 1 · Vehicle Information · Damaged Areas',
        value: ['ZZ'],
        reason: 'code',
      },
    ]);
  });

  it('lists a whole section the newer version dropped (not its items’ ids), and a value the field no longer takes', () => {
    const shorter = structuredClone(vehicleCrashReport);
    shorter.sections = shorter.sections.filter((s) => s.key !== 'Witnesses');
    const general = shorter.sections.find((s) => s.key === 'GeneralInformation')!;
    general.fields = general.fields.map((f) => (f.key === 'LocalCodeTxt' ? { ...f, maxLength: 2 } : f));
    const { data, notCarriedOver } = carryOver(
      vehicleCrashReport,
      shorter,
      { GeneralInformation: { LocalCodeTxt: 'A-123' }, Witnesses: [{ $id: 'w1', NAMETXT: 'DOE, JANE', TYPECDE: 'W' }] },
      lists,
    );
    expect(data).toEqual({ GeneralInformation: {} });
    expect(notCarriedOver).toEqual([
      {
        path: 'GeneralInformation.LocalCodeTxt',
        label: 'General Information · Local Code',
        value: 'A-123',
        reason: 'invalid',
      },
      {
        path: 'Witnesses.0.NAMETXT',
        label: 'Witnesses · Witness 1 · Name',
        value: 'DOE, JANE',
        reason: 'removed',
        personal: true,
      },
      { path: 'Witnesses.0.TYPECDE', label: 'Witnesses · Witness 1 · Type', value: 'W', reason: 'removed' },
    ]);
  });

  it('records the old key on a rename, and refuses a former key that is another field’s key', () => {
    const renamed = renameKey(vehicleCrashReport, 'Location.RdwyNameTxt', 'STREET');
    const street = renamed.sections.find((s) => s.key === 'Location')!.fields.find((f) => f.key === 'STREET')!;
    expect(street.formerKeys).toEqual(['RdwyNameTxt']);
    const back = renameKey(renamed, 'Location.STREET', 'RdwyNameTxt');
    expect(
      back.sections.find((s) => s.key === 'Location')!.fields.find((f) => f.key === 'RdwyNameTxt')?.formerKeys,
    ).toEqual(['STREET']);
    const clash = structuredClone(renamed);
    clash.sections
      .find((s) => s.key === 'Location')!
      .fields.push({ key: 'RdwyNameTxt', label: 'Old Street', type: 'text' });
    expect(definitionProblems(clash, null).map((p) => p.message)).toContain(
      'Roadway Name: its former key RdwyNameTxt is the key of another part of section Location.',
    );
  });
});
