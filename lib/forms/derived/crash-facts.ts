import { crashSeverity } from '../../analysis/crash-severity';
import { intersectionKey, segmentKey } from '../../analysis/crash-locations';
import { roleItems, roleText, type FormRoles } from '../definition/form-roles';
import type { ReportData } from '../definition/paths';
import { yesOptionValue } from '../definition/yes-no';
import { crashCounts } from './crash-counts';
import type { FormDefinition } from '../definition/definition-schema';
import { leftTheScene, peopleOf, personValue } from './unit-people';

/** What the crash data screen counts a report by, beside the summary's own columns (docs/rules/crash-data.md). */
export interface CrashFactFields {
  /** KABCO as the injury status code of the worst injured person (0 O to 4 K); null when none is coded. */
  severity: number | null;
  /** Primary factor code (list 1003). */
  primaryFactor: string | null;
  /** Hit and run answered Yes, or a unit that left the scene. */
  hitAndRun: boolean;
  /** A commercial unit is involved. */
  commercialVehicle: boolean;
  latitude: number | null;
  longitude: number | null;
  intersectionKey: string | null;
  segmentKey: string | null;
}

const COORDINATE = /^-?\d{1,3}(\.\d+)?$/;
const coordinate = (text: string | null, limit: number) => {
  if (text === null || !COORDINATE.test(text)) return null;
  const n = Number(text);
  return Math.abs(n) <= limit ? n : null;
};

const street = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

/** The crash data screen's facts of a report, read by roles like the summary. */
export function crashFactFields(
  definition: FormDefinition,
  roles: FormRoles,
  data: ReportData,
  counts: { fatalityCount: number | null; countyCode: string | null; municipalityCode: string | null },
): CrashFactFields {
  const text = (role: Parameters<typeof roleText>[2]) => roleText(roles, data, role);
  const units = roleItems(roles, 'units', data);
  const statuses = units.flatMap((unit) =>
    peopleOf(roles, unit).map((person) => personValue(roles, person, 'person.injuryStatus')),
  );
  const hitAndRunYes = yesOptionValue(roles.field('crash.hitAndRun'));
  const commercialCount = text('crash.commercialUnitCount');
  const latitude = coordinate(text('location.latitude'), 90);
  const longitude = coordinate(text('location.longitude'), 180);
  const place = {
    countyCode: counts.countyCode,
    municipalityCode: counts.municipalityCode,
    road: street(text('location.roadName'), text('location.roadSuffix')),
    crossing: street(text('location.intersectingName'), text('location.intersectingSuffix')),
    latitude: latitude !== null && longitude !== null ? latitude : null,
    longitude: latitude !== null && longitude !== null ? longitude : null,
  };
  return {
    severity: crashSeverity(statuses, counts.fatalityCount),
    primaryFactor: text('crash.primaryFactor'),
    hitAndRun:
      (hitAndRunYes !== undefined && text('crash.hitAndRun') === hitAndRunYes) ||
      units.some((unit) => leftTheScene(roles, unit)),
    commercialVehicle:
      (commercialCount !== null && /^\d+$/.test(commercialCount) && Number(commercialCount) > 0) ||
      crashCounts(definition, data).commercialUnits > 0,
    latitude: place.latitude,
    longitude: place.longitude,
    intersectionKey: intersectionKey(place),
    segmentKey: segmentKey(place),
  };
}
