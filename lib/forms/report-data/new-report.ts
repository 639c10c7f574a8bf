import type { FormDefinition, SectionDefinition } from '../definition/definition-schema';
import type { FieldDefinition } from '../definition/field-schema';
import { walkFields } from '../definition/definition-walk';
import { newItem } from '../definition/item-ids';
import { expandPath, isEmptyValue, type ReportData } from '../definition/paths';
import type { ProvenanceMap } from './provenance';
import { formatCoordinate } from '../location/location-point';

/** The part of an author's profile a new report starts from: where they usually work. */
export interface AuthorLocation {
  county: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

export interface ReportAuthor {
  firstName: string;
  lastName: string;
  badgeId: string;
  agencyOri: string;
  /** The default location of the author's profile, when they set one. */
  defaultLocation?: AuthorLocation | null | undefined;
}

const coordinateText = (value: number | null | undefined) => (typeof value === 'number' ? formatCoordinate(value) : '');

/**
 * The value of each `defaultFrom` source for an author (names upper-case, as the report writes
 * them; coordinates as the coordinate fields hold them; empty where the profile says nothing).
 */
export function authorValues(author: ReportAuthor): Record<NonNullable<FieldDefinition['defaultFrom']>, string> {
  const place = author.defaultLocation;
  return {
    'user.firstName': author.firstName.toUpperCase(),
    'user.lastName': author.lastName.toUpperCase(),
    'user.badgeId': author.badgeId,
    'user.agencyOri': author.agencyOri,
    'profile.county': place?.county ?? '',
    'profile.city': place?.city ?? '',
    'profile.latitude': coordinateText(place?.latitude),
    'profile.longitude': coordinateText(place?.longitude),
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
      // A profile value the author left empty leaves its field out, as for a report without one.
      const value = field.defaultFrom ? (fromUser[field.defaultFrom] ?? '') : '';
      if (field.defaultFrom && (value || field.defaultFrom.startsWith('user.'))) item[field.key] = value;
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
    return section.repeat.min > 0
      ? Array.from({ length: section.repeat.min }, () => ({ ...newItem(), ...build(section) }))
      : undefined;
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
