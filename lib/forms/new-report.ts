import type { FormDefinition, SectionDefinition } from './definition-schema';
import type { FieldDefinition } from './field-schema';
import { walkFields } from './definition-walk';
import { expandPath, isEmptyValue, type ReportData } from './paths';
import type { ProvenanceMap } from './provenance';

export interface ReportAuthor {
  firstName: string;
  lastName: string;
  badgeId: string;
  agencyOri: string;
}

/** The value of each `defaultFrom` source for an author (names upper-case, as the report writes them). */
export function authorValues(author: ReportAuthor): Record<NonNullable<FieldDefinition['defaultFrom']>, string> {
  return {
    'user.firstName': author.firstName.toUpperCase(),
    'user.lastName': author.lastName.toUpperCase(),
    'user.badgeId': author.badgeId,
    'user.agencyOri': author.agencyOri,
  };
}

/**
 * The data of a new report: the fields a definition defaults from the author (the investigative
 * officer is the current user, so the officer does not type their own name) and the minimum items of each repeated group.
 */
export function newReportData(definition: FormDefinition, author: ReportAuthor): ReportData {
  const fromUser = authorValues(author);
  const build = (section: SectionDefinition): ReportData => {
    const item: ReportData = {};
    for (const field of section.fields) {
      if (field.defaultFrom) item[field.key] = fromUser[field.defaultFrom] ?? '';
    }
    for (const child of section.sections ?? []) {
      const value = instance(child);
      if (value !== undefined) item[child.key] = value;
    }
    return item;
  };
  const instance = (section: SectionDefinition): unknown => {
    if (!section.repeat) {
      const item = build(section);
      return Object.keys(item).length ? item : undefined;
    }
    return section.repeat.min > 0 ? Array.from({ length: section.repeat.min }, () => build(section)) : undefined;
  };
  const data: ReportData = {};
  for (const section of definition.sections) {
    const value = instance(section);
    if (value !== undefined) data[section.key] = value;
  }
  return data;
}

/** The provenance of a new report: every field filled from the author is marked 'default'. */
export function newReportProvenance(definition: FormDefinition, data: ReportData): ProvenanceMap {
  const map: ProvenanceMap = {};
  for (const { path, field } of walkFields(definition)) {
    if (!field.defaultFrom) continue;
    for (const bound of expandPath(data, path)) if (!isEmptyValue(bound.value)) map[bound.path] = 'default';
  }
  return map;
}
