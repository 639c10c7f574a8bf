import { describe, expect, it } from 'vitest';
import { definitionPathOf } from '../definition/paths';
import { fieldRoles } from '../definition/roles';
import { vehicleCrashReport } from '../vehicle-crash-report';
import { fillSection } from './lookup-fill';

describe('filling a section item from a lookup', () => {
  it('reads item paths as definition paths', () => {
    expect(definitionPathOf('Units.0.Passengers.12')).toBe('Units.*.Passengers.*');
    expect(definitionPathOf('Witnesses.3')).toBe('Witnesses.*');
    expect(definitionPathOf('Units.0.Driver')).toBe('Units.*.Driver');
  });

  it('fills the fields of a section item, not those of its sub-sections', () => {
    const lastName = [['person.lastName', 'DOE']] as const;
    expect(fillSection(vehicleCrashReport, 'Units.0.Driver', lastName, 'personSearch').writes).toEqual([
      { path: 'Units.0.Driver.NAMELASTTXT', value: 'DOE', provenance: 'personSearch' },
    ]);
    // The unit item has no field of its own playing the role: its driver's is in a sub-section.
    expect(fillSection(vehicleCrashReport, 'Units.0', lastName, 'personSearch').writes).toEqual([]);
    const everyRole = fieldRoles.map((role) => [role, 'X'] as const);
    const witness = fillSection(vehicleCrashReport, 'Witnesses.2', everyRole, 'personSearch');
    // TYPECDE and LOCATIONTXT, the witness's other fields, play no role a lookup fills.
    expect(witness.writes.map((w) => w.path).sort()).toEqual([
      'Witnesses.2.ADDRESSTXT',
      'Witnesses.2.NAMETXT',
      'Witnesses.2.PHONETEXT',
    ]);
  });

  it('writes fitted values with the provenance, clears the rest, and skips roles the section lacks', () => {
    expect(
      fillSection(
        vehicleCrashReport,
        'Witnesses.0',
        [
          ['person.oneLineName', ' doe, jane '],
          ['person.phone', null],
          ['vehicle.vin', 'x'],
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
