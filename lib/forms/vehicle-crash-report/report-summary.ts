import { getAt, type ReportData } from '../paths';

/** KABCO codes of list 276: 1-3 injured, 4 fatal (0 = no apparent injury). */
const INJURED = ['1', '2', '3'];
const FATAL = '4';

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

const text = (data: ReportData, path: string): string | null => {
  const value = getAt(data, path);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** The agency's case number (the Local Code), or null before it is entered. */
export const caseNumberOf = (data: ReportData): string | null => text(data, 'GeneralInformation.LocalCodeTxt');

const count = (data: ReportData, path: string): number | null => {
  const value = text(data, path);
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
};

const street = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

function people(data: ReportData): Record<string, unknown>[] {
  const units = getAt(data, 'Units');
  if (!Array.isArray(units)) return [];
  return units.flatMap((u: Record<string, unknown>) => {
    const passengers = Array.isArray(u.Passengers) ? (u.Passengers as Record<string, unknown>[]) : [];
    return [...(u.Driver ? [u.Driver as Record<string, unknown>] : []), ...passengers];
  });
}

/**
 * Derives the summary from report data. Counts come from the officer's totals when given,
 * otherwise from the people's injury statuses. The crash type is the manner of collision (list
 * 39), or for a crash without one the first unit's first harmful event (list 40).
 */
export function reportSummary(data: ReportData): ReportSummaryFields {
  const date = text(data, 'GeneralInformation.CollDte');
  const iso = date && /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  const statuses = people(data).map((p) => String(p.INJSTATUSCDE ?? ''));
  const manner = text(data, 'CrashDetails.MannerCollCde');
  const event = text(data, 'Units.0.VehicleInformation.EVENTCOLLWITHCDE');
  return {
    caseNumber: caseNumberOf(data),
    dateOfCrash: iso ? `${iso[3]}-${iso[1]}-${iso[2]}` : null,
    timeOfCrash: text(data, 'GeneralInformation.CollTimeTxt'),
    streetName: street(
      text(data, 'Location.RdwyHouseNbrTxt'),
      text(data, 'Location.RoadwayDirection'),
      text(data, 'Location.RdwyNameTxt'),
      text(data, 'Location.RdwySuffixTxt'),
    ),
    intersectStreetName: street(text(data, 'Location.InterNameTxt'), text(data, 'Location.InterSuffixTxt')),
    roadwayName: text(data, 'Location.RdwyNameTxt'),
    countyCode: text(data, 'Location.CountyCde'),
    municipalityCode: text(data, 'Location.CityCde'),
    crashTypeCode: manner ? `39:${manner}` : event ? `40:${event}` : null,
    injuryCount:
      count(data, 'CrashDetails.InjuredNmb') ??
      (statuses.length ? statuses.filter((s) => INJURED.includes(s)).length : null),
    fatalityCount:
      count(data, 'CrashDetails.DeadNmb') ?? (statuses.length ? statuses.filter((s) => s === FATAL).length : null),
    agencyOri: text(data, 'GeneralInformation.AgencyORITXT'),
  };
}
