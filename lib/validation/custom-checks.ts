import type { ValidationRule } from '../forms/definition-schema';
import { getAt, isEmptyValue } from '../forms/paths';
import { checkVin } from '../records/vin';
import { attachmentRulesOf, checkAttachment, type AttachmentCandidate } from '../attachments/attachment-rules';
import { unitReportability } from '../forms/vehicle-crash-report/fmcsa';
import { isInactive } from '../forms/ui-state';
import { mapSiblingPaths } from '../forms/vehicle-crash-report/location-point';
import { MOTOR_VEHICLE_UNIT_TYPES } from '../forms/vehicle-crash-report/ui-rules';
import type { CheckContext } from './completeness';
import type { ValidationIssue } from './issue';

type Check = (ctx: CheckContext, rule: ValidationRule) => ValidationIssue[];

const units = (ctx: CheckContext) => {
  const value = getAt(ctx.data, 'Units');
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
};

const unitType = (unit: Record<string, unknown>) => String(getAt(unit, 'UnitInformation.UNITTYPECDE') ?? '');

/** A crash report is about motor vehicles: without one there is nothing to report. */
const atLeastOneMotorVehicle: Check = (ctx, rule) =>
  units(ctx).some((u) => MOTOR_VEHICLE_UNIT_TYPES.includes(unitType(u)))
    ? []
    : [{ path: rule.path, severity: rule.severity, message: rule.message }];

/** The attachment limits, by the same rule the server applies on upload (lib/attachments). */
const attachmentLimits: Check = (ctx, rule) => {
  const list = getAt(ctx.data, rule.path);
  if (!Array.isArray(list)) return [];
  const rules = attachmentRulesOf(ctx.definition);
  let total = 0;
  return (list as AttachmentCandidate[]).flatMap((file, i) => {
    const refusals = checkAttachment(file, total, rules);
    total += file.size;
    return refusals.map((message) => ({ path: `${rule.path}.${i}`, severity: rule.severity, message }));
  });
};

/** The CMV fields an FMCSA-reportable vehicle must have, with the labels the messages use. */
const CMV_REQUIRED: [string, string][] = [
  ['CARRIERNAMETXT', 'Carrier Name'],
  ['CARRIERSTREETTXT', 'Carrier Street'],
  ['CARRIERCITYTXT', 'Carrier City'],
  ['CARRIERSTATECDE', 'Carrier State'],
  ['CARRIERZIPTXT', 'Carrier Zip'],
  ['USDOTNBRTXT', 'USDOT Number'],
  ['GVWRCDE', 'GVWR / GCWR'],
  ['CARGOBODYTYPECDE', 'Cargo Body Type'],
  ['HAZPLACARDIND', 'Hazardous Materials Placard'],
];

/**
 * An FMCSA-reportable vehicle needs its CMV section: the state's crash file feeds FMCSA's. When the section is hidden
 * (Commercial Vehicle answered No) the officer is told to answer Yes; otherwise each missing
 * CMV field is named, with the reasons the vehicle is reportable.
 */
const cmvWhenReportable: Check = (ctx, rule) =>
  unitReportability(ctx.data).flatMap((assessment, i) => {
    if (!assessment?.reportable || isInactive(ctx.ui, `Units.${i}.VehicleInformation`)) return [];
    const why = `FMCSA-reportable (${assessment.reasons.join('; ')})`;
    if (isInactive(ctx.ui, `Units.${i}.CMVInformation`)) {
      return [
        {
          path: `Units.${i}.UnitInformation.COMMVEHIND`,
          severity: rule.severity,
          message: `This vehicle is ${why}: answer Yes to Commercial Vehicle and complete the CMV section.`,
        },
      ];
    }
    return CMV_REQUIRED.filter(([key]) => isEmptyValue(getAt(ctx.data, `Units.${i}.CMVInformation.${key}`))).map(
      ([key, label]) => ({
        path: `Units.${i}.CMVInformation.${key}`,
        severity: rule.severity,
        message: `${label} is required: this vehicle is ${why}.`,
      }),
    );
  });

/**
 * A 17-character VIN whose check digit fails is worth a second look but may be real (old or
 * foreign vehicles), so it warns without blocking; shorter VINs (pre-1981 serials; the field allows 1-21) pass.
 */
const vinCheckDigit: Check = (ctx, rule) =>
  units(ctx).flatMap((unit, i) => {
    const path = `Units.${i}.VehicleInformation.VINTXT`;
    const vin = getAt(unit, 'VehicleInformation.VINTXT');
    if (typeof vin !== 'string' || vin.trim().length !== 17 || isInactive(ctx.ui, path)) return [];
    const result = checkVin(vin);
    if (result.valid) return [];
    const hint = result.correction ? ` Did you mean ${result.correction.vin}?` : '';
    return [{ path, severity: rule.severity, message: `${result.errors.join(' ')}${hint}` }];
  });

/**
 * Unable to Map is refused where the crash has been placed. Coordinates, typed
 * or set on the map, say where it is, so Unable to Map beside them contradicts them. `rule.path`
 * is the Unable to Map field; the coordinates are its siblings.
 */
const unableToMapWithPoint: Check = (ctx, rule) => {
  if (getAt(ctx.data, rule.path) !== true || isInactive(ctx.ui, rule.path)) return [];
  const { latitudePath, longitudePath } = mapSiblingPaths(rule.path);
  const placed = !isEmptyValue(getAt(ctx.data, latitudePath)) || !isEmptyValue(getAt(ctx.data, longitudePath));
  return placed ? [{ path: rule.path, severity: rule.severity, message: rule.message }] : [];
};

/** Named checks a definition's `custom` rules may use. */
export const customChecks: Record<string, Check> = {
  atLeastOneMotorVehicle,
  attachmentLimits,
  cmvWhenReportable,
  unableToMapWithPoint,
  vinCheckDigit,
};
