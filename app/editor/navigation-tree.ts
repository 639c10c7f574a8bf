import type { FormDefinition } from '../../lib/forms/definition-schema';
import { isHidden, type UiState } from '../../lib/forms/ui-state';
import type { ValidationIssue } from '../../lib/validation/issue';

export interface NavNode {
  /** The data path the node edits ('Units' is the unit summary). */
  path: string;
  label: string;
  errors: number;
  warnings: number;
  children: NavNode[];
}

function counts(issues: ValidationIssue[], path: string) {
  const inside = issues.filter((i) => i.path === path || i.path.startsWith(`${path}.`));
  return {
    errors: inside.filter((i) => i.severity === 'error').length,
    warnings: inside.filter((i) => i.severity === 'warning').length,
  };
}

/** The navigation tree of SPEC §2 with each node's error and warning counts; units list their sections. */
export function navigationTree(
  definition: FormDefinition,
  unitCount: number,
  ui: UiState,
  issues: ValidationIssue[],
): NavNode[] {
  return definition.sections
    .filter((s) => s.navRoot)
    .map((section) => {
      const node: NavNode = { path: section.key, label: section.label, ...counts(issues, section.key), children: [] };
      if (section.key === 'Units') {
        node.children = Array.from({ length: unitCount }, (_, i) => ({
          path: `Units.${i}`,
          label: `Unit ${i + 1}`,
          ...counts(issues, `Units.${i}`),
          children: (section.sections ?? [])
            .filter((child) => !isHidden(ui, `Units.${i}.${child.key}`))
            .map((child) => ({
              path: `Units.${i}.${child.key}`,
              label: child.label,
              ...counts(issues, `Units.${i}.${child.key}`),
              children: [],
            })),
        }));
      }
      return node;
    });
}
