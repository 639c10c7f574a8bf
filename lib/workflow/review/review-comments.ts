import type { FormDefinition } from '../../forms/definition/definition-schema';
import { walkFields, walkSections } from '../../forms/definition/definition-walk';
import { getAt, matchesPattern, type ReportData } from '../../forms/definition/paths';

/** A reviewer's comment pinned to one field (or section, or item) of the report data, so the author sees where to fix. */
export interface ReviewCommentInput {
  path: string;
  text: string;
}

export const MAX_REVIEW_COMMENT_LENGTH = 2000;

/** A problem with one comment of a rejection, by its index and the part that is wrong. */
export interface ReviewCommentIssue {
  index: number;
  part: 'path' | 'text';
  message: string;
}

/** Every definition pattern a comment may be pinned to: fields, sections and the items of repeated sections. */
function pinnablePatterns(definition: FormDefinition): string[] {
  const fields = walkFields(definition).map((f) => f.path);
  const sections = walkSections(definition).flatMap(({ path, section }) =>
    section.repeat ? [path, `${path}.*`] : [path],
  );
  return [...sections, ...fields];
}

/** The first numbered item on the path that the data does not have, e.g. "Units.3". */
function missingItem(data: ReportData, path: string): string | null {
  const keys = path.split('.');
  for (let i = 0; i < keys.length; i++) {
    if (!/^\d+$/.test(keys[i]!)) continue;
    const list = getAt(data, keys.slice(0, i).join('.'));
    if (!Array.isArray(list) || Number(keys[i]) >= list.length) return keys.slice(0, i + 1).join('.');
  }
  return null;
}

/**
 * Checks the comments a reviewer attaches to a rejection against the report's form definition
 * and data: each names a field, section or item the report has, and says something.
 */
export function reviewCommentIssues(
  definition: FormDefinition,
  data: ReportData,
  comments: ReviewCommentInput[],
): ReviewCommentIssue[] {
  const patterns = pinnablePatterns(definition);
  const issues: ReviewCommentIssue[] = [];
  comments.forEach((comment, index) => {
    const path = comment.path.trim();
    if (!patterns.some((pattern) => matchesPattern(path, pattern))) {
      issues.push({ index, part: 'path', message: `"${path}" is not a field of the ${definition.name}.` });
    } else {
      const missing = missingItem(data, path);
      if (missing) issues.push({ index, part: 'path', message: `This report has no ${missing}.` });
    }
    const text = comment.text.trim();
    if (!text) issues.push({ index, part: 'text', message: `Write what should change at ${path}.` });
    else if (text.length > MAX_REVIEW_COMMENT_LENGTH)
      issues.push({
        index,
        part: 'text',
        message: `A comment can have at most ${MAX_REVIEW_COMMENT_LENGTH} characters; this one has ${text.length}.`,
      });
  });
  return issues;
}
