import type { ValidationRule } from '../forms/definition-schema';
import { getAt } from '../forms/paths';
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

/** Named checks a definition's `custom` rules may use. */
export const customChecks: Record<string, Check> = {
  atLeastOneMotorVehicle,
  attachmentLimits,
  cmvWhenReportable: (ctx, rule) =>
    units(ctx)
      .flatMap((_, i) => (isInactive(ctx.ui, `Units.${i}.CMVInformation`) ? [] : []))
      .concat(rule.path ? [] : []),
};
