import type { FormDefinition } from '../definition/definition-schema';
import { formRoles, itemRoleValue, roleItems, roleText, type FormRoles } from '../definition/form-roles';
import type { ReportData } from '../definition/paths';
import { crashCounts } from './crash-counts';
import { peopleOf } from './unit-people';

/** The indexed table and search fields of a report, kept in columns so tables and search never read the document. */
export interface ReportSummaryFields {
  caseNumber: string | null;
  /** yyyy-mm-dd, for a date column. */
  dateOfCrash: string | null;
  timeOfCrash: string | null;
  streetName: string | null;
  intersectStreetName: string | null;
  /** The roadway's name alone (no house number, direction or suffix): what a street search starts with. */
  roadwayName: string | null;
  /** County code of list 2. */
  countyCode: string | null;
  municipalityCode: string | null;
  crashTypeCode: string | null;
  injuryCount: number | null;
  fatalityCount: number | null;
  /** The agency ORI; the server turns it into the department name. */
  agencyOri: string | null;
}

/** The agency's case number (the field playing report.caseNumber), or null before it is entered. */
export const caseNumberOf = (definition: FormDefinition, data: ReportData): string | null =>
  roleText(formRoles(definition), data, 'report.caseNumber');

const count = (roles: FormRoles, data: ReportData, role: 'crash.injuredCount' | 'crash.deadCount'): number | null => {
  const value = roleText(roles, data, role);
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
};

const street = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

/** How many drivers, non-motorists and passengers the report holds. */
const peopleCount = (roles: FormRoles, data: ReportData) =>
  roleItems(roles, 'units', data).flatMap((unit) => peopleOf(roles, unit)).length;

/** The first unit's first harmful event. */
function firstEvent(roles: FormRoles, data: ReportData): string | null {
  const unit = roleItems(roles, 'units', data)[0];
  const vehicle = unit && roleItems(roles, 'unit.vehicle', unit)[0];
  const pattern = roles.section('unit.vehicle')?.itemPattern ?? '';
  const value = itemRoleValue(roles, pattern, vehicle, 'vehicle.firstHarmfulEvent');
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * Derives the summary from report data, reading each field by its role in the report's own
 * definition. Counts come from the officer's totals when given, otherwise from the people's
 * injury statuses. The crash type is the manner of collision (list 39), or for a crash without
 * one the first unit's first harmful event (list 40).
 */
export function reportSummary(definition: FormDefinition, data: ReportData): ReportSummaryFields {
  const roles = formRoles(definition);
  const text = (role: Parameters<typeof roleText>[2]) => roleText(roles, data, role);
  const date = text('report.crashDate');
  const iso = date && /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  const people = peopleCount(roles, data);
  const derived = people ? crashCounts(definition, data) : null;
  const manner = text('crash.mannerOfCollision');
  const event = firstEvent(roles, data);
  return {
    caseNumber: text('report.caseNumber'),
    dateOfCrash: iso ? `${iso[3]}-${iso[1]}-${iso[2]}` : null,
    timeOfCrash: text('report.crashTime'),
    streetName: street(
      text('location.houseNumber'),
      text('location.roadDirection'),
      text('location.roadName'),
      text('location.roadSuffix'),
    ),
    intersectStreetName: street(text('location.intersectingName'), text('location.intersectingSuffix')),
    roadwayName: text('location.roadName'),
    countyCode: text('location.county'),
    municipalityCode: text('location.city'),
    crashTypeCode: manner ? `39:${manner}` : event ? `40:${event}` : null,
    injuryCount: count(roles, data, 'crash.injuredCount') ?? derived?.injured ?? null,
    fatalityCount: count(roles, data, 'crash.deadCount') ?? derived?.dead ?? null,
    agencyOri: text('report.agencyOri'),
  };
}
