import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from './index';
import { definitionPathOf, fillSection, sectionFieldKeys } from './lookup-fill';

describe('filling a section item from a lookup', () => {
  it('reads item paths as definition paths', () => {
    expect(definitionPathOf('Units.0.Passengers.12')).toBe('Units.*.Passengers.*');
    expect(definitionPathOf('Witnesses.3')).toBe('Witnesses.*');
    expect(definitionPathOf('Units.0.Driver')).toBe('Units.*.Driver');
  });

  it('knows the fields of a section item, not those of its sub-sections', () => {
    const nonMotorist = sectionFieldKeys(vehicleCrashReport, 'Units.0.NonMotorist');
    expect(nonMotorist.has('ACTIONCDE')).toBe(true);
    expect(nonMotorist.has('ICCDE')).toBe(false);
    expect(sectionFieldKeys(vehicleCrashReport, 'Witnesses.2')).toEqual(
      new Set(['TYPECDE', 'NAMETXT', 'ADDRESSTXT', 'PHONETEXT', 'LOCATIONTXT']),
    );
  });

  it('writes fitted values with the provenance, clears the rest, and skips keys the section lacks', () => {
    expect(
      fillSection(
        vehicleCrashReport,
        'Witnesses.0',
        [
          ['NAMETXT', ' doe, jane '],
          ['PHONETEXT', null],
          ['NOSUCHFIELD', 'x'],
        ],
        'personSearch',
      ),
    ).toEqual({
      writes: [
        { path: 'Witnesses.0.NAMETXT', value: 'DOE, JANE', provenance: 'personSearch' },
        { path: 'Witnesses.0.PHONETEXT', value: '' },
      ],
      notes: [],
    });
  });
});
