import { mappingRenamed } from '../../exchange/mapping-edits';
import type { FormDefinition, SectionDefinition } from '../definition/definition-schema';

/** The keys a renamed field or section had: a draft of an earlier version finds its values by them. */
function formerKeys(before: string[] | undefined, oldKey: string, newKey: string): string[] {
  return [...new Set([...(before ?? []), oldKey])].filter((k) => k !== newKey);
}

/** Replaces the path `from` (or a path under it) by `to` in one rule path. */
function movePath(path: string, from: string, to: string): string {
  if (path === from) return to;
  return path.startsWith(`${from}.`) ? `${to}${path.slice(from.length)}` : path;
}

/**
 * The definition with the field or section at definition path `path` (Units.*.Driver.NAMELASTTXT,
 * Units.*.Driver) keyed `newKey`, and every UI rule, completeness rule and parent-field link that
 * named it following it, and its exchange mapping, so the form keeps behaving and exporting the same. The old key is kept in
 * `formerKeys`, so drafts of earlier versions carry their values over. The input is not changed. Throws
 * when nothing is at `path` or its section already has `newKey`.
 */
export function renameKey(definition: FormDefinition, path: string, newKey: string): FormDefinition {
  const copy = structuredClone(definition);
  const keys = path.split('.').filter((k) => k !== '*');
  const oldKey = keys[keys.length - 1];
  let renamed: { from: string; to: string } | null = null;

  const visit = (sections: SectionDefinition[], prefix: string, depth: number) => {
    for (const section of sections) {
      if (section.key !== keys[depth]) continue;
      const sectionPath = `${prefix}${section.key}`;
      const item = `${sectionPath}${section.repeat ? '.*' : ''}`;
      if (depth === keys.length - 1) {
        if (sections.some((s) => s.key === newKey)) throw new RangeError(`${prefix}${newKey} already exists.`);
        section.formerKeys = formerKeys(section.formerKeys, section.key, newKey);
        section.key = newKey;
        renamed = { from: sectionPath, to: `${prefix}${newKey}` };
        return;
      }
      if (depth === keys.length - 2) {
        const field = section.fields.find((f) => f.key === oldKey);
        if (field) {
          if (section.fields.some((f) => f.key === newKey) || section.sections?.some((s) => s.key === newKey)) {
            throw new RangeError(`${item}.${newKey} already exists.`);
          }
          field.formerKeys = formerKeys(field.formerKeys, field.key, newKey);
          field.key = newKey;
          for (const f of section.fields) if (f.parentField === oldKey) f.parentField = newKey;
          renamed = { from: `${item}.${oldKey}`, to: `${item}.${newKey}` };
          return;
        }
      }
      visit(section.sections ?? [], `${item}.`, depth + 1);
    }
  };
  visit(copy.sections, '', 0);
  const done = renamed as { from: string; to: string } | null;
  if (!done) throw new RangeError(`There is no field or section ${path}.`);

  const move = (p: string) => movePath(p, done.from, done.to);
  for (const rule of copy.uiRules) {
    rule.when.path = move(rule.when.path);
    for (const action of rule.then) action.target = move(action.target);
  }
  for (const rule of copy.validationRules) {
    rule.path = move(rule.path);
    if (rule.when) rule.when.path = move(rule.when.path);
    if (rule.than && rule.than !== 'today') rule.than = move(rule.than);
  }
  if (copy.exchange !== undefined) copy.exchange = mappingRenamed(copy.exchange, move);
  return copy;
}
