import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { isHidden, type UiState } from '../../../lib/forms/report-data/ui-state';
import type { ValidationIssue } from '../../../lib/validation/report-checks/issue';

export interface NavNode {
  /** The data path the node edits (the units' own path is the unit summary). */
  path: string;
  label: string;
  errors: number;
  warnings: number;
  children: NavNode[];
}

/** Errors and warnings counted once per path prefix, so every node reads its counts in one lookup. */
function countsByPrefix(issues: ValidationIssue[]) {
  const byPrefix = new Map<string, { errors: number; warnings: number }>();
  for (const issue of issues) {
    const parts = issue.path.split('.');
    for (let n = 1; n <= parts.length; n++) {
      const prefix = parts.slice(0, n).join('.');
      const entry = byPrefix.get(prefix) ?? { errors: 0, warnings: 0 };
      if (issue.severity === 'error') entry.errors += 1;
      else if (issue.severity === 'warning') entry.warnings += 1;
      byPrefix.set(prefix, entry);
    }
  }
  return (path: string) => {
    const entry = byPrefix.get(path);
    return { errors: entry?.errors ?? 0, warnings: entry?.warnings ?? 0 };
  };
}

/** Up to this many units the tree lists every unit's sections; above it, only the open unit's. */
export const UNITS_EXPANDED_UP_TO = 3;

/**
 * The navigation tree (docs/rules/report-editor.md, "Sections") with each node's error and warning counts; units list their
 * sections. A section the UI rules hide is not listed (Witnesses while WitnessesInd says No, a
 * non-motorist unit's vehicle sections). A report with many units lists the sections of the unit
 * being edited only (each unit still shows its counts): thirty units' sections would be hundreds
 * of entries to scan and to lay out on every keystroke.
 */
export function navigationTree(
  definition: FormDefinition,
  unitCount: number,
  ui: UiState,
  issues: ValidationIssue[],
  openUnit: number | null = null,
): NavNode[] {
  const counts = countsByPrefix(issues);
  return definition.sections
    .filter((s) => s.navRoot && !isHidden(ui, s.key))
    .map((section) => {
      const node: NavNode = { path: section.key, label: section.label, ...counts(section.key), children: [] };
      if (section.role === 'units') {
        const key = section.key;
        node.children = Array.from({ length: unitCount }, (_, i) => ({
          path: `${key}.${i}`,
          label: `${section.repeat?.itemLabel ?? 'Unit'} ${i + 1}`,
          ...counts(`${key}.${i}`),
          children:
            unitCount > UNITS_EXPANDED_UP_TO && i !== openUnit
              ? []
              : (section.sections ?? [])
                  .filter((child) => !isHidden(ui, `${key}.${i}.${child.key}`))
                  .map((child) => ({
                    path: `${key}.${i}.${child.key}`,
                    label: child.label,
                    ...counts(`${key}.${i}.${child.key}`),
                    children: [],
                  })),
        }));
      }
      return node;
    });
}

/** The key of a definition's units (the top-level section playing `units`), or null. */
export function unitsKeyOf(definition: FormDefinition | null): string | null {
  return definition?.sections.find((s) => s.role === 'units')?.key ?? null;
}

/** The unit a section path belongs to (Units.4.Driver -> 4, with units kept under `unitsKey`), or null outside them. */
export function unitOf(path: string, unitsKey: string | null): number | null {
  if (unitsKey === null || !path.startsWith(`${unitsKey}.`)) return null;
  const match = /^(\d+)(\.|$)/.exec(path.slice(unitsKey.length + 1));
  return match ? Number(match[1]) : null;
}

/**
 * The section to open for a field's path (a message of the validation panel): the deepest entry
 * of the tree holding it; a unit's sections may not be in the tree (see navigationTree), so
 * within a unit the path itself names its section.
 */
export function sectionToOpen(tree: NavNode[], path: string, unitsKey: string | null): string | null {
  const nodes = tree.flatMap((n) => [n, ...n.children, ...n.children.flatMap((c) => c.children)]);
  const section = nodes
    .filter((n) => path === n.path || path.startsWith(`${n.path}.`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (!section) return null;
  return unitOf(section.path, unitsKey) !== null || section.path === unitsKey
    ? path.split('.').slice(0, 3).join('.')
    : section.path;
}
