import { describe, expect, it } from 'vitest';
import type { Carrier } from '../../api/schemas/lookup-schemas';
import type { FormDefinition } from '../definition/definition-schema';
import { vehicleCrashReport } from '../vehicle-crash-report';
import { usdotWrites } from './usdot-writes';

const greyhound: Carrier = {
  number: '0000044110',
  dotNumber: 44110,
  legalName: 'Greyhound Lines Inc',
  dbaName: 'BOLT BUS',
  address: '9773 HARRY HINES BLVD',
  city: 'DALLAS',
  state: 'TX',
  zipCode: '75220',
};

describe('filling CMV Information from a USDOT lookup', () => {
  it('writes number, city, street, zip, state and carrier name of the same unit, upper-cased, as usdot', () => {
    expect(usdotWrites(vehicleCrashReport, 'Units.1.CMVInformation', greyhound)).toEqual({
      writes: [
        { path: 'Units.1.CMVInformation.USDOTNBRTXT', value: '0000044110', provenance: 'usdot' },
        { path: 'Units.1.CMVInformation.CARRIERCITYTXT', value: 'DALLAS', provenance: 'usdot' },
        { path: 'Units.1.CMVInformation.CARRIERSTREETTXT', value: '9773 HARRY HINES BLVD', provenance: 'usdot' },
        { path: 'Units.1.CMVInformation.CARRIERZIPTXT', value: '75220', provenance: 'usdot' },
        { path: 'Units.1.CMVInformation.CARRIERSTATECDE', value: 'TX', provenance: 'usdot' },
        { path: 'Units.1.CMVInformation.CARRIERNAMETXT', value: 'GREYHOUND LINES INC', provenance: 'usdot' },
      ],
      notes: [],
    });
  });

  it('clears what the carrier has no value for, so no part of an earlier carrier stays', () => {
    const { writes, notes } = usdotWrites(vehicleCrashReport, 'Units.0.CMVInformation', {
      ...greyhound,
      address: null,
      zipCode: '  ',
      state: 'ZZ',
    });
    const byKey = Object.fromEntries(writes.map((w) => [w.path.split('.').pop(), w]));
    expect(byKey.CARRIERSTREETTXT).toEqual({ path: 'Units.0.CMVInformation.CARRIERSTREETTXT', value: '' });
    expect(byKey.CARRIERZIPTXT).toEqual({ path: 'Units.0.CMVInformation.CARRIERZIPTXT', value: '' });
    expect(byKey.CARRIERSTATECDE).toEqual({ path: 'Units.0.CMVInformation.CARRIERSTATECDE', value: '' });
    expect(notes).toEqual(['Carrier State: "ZZ" is not a code of its list; not filled.']);
  });

  it('cuts names and streets to the lengths the definition gives', () => {
    const long = usdotWrites(vehicleCrashReport, 'Units.0.CMVInformation', {
      ...greyhound,
      legalName: `${'A'.repeat(50)} TRANSPORTATION`,
      address: `${'1'.repeat(45)}`,
    });
    const byKey = Object.fromEntries(long.writes.map((w) => [w.path.split('.').pop(), w.value]));
    expect(byKey.CARRIERNAMETXT).toBe(`${'A'.repeat(50)} TRAN`);
    expect(byKey.CARRIERSTREETTXT).toBe('1'.repeat(40));
    expect(long.notes).toHaveLength(2);

    // A definition with a shorter carrier name is obeyed: limits are read, not written here.
    const narrow = structuredClone(vehicleCrashReport) as FormDefinition;
    const cmv = narrow.sections.find((s) => s.key === 'Units')?.sections?.find((s) => s.key === 'CMVInformation');
    const name = cmv?.fields.find((f) => f.key === 'CARRIERNAMETXT');
    if (name) name.maxLength = 9;
    const cut = usdotWrites(narrow, 'Units.0.CMVInformation', greyhound);
    expect(cut.writes.find((w) => w.path.endsWith('CARRIERNAMETXT'))?.value).toBe('GREYHOUND');
  });

  it('writes nothing a definition without the carrier fields lacks', () => {
    const bare = structuredClone(vehicleCrashReport) as FormDefinition;
    const cmv = bare.sections.find((s) => s.key === 'Units')?.sections?.find((s) => s.key === 'CMVInformation');
    if (cmv) cmv.fields = cmv.fields.filter((f) => f.key !== 'CARRIERZIPTXT');
    const { writes } = usdotWrites(bare, 'Units.0.CMVInformation', greyhound);
    expect(writes.map((w) => w.path)).not.toContain('Units.0.CMVInformation.CARRIERZIPTXT');
    expect(writes).toHaveLength(5);
  });
});
