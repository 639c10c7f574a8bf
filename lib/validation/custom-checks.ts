import type { ValidationRule } from '../forms/definition-schema';
import { getAt, isEmptyValue } from '../forms/paths';
import { checkVin } from '../records/vin';
import { unitReportability } from '../forms/vehicle-crash-report/fmcsa';
import { isInactive } from '../forms/ui-state';
import { MOTOR_VEHICLE_UNIT_TYPES } from '../forms/vehicle-crash-report/ui-rules';
import type { CheckContext } from './completeness';
import type { ValidationIssue } from './issue';

type Check = (ctx: CheckContext, rule: ValidationRule) => ValidationIssue[];

const units = (ctx: CheckContext) => {
  const value = getAt(ctx.data, 'Units');
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
};

const unitType = (unit: Record<string, unknown>) => String(getAt(unit, 'UnitInformation.UNITTYPECDE') ?? '');

/** SPEC §5: 'You must have at least one (1) motor vehicle.' */
const atLeastOneMotorVehicle: Check = (ctx, rule) =>
  units(ctx).some((u) => MOTOR_VEHICLE_UNIT_TYPES.includes(unitType(u)))
    ? []
    : [{ path: rule.path, severity: rule.severity, message: rule.message }];

interface AttachmentValue {
  fileName: string;
  size: number;
}

/** SPEC §5 "Attachments": 5,000,000 bytes each, 10,000,000 in all, listed extensions only. */
const attachmentLimits: Check = (ctx, rule) => {
  const list = getAt(ctx.data, rule.path);
  if (!Array.isArray(list)) return [];
  const { maxBytesEach, maxBytesTotal, extensions } = ctx.definition.attachmentLimits;
  const issues: ValidationIssue[] = [];
  const issue = (path: string, message: string) => issues.push({ path, severity: rule.severity, message });
  let total = 0;
  (list as AttachmentValue[]).forEach((file, i) => {
    const extension = /\.([^.]+)$/.exec(file.fileName)?.[1]?.toLowerCase() ?? '';
    if (!extensions.includes(extension)) {
      issue(`${rule.path}.${i}`, `${file.fileName}: only ${extensions.join(', ')} files can be attached.`);
    }
    if (file.size > maxBytesEach) {
      issue(`${rule.path}.${i}`, `${file.fileName} is larger than ${maxBytesEach.toLocaleString('en-US')} bytes.`);
    }
    total += file.size;
  });
  if (total > maxBytesTotal) {
    issue(rule.path, `The attachments together are larger than ${maxBytesTotal.toLocaleString('en-US')} bytes.`);
  }
  return issues;
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
 * Issue 3 item 8: an FMCSA-reportable vehicle needs its CMV section. When the section is hidden
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
 * foreign vehicles), so it warns without blocking; shorter VINs (pre-1981, SPEC allows 1-21) pass.
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

/** Named checks a definition's `custom` rules may use. */
export const customChecks: Record<string, Check> = {
  atLeastOneMotorVehicle,
  attachmentLimits,
  cmvWhenReportable,
  vinCheckDigit,
};
