import { describe, expect, it } from 'vitest';
import { codeListSeeds } from '../../codes/seed/all-code-lists';
import { buildCodeLookup } from '../../codes/lookup';
import { entriesOfSeeds } from '../../codes/code-list';
import { setAt } from '../../forms/definition/paths';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import { codeMembershipIssues, type CodeFinder } from './code-membership';
import { completeReport } from './test-reports';

const lookup = buildCodeLookup(entriesOfSeeds(codeListSeeds, '2026-01-01T00:00:00.000Z'));
const find: CodeFinder = (listId, code) => lookup.get(listId, code);
const check = (data: Record<string, unknown>) => codeMembershipIssues(vehicleCrashReport, data, find);

describe('coded answers are codes of their lists', () => {
  it('finds nothing wrong in the complete report', () => {
    expect(check(completeReport())).toEqual([]);
  });

  it('names a code that is not on the list, single or among several', () => {
    let data = setAt(completeReport(), 'Units.0.VehicleInformation.VEHUSECDE', '1');
    data = setAt(data, 'Units.0.VehicleInformation.DAMAGEAREACDE', ['1', '77']);
    expect(check(data)).toEqual([
      { path: 'Units.0.VehicleInformation.VEHUSECDE', message: "Vehicle Use: 1 is not one of the list's codes." },
      {
        path: 'Units.0.VehicleInformation.DAMAGEAREACDE',
        message: "Damaged Areas: 77 is not one of the list's codes.",
      },
    ]);
  });

  it('refuses a city of another county than the one chosen', () => {
    const marion = lookup.children(3, '049')[0]!;
    const ok = setAt(setAt(completeReport(), 'Location.CountyCde', '049'), 'Location.CityCde', marion.code);
    expect(check(ok)).toEqual([]);
    const wrong = setAt(ok, 'Location.CountyCde', '045');
    expect(check(wrong)).toEqual([
      { path: 'Location.CityCde', message: `City/Town: ${marion.code} is not in the county chosen (045).` },
    ]);
  });

  it('leaves free-text citations alone', () => {
    const data = setAt(completeReport(), 'Units.0.NonMotorist', { Citations: [{ ICCDE: 'LOCAL ORDINANCE 12' }] });
    expect(lookup.get(340, 'LOCAL ORDINANCE 12')).toBeUndefined();
    expect(check(data)).toEqual([]);
  });
});
