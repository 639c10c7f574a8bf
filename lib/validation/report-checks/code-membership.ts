import type { FormDefinition } from '../../forms/definition/definition-schema';
import { walkFields } from '../../forms/definition/definition-walk';
import { expandPath, getAt, isEmptyValue, type ReportData } from '../../forms/definition/paths';

/** What a check needs to know of a code: that it exists in its list, and under which parent code. */
export type CodeFinder = (listId: number, code: string) => { parentCode: string | null } | undefined;

export interface CodeIssue {
  path: string;
  message: string;
}

/**
 * Coded answers that are not codes of their list, or not under the parent code chosen beside
 * them (a city of another county). The shape schema cannot know the lists, which live in the
 * database and change; the server runs this on every save. Free-text lists (citations) and
 * fields with fixed options are left to the schema.
 */
export function codeMembershipIssues(definition: FormDefinition, data: ReportData, find: CodeFinder): CodeIssue[] {
  const issues: CodeIssue[] = [];
  for (const { path, field, section } of walkFields(definition)) {
    if (field.codeListId === undefined || field.options?.length || field.autocomplete?.freeText) continue;
    const parent = field.parentField ? section.fields.find((f) => f.key === field.parentField) : undefined;
    for (const bound of expandPath(data, path)) {
      if (isEmptyValue(bound.value)) continue;
      const codes = Array.isArray(bound.value) ? bound.value.map(String) : [String(bound.value)];
      const parentValue = parent ? getAt(data, bound.path.replace(/[^.]+$/, parent.key)) : undefined;
      for (const code of codes) {
        const entry = find(field.codeListId, code);
        if (!entry) {
          issues.push({ path: bound.path, message: `${field.label}: ${code} is not one of the list's codes.` });
        } else if (parent && !isEmptyValue(parentValue) && entry.parentCode !== String(parentValue)) {
          issues.push({
            path: bound.path,
            message: `${field.label}: ${code} is not in the ${parent.label.toLowerCase()} chosen (${String(parentValue)}).`,
          });
        }
      }
    }
  }
  return issues;
}
