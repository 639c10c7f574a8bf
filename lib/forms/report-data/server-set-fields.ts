import type { FormDefinition } from '../definition/definition-schema';
import { walkFields } from '../definition/definition-walk';
import { authorValues, type ReportAuthor } from './new-report';
import { expandPath, setAt, type ReportData } from '../definition/paths';
import type { ProvenanceMap } from './provenance';

/**
 * The fields the server writes itself (`setByServer` in the definition): who wrote the report and
 * for which agency is the server's record, not something a save may change (see
 * docs/rules/report-editor.md, "Fields the server sets").
 */
export function serverSetPaths(definition: FormDefinition): string[] {
  return walkFields(definition)
    .filter(({ field }) => field.setByServer && field.defaultFrom)
    .map(({ path }) => path);
}

/**
 * `data` with every server-set field holding the value of its author (`owner`: the report's
 * author, with the report's agency), in every item of a repeated group, and those fields marked as
 * defaults in `provenance`. Values a save carried for them are dropped.
 */
export function withServerSetFields(
  definition: FormDefinition,
  data: ReportData,
  provenance: ProvenanceMap,
  owner: ReportAuthor,
): { data: ReportData; provenance: ProvenanceMap } {
  const values = authorValues(owner);
  let next = data;
  const marked: ProvenanceMap = { ...provenance };
  for (const { path, field } of walkFields(definition)) {
    if (!field.setByServer || !field.defaultFrom) continue;
    const value = values[field.defaultFrom];
    const bindings = path.includes('*') ? expandPath(next, path) : [{ path }];
    for (const bound of bindings) {
      next = setAt(next, bound.path, value);
      if (value) marked[bound.path] = 'default';
      else delete marked[bound.path];
    }
  }
  return { data: next, provenance: marked };
}
