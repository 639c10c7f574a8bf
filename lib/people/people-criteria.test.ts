import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  criteriaText,
  matchesOf,
  peopleCriteriaOf,
  peopleFindRequestSchema,
  REASON_MESSAGE,
  type FoundParty,
} from './people-criteria';

const reason = 'Case 2026-0042';
const issuesOf = (request: Record<string, unknown>) => {
  const parsed = peopleFindRequestSchema.safeParse(request);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the people and vehicles search request', () => {
  it('needs the value its kind searches by, said at that field', () => {
    expect(issuesOf({ by: 'licence', licenceNumber: ' - ', reason })).toEqual([
      ['licenceNumber', 'Enter the licence number to find.'],
    ]);
    expect(issuesOf({ by: 'name', lastName: 'W', reason })).toEqual([
      ['lastName', 'Enter the last name, at least its first 2 letters.'],
    ]);
    expect(issuesOf({ by: 'plate', plate: '', reason })).toEqual([['plate', 'Enter the plate to find.']]);
    expect(issuesOf({ by: 'vin', reason })).toEqual([['vin', 'Enter the VIN to find.']]);
    expect(issuesOf({ by: 'name', lastName: 'Walker', birthDate: '1985-02-30', reason })).toEqual([
      ['birthDate', 'Give the date of birth as a real date (yyyy-mm-dd).'],
    ]);
  });

  it('needs a reason of 5 to 200 characters', () => {
    expect(issuesOf({ by: 'licence', licenceNumber: 'A1', reason: ' why ' })).toEqual([['reason', REASON_MESSAGE]]);
    expect(issuesOf({ by: 'licence', licenceNumber: 'A1', reason: 'x'.repeat(201) })).toEqual([
      ['reason', REASON_MESSAGE],
    ]);
    expect(issuesOf({ by: 'licence', licenceNumber: '', reason: '' }).map(([path]) => path)).toEqual([
      'reason',
      'licenceNumber',
    ]);
  });

  it('compares only what its kind searches by, normalised as the index keeps it', () => {
    const parse = (r: Record<string, unknown>) => peopleCriteriaOf(z.parse(peopleFindRequestSchema, { reason, ...r }));
    expect(parse({ by: 'licence', licenceNumber: '1234-56 7890', lastName: 'x' })).toEqual({
      by: 'licence',
      licenceNumber: '1234567890',
    });
    expect(parse({ by: 'name', lastName: ' van  der ', firstName: '', birthDate: '' })).toEqual({
      by: 'name',
      lastName: 'VAN DER',
      firstName: null,
      birthDate: null,
    });
    expect(parse({ by: 'plate', plate: 'abc 123', plateState: 'in' })).toEqual({
      by: 'plate',
      plate: 'ABC123',
      plateState: 'IN',
    });
    expect(parse({ by: 'vin', vin: '1ftmw1t88mfa00001' })).toEqual({ by: 'vin', vin: '1FTMW1T88MFA00001' });
  });
});

describe('the matches of a search', () => {
  const who = {
    kind: 'person' as const,
    lastName: 'WALKER',
    firstName: 'JAMIE',
    birthDate: '1985-04-09',
    licenceNumber: '1234567890',
    licenceState: 'IN',
    plate: null,
    plateState: null,
    vin: null,
  };
  const crash = (reportId: number) => ({
    reportId,
    caseNumber: `C${reportId}`,
    crashDate: null,
    agencyOri: 'IN0490000',
    agencyName: null,
    role: 'driver' as const,
    unit: 1,
    status: 0,
  });

  it('puts the rows of one person together, in the order found, and another person apart', () => {
    const rows: FoundParty[] = [
      { ...who, ...crash(2) },
      { ...who, firstName: 'JAMES', ...crash(3) },
      { ...who, ...crash(1) },
    ];
    const matches = matchesOf(rows);
    expect(matches.map((m) => [m.firstName, m.crashes.map((c) => c.reportId)])).toEqual([
      ['JAMIE', [2, 1]],
      ['JAMES', [3]],
    ]);
  });
});

describe('the criteria in words (the access log)', () => {
  it('says what each kind of search looked for', () => {
    expect(criteriaText({ by: 'name', lastName: 'WALK', firstName: 'JAM', birthDate: '1985-04-09' })).toBe(
      'Name WALK, JAM, born 1985-04-09',
    );
    expect(criteriaText({ by: 'name', lastName: 'WALK' })).toBe('Name WALK');
    expect(criteriaText({ by: 'licence', licenceNumber: '1234567890' })).toBe('Licence number 1234567890');
    expect(criteriaText({ by: 'plate', plate: 'ABC123', plateState: 'IN' })).toBe('Plate ABC123 (IN)');
    expect(criteriaText({ by: 'vin', vin: '1FTMW1T88MFA00001' })).toBe('VIN 1FTMW1T88MFA00001');
  });
});
