import type { CodeLookup } from '../../codes/lookup';
import type { FormDefinition, SectionDefinition } from '../definition/definition-schema';
import { displayValue } from '../report-data/display-value';
import type { FieldDefinition } from '../definition/field-schema';
import { isEmptyValue, type ReportData } from '../definition/paths';

export type ChangeKind = 'added' | 'removed' | 'changed';

/** One field that differs between two copies of a report's data. */
export interface ReportChange {
  /** Concrete data path, e.g. Units.1.Driver.NAMELASTTXT. */
  path: string;
  /** Where it is for a reader: "Unit 2 › Driver › Last Name". */
  label: string;
  kind: ChangeKind;
  /** The stored values; a diagram is summarised (its picture is far too large to repeat). */
  before: unknown;
  after: unknown;
  /** The values as words: codes with their labels (display-value.ts). */
  beforeText: string;
  afterText: string;
}

export const LABEL_SEPARATOR = ' › ';

/** Stable text of a JSON value: jsonb does not keep key order, so keys are sorted. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b || (isEmptyValue(a) && isEmptyValue(b))) return true;
  // Two different plain values (text, numbers) never print alike: a merge of 30 units compares
  // thousands of them, so only lists and objects are printed.
  if ((a === null || typeof a !== 'object') && (b === null || typeof b !== 'object')) return false;
  return canonical(a) === canonical(b);
}

function diagramSummary(value: unknown): { lines: number; vehicles: number } | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as { strokes?: unknown; stamps?: unknown };
  return {
    lines: Array.isArray(v.strokes) ? v.strokes.length : 0,
    vehicles: Array.isArray(v.stamps) ? v.stamps.length : 0,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A field's value as a change shows it: the stored value (a diagram summarised) and its words. */
export function shownValue(
  field: FieldDefinition,
  value: unknown,
  codes: CodeLookup | null,
): { value: unknown; text: string } {
  if (field.type !== 'crashDiagram')
    return { value: isEmptyValue(value) ? null : value, text: displayValue(field, value, codes) };
  const summary = diagramSummary(value);
  return {
    value: summary,
    text: summary ? `Diagram: ${plural(summary.lines, 'line')}, ${plural(summary.vehicles, 'vehicle')}` : '',
  };
}

const itemsOf = (node: unknown): unknown[] => (Array.isArray(node) ? node : []);
const childOf = (node: unknown, key: string): unknown =>
  node && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;

/**
 * Every field whose value differs between `before` and `after`, in the order of the form
 * (sections as the navigation shows them, items of a repeated group one after the other). An
 * item that exists on one side only shows its filled fields as added or removed. Empty values
 * (absent, null, blank, no picks) count as the same. Fields outside the definition are ignored.
 */
export function diffReports(
  definition: FormDefinition,
  before: ReportData,
  after: ReportData,
  codes: CodeLookup | null = null,
): ReportChange[] {
  const changes: ReportChange[] = [];

  const visitFields = (section: SectionDefinition, path: string, labels: string[], a: unknown, b: unknown) => {
    for (const field of section.fields) {
      const va = childOf(a, field.key);
      const vb = childOf(b, field.key);
      if (sameValue(va, vb)) continue;
      const from = shownValue(field, va, codes);
      const to = shownValue(field, vb, codes);
      changes.push({
        path: `${path}.${field.key}`,
        label: [...labels, field.label].join(LABEL_SEPARATOR),
        kind: isEmptyValue(va) ? 'added' : isEmptyValue(vb) ? 'removed' : 'changed',
        before: from.value,
        after: to.value,
        beforeText: from.text,
        afterText: to.text,
      });
    }
    for (const child of section.sections ?? []) visit(child, path, labels, a, b);
  };

  const visit = (section: SectionDefinition, parentPath: string, labels: string[], a: unknown, b: unknown) => {
    const path = parentPath ? `${parentPath}.${section.key}` : section.key;
    const na = childOf(a, section.key);
    const nb = childOf(b, section.key);
    if (!section.repeat) {
      visitFields(section, path, [...labels, section.label], na, nb);
      return;
    }
    const count = Math.max(itemsOf(na).length, itemsOf(nb).length);
    for (let i = 0; i < count; i++) {
      visitFields(
        section,
        `${path}.${i}`,
        [...labels, `${section.repeat.itemLabel} ${i + 1}`],
        itemsOf(na)[i],
        itemsOf(nb)[i],
      );
    }
  };

  for (const section of definition.sections) visit(section, '', [], before, after);
  return changes;
}

/** "Unit 2 › Driver › Last Name" for a concrete path of the definition, or the path itself when it names nothing. */
export function pathLabel(definition: FormDefinition, path: string): string {
  const keys = path.split('.');
  const labels: string[] = [];
  let sections = definition.sections;
  let fields: FieldDefinition[] = [];
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const section = sections.find((s) => s.key === key);
    if (section) {
      if (section.repeat && /^\d+$/.test(keys[i + 1] ?? '')) {
        labels.push(`${section.repeat.itemLabel} ${Number(keys[i + 1]) + 1}`);
        i++;
      } else labels.push(section.label);
      sections = section.sections ?? [];
      fields = section.fields;
      continue;
    }
    const field = i === keys.length - 1 ? fields.find((f) => f.key === key) : undefined;
    if (!field) return path;
    labels.push(field.label);
  }
  return labels.join(LABEL_SEPARATOR);
}
