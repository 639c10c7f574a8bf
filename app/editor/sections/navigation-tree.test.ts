import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import type { ValidationIssue } from '../../../lib/validation/report-checks/issue';
import { navigationTree, sectionToOpen, unitOf, unitsKeyOf, UNITS_EXPANDED_UP_TO } from './navigation-tree';

const ui = { hidden: new Set<string>(), disabled: new Set<string>() };
const error = (path: string): ValidationIssue => ({ path, severity: 'error', message: 'x' });
const warning = (path: string): ValidationIssue => ({ path, severity: 'warning', message: 'x' });
const units = (tree: ReturnType<typeof navigationTree>) => tree.find((n) => n.path === 'Units')!.children;

describe('the navigation tree', () => {
  it('counts the errors and warnings inside each node, and only inside it', () => {
    const issues = [
      error('Units.0.Driver.NAMELASTTXT'),
      error('Units.0.Driver.BIRTHDTE'),
      warning('Units.1.VehicleInformation.VINTXT'),
      error('Units.10.Driver.NAMELASTTXT'),
      error('CrashDetails.WitnessesInd'),
    ];
    const tree = navigationTree(vehicleCrashReport, 11, ui, issues, 0);
    expect(tree.find((n) => n.path === 'Units')).toMatchObject({ errors: 3, warnings: 1 });
    expect(tree.find((n) => n.path === 'CrashDetails')).toMatchObject({ errors: 1, warnings: 0 });
    const [first, second] = units(tree);
    expect(first).toMatchObject({ path: 'Units.0', errors: 2, warnings: 0 });
    expect(first!.children.find((c) => c.path === 'Units.0.Driver')).toMatchObject({ errors: 2 });
    // Units.1 is not Units.10's prefix.
    expect(second).toMatchObject({ path: 'Units.1', errors: 0, warnings: 1 });
    expect(units(tree)[10]).toMatchObject({ errors: 1 });
  });

  it(`lists every unit's sections up to ${UNITS_EXPANDED_UP_TO} units, above that only the open unit's`, () => {
    const small = units(navigationTree(vehicleCrashReport, UNITS_EXPANDED_UP_TO, ui, [], null));
    expect(small.every((u) => u.children.some((c) => c.label === 'Driver'))).toBe(true);

    const large = units(navigationTree(vehicleCrashReport, 30, ui, [], 4));
    expect(large).toHaveLength(30);
    expect(large.filter((u) => u.children.length > 0).map((u) => u.path)).toEqual(['Units.4']);
    expect(units(navigationTree(vehicleCrashReport, 30, ui, [], null)).every((u) => u.children.length === 0)).toBe(
      true,
    );
  });

  it('leaves out the sections the UI rules hide, at the top and in a unit', () => {
    const hidden = { hidden: new Set(['Witnesses', 'Units.0.Owner']), disabled: new Set<string>() };
    const tree = navigationTree(vehicleCrashReport, 1, hidden, [], 0);
    expect(tree.map((n) => n.path)).not.toContain('Witnesses');
    expect(navigationTree(vehicleCrashReport, 1, ui, [], 0).map((n) => n.path)).toContain('Witnesses');
    expect(units(tree)[0]!.children.map((c) => c.label)).not.toContain('Owner');
  });

  it('reads the unit of a section path', () => {
    const unitsKey = unitsKeyOf(vehicleCrashReport);
    expect(unitsKey).toBe('Units');
    expect(unitOf('Units.4.Driver', unitsKey)).toBe(4);
    expect(unitOf('Units.12', unitsKey)).toBe(12);
    expect(unitOf('Units', unitsKey)).toBeNull();
    expect(unitOf('Units.4x', unitsKey)).toBeNull();
    expect(unitOf('Witnesses.0', unitsKey)).toBeNull();
    expect(unitOf('Units.4.Driver', null)).toBeNull();
    expect(unitsKeyOf(null)).toBeNull();
  });
});

describe('sectionToOpen', () => {
  it('opens the section holding a message’s field: a root, a unit’s section even when the tree leaves it out, or nothing', () => {
    const tree = navigationTree(vehicleCrashReport, 6, ui, [], 0);
    expect(sectionToOpen(tree, 'CrashDetails.WitnessesInd', 'Units')).toBe('CrashDetails');
    expect(sectionToOpen(tree, 'Witnesses.1.NAMETXT', 'Units')).toBe('Witnesses');
    expect(sectionToOpen(tree, 'Units.0.Driver.NAMELASTTXT', 'Units')).toBe('Units.0.Driver');
    // Unit 6 is listed without its sections (more units than are expanded): the path names it.
    expect(units(tree)[5]?.children).toEqual([]);
    expect(sectionToOpen(tree, 'Units.5.Owner.NAMELASTTXT', 'Units')).toBe('Units.5.Owner');
    expect(sectionToOpen(tree, 'Nowhere.X', 'Units')).toBeNull();
  });
});
