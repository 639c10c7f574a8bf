import { z } from 'zod/mini';
import type { FormDefinition, SectionDefinition } from '../../forms/definition/definition-schema';
import type { ValidationIssue } from './issue';
import { sectionItemSchema, sectionSchema } from './report-schema';

/** A schema's complaint, at its keys from the report's root. */
interface RawIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * One top-level section's schemas, and what each of its items (or its values) was found to hold,
 * by the item object: report data is never changed in place (lib/forms/definition/paths.ts, setAt), so an
 * item that is the same object says the same, and a keystroke checks the one item it changed.
 */
interface SectionCheck {
  section: SectionDefinition;
  item: z.ZodMiniType;
  whole: z.ZodMiniType;
  /** The list's own limits (its length), items aside. */
  count: z.ZodMiniType;
  found: WeakMap<object, RawIssue[]>;
}

interface ReportCheck {
  sections: SectionCheck[];
  /** The report's own keys: a key no section has is refused. */
  keys: z.ZodMiniType;
}

const checks = new WeakMap<FormDefinition, ReportCheck>();

/** The schemas of a definition, built once: the editor checks them after every burst of typing. */
function checkOf(definition: FormDefinition): ReportCheck {
  let check = checks.get(definition);
  if (!check) {
    const sections = definition.sections.map((section) => {
      const item = sectionItemSchema(section);
      const count = sectionSchema(section, z.unknown());
      return { section, item, whole: sectionSchema(section, item), count, found: new WeakMap() };
    });
    const keys = z.strictObject(Object.fromEntries(definition.sections.map((s) => [s.key, z.optional(z.unknown())])));
    checks.set(definition, (check = { sections, keys }));
  }
  return check;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

function issuesOf(schema: z.ZodMiniType, value: unknown, at: PropertyKey[]): RawIssue[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => ({ path: [...at, ...i.path], message: i.message }));
}

/** What an item (or a section's values) holds, from the last time the same object was checked. */
function itemIssues(check: SectionCheck, schema: z.ZodMiniType, value: unknown, at: PropertyKey[]): RawIssue[] {
  if (!isObject(value)) return issuesOf(schema, value, at);
  let found = check.found.get(value);
  if (!found) check.found.set(value, (found = issuesOf(schema, value, [])));
  return found.map((i) => ({ path: [...at, ...i.path], message: i.message }));
}

/** Every complaint of the report schema (lib/validation/report-checks/report-schema.ts) about the data. */
function rawIssues(definition: FormDefinition, data: unknown): RawIssue[] {
  const check = checkOf(definition);
  if (!isObject(data) || Array.isArray(data)) return issuesOf(check.keys, data, []);
  const issues: RawIssue[] = [];
  for (const sectionCheck of check.sections) {
    const { key, repeat } = sectionCheck.section;
    const value = (data as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (!repeat || !Array.isArray(value)) {
      issues.push(...itemIssues(sectionCheck, repeat ? sectionCheck.whole : sectionCheck.item, value, [key]));
      continue;
    }
    value.forEach((item, index) => issues.push(...itemIssues(sectionCheck, sectionCheck.item, item, [key, index])));
    issues.push(...issuesOf(sectionCheck.count, value, [key]));
  }
  issues.push(...issuesOf(check.keys, data, []));
  return issues;
}

interface Place {
  /** The path of the field (or section) the problem belongs to: where the editor puts the cursor. */
  path: string;
  /** The field's label with the items it sits in, e.g. "Date of Birth (Unit 1, Passenger 2)". */
  name: string;
}

/**
 * Where a schema issue sits in the form: its field, named as the officer sees it. A problem deep
 * inside a field's value (a diagram's shape, an attachment's size) belongs to the field.
 */
function placeOf(definition: FormDefinition, keys: PropertyKey[]): Place {
  const path: string[] = [];
  const items: string[] = [];
  let sections: SectionDefinition[] = definition.sections;
  let current: SectionDefinition | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = String(keys[i]);
    const section = sections.find((s) => s.key === key);
    if (section) {
      current = section;
      path.push(key);
      sections = section.sections ?? [];
      const index = keys[i + 1];
      if (section.repeat && typeof index === 'number') {
        path.push(String(index));
        items.push(`${section.repeat.itemLabel} ${index + 1}`);
        i++;
      }
      continue;
    }
    const field = current?.fields.find((f) => f.key === key);
    const where = items.length ? ` (${items.join(', ')})` : '';
    if (field) return { path: [...path, key].join('.'), name: `${field.label}${where}` };
    break;
  }
  return { path: path.join('.'), name: `${current?.label ?? 'Report'}${items.length ? ` (${items.join(', ')})` : ''}` };
}

/**
 * Every value the server refuses on save (lib/validation/report-checks/report-schema: shape, mask, limits,
 * dates and times), one error per field with the field named, from the same schema the server
 * parses with. Without these a malformed value would block saving while the panel showed nothing.
 */
export function valueIssues(definition: FormDefinition, data: unknown): ValidationIssue[] {
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const issue of rawIssues(definition, data)) {
    const place = placeOf(definition, issue.path);
    if (seen.has(place.path)) continue;
    seen.add(place.path);
    issues.push({ path: place.path, severity: 'error', message: `${place.name}: ${issue.message}` });
  }
  return issues;
}
