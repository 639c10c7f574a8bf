import type { FormDefinition, SectionDefinition } from '../forms/definition-schema';
import type { ValidationIssue } from './issue';
import { buildReportSchema } from './report-schema';

const schemas = new WeakMap<FormDefinition, ReturnType<typeof buildReportSchema>>();

/** The report schema of a definition, built once: the editor checks it after every burst of typing. */
function schemaOf(definition: FormDefinition) {
  let schema = schemas.get(definition);
  if (!schema) schemas.set(definition, (schema = buildReportSchema(definition)));
  return schema;
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
 * Every value the server refuses on save (lib/validation/report-schema: shape, mask, limits,
 * dates and times), one error per field with the field named, from the same schema the server
 * parses with. Without these a malformed value would block saving while the panel showed nothing.
 */
export function valueIssues(definition: FormDefinition, data: unknown): ValidationIssue[] {
  const result = schemaOf(definition).safeParse(data);
  if (result.success) return [];
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const issue of result.error.issues) {
    const place = placeOf(definition, issue.path);
    if (seen.has(place.path)) continue;
    seen.add(place.path);
    issues.push({ path: place.path, severity: 'error', message: `${place.name}: ${issue.message}` });
  }
  return issues;
}
