import type { FormDefinition, ValidationRule } from '../../forms/definition/definition-schema';
import { formRoles, itemRoleValue, roleItemPath, roleItems } from '../../forms/definition/form-roles';
import { getAt, isEmptyValue, type ReportData } from '../../forms/definition/paths';
import { FMCSA_CARRIER_ROLES } from '../../forms/definition/roles';
import { checkVin } from '../../records/vin/vin';
import { attachmentRulesOf, checkAttachment, type AttachmentCandidate } from '../../attachments/attachment-rules';
import { unitReportability } from '../../forms/derived/fmcsa';
import { isInactive, type UiState } from '../../forms/report-data/ui-state';
import { mapSiblingPaths } from '../../forms/location/location-point';
import { isMotorVehicleUnit, leftTheScene } from '../../forms/derived/unit-people';
import { MOTOR_VEHICLE_HARMFUL_EVENTS, NOT_A_VEHICLE_COLLISION } from '../../codes/code-meanings';
import { crashCounts, type CrashCounts } from '../../forms/derived/crash-counts';
import { COUNT_ROLES } from '../../forms/derived/derived-values';
import { diagramFacts } from '../../forms/diagrams/diagram-units';
import { readCrashDiagram } from '../../forms/diagrams/crash-diagram';
import { directionConflicts } from './diagram-directions';
import { yesOptionValue } from '../../forms/definition/yes-no';
import type { ValidationIssue } from './issue';

/** What a custom check reads: the report's form, its data and which parts of it are shown. */
export interface CheckContext {
  definition: FormDefinition;
  data: ReportData;
  ui: UiState;
}

type Check = (ctx: CheckContext, rule: ValidationRule) => ValidationIssue[];

const units = (ctx: CheckContext) => roleItems(formRoles(ctx.definition), 'units', ctx.data);

/** A crash report is about motor vehicles: without one there is nothing to report. */
const atLeastOneMotorVehicle: Check = (ctx, rule) =>
  units(ctx).some((u) => isMotorVehicleUnit(formRoles(ctx.definition), u))
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

/**
 * An FMCSA-reportable vehicle needs its CMV section: the state's crash file feeds FMCSA's. When the section is hidden
 * (Commercial Vehicle answered No) the officer is told to answer Yes; otherwise each missing
 * CMV field (the carrier roles of lib/forms/definition/roles.ts) is named by its label, with the reasons the
 * vehicle is reportable.
 */
const cmvWhenReportable: Check = (ctx, rule) => {
  const roles = formRoles(ctx.definition);
  const cmv = roles.section('unit.cmv');
  const info = roles.section('unit.information');
  return unitReportability(ctx.definition, ctx.data).flatMap((assessment, i) => {
    const vehiclePath = roleItemPath(roles, 'unit.vehicle', i);
    const cmvPath = roleItemPath(roles, 'unit.cmv', i);
    if (!assessment?.reportable || !cmv || !cmvPath || (vehiclePath && isInactive(ctx.ui, vehiclePath))) return [];
    const why = `FMCSA-reportable (${assessment.reasons.join('; ')})`;
    if (isInactive(ctx.ui, cmvPath)) {
      const commercial = info && roles.keyIn(info.itemPattern, 'unit.commercial');
      const infoPath = roleItemPath(roles, 'unit.information', i);
      return [
        {
          path: commercial && infoPath ? `${infoPath}.${commercial}` : cmvPath,
          severity: rule.severity,
          message: `This vehicle is ${why}: answer Yes to Commercial Vehicle and complete the CMV section.`,
        },
      ];
    }
    return FMCSA_CARRIER_ROLES.flatMap((role) => {
      const field = roles.fieldIn(cmv.itemPattern, role);
      if (!field || !isEmptyValue(getAt(ctx.data, `${cmvPath}.${field.key}`))) return [];
      return [
        {
          path: `${cmvPath}.${field.key}`,
          severity: rule.severity,
          message: `${field.label} is required: this vehicle is ${why}.`,
        },
      ];
    });
  });
};

/**
 * A 17-character VIN whose check digit fails is worth a second look but may be real (old or
 * foreign vehicles), so it warns without blocking; shorter VINs (pre-1981 serials; the field allows 1-21) pass.
 */
const vinCheckDigit: Check = (ctx, rule) => {
  const roles = formRoles(ctx.definition);
  const vehicle = roles.section('unit.vehicle');
  const key = vehicle && roles.keyIn(vehicle.itemPattern, 'vehicle.vin');
  if (!key) return [];
  return units(ctx).flatMap((unit, i) => {
    const path = `${roleItemPath(roles, 'unit.vehicle', i)}.${key}`;
    const vin = itemRoleValue(roles, vehicle.itemPattern, roleItems(roles, 'unit.vehicle', unit)[0], 'vehicle.vin');
    if (typeof vin !== 'string' || vin.trim().length !== 17 || isInactive(ctx.ui, path)) return [];
    const result = checkVin(vin);
    if (result.valid) return [];
    const hint = result.correction ? ` Did you mean ${result.correction.vin}?` : '';
    return [{ path, severity: rule.severity, message: `${result.errors.join(' ')}${hint}` }];
  });
};

/**
 * Unable to Map is refused where the crash has been placed. Coordinates, typed
 * or set on the map, say where it is, so Unable to Map beside them contradicts them. `rule.path`
 * is the Unable to Map field; the coordinates are its siblings.
 */
const unableToMapWithPoint: Check = (ctx, rule) => {
  if (getAt(ctx.data, rule.path) !== true || isInactive(ctx.ui, rule.path)) return [];
  const { latitudePath, longitudePath } = mapSiblingPaths(ctx.definition, rule.path);
  const placed = [latitudePath, longitudePath].some((p) => p !== null && !isEmptyValue(getAt(ctx.data, p)));
  return placed ? [{ path: rule.path, severity: rule.severity, message: rule.message }] : [];
};

/**
 * A collision with a motor vehicle, as a unit's first harmful event or as the manner of collision,
 * needs the other vehicle in the report: fewer than two motor-vehicle units is an error at the
 * field that says so.
 */
const vehicleCollisionNeedsTwo: Check = (ctx, rule) => {
  const roles = formRoles(ctx.definition);
  if (crashCounts(ctx.definition, ctx.data).motorVehicles >= 2) return [];
  const message = (what: string) =>
    `${what} is a collision with a motor vehicle, but the report has fewer than two motor vehicles: add the other unit or correct it.`;
  const issues: ValidationIssue[] = [];
  const manner = roles.path('crash.mannerOfCollision');
  const mannerValue = manner && getAt(ctx.data, manner);
  if (manner && typeof mannerValue === 'string' && mannerValue && !NOT_A_VEHICLE_COLLISION.includes(mannerValue)) {
    issues.push({ path: manner, severity: rule.severity, message: message('The manner of collision') });
  }
  const vehicle = roles.section('unit.vehicle');
  const key = vehicle && roles.keyIn(vehicle.itemPattern, 'vehicle.firstHarmfulEvent');
  units(ctx).forEach((_, i) => {
    const path = key && `${roleItemPath(roles, 'unit.vehicle', i)}.${key}`;
    const event = path && getAt(ctx.data, path);
    if (!path || typeof event !== 'string' || !MOTOR_VEHICLE_HARMFUL_EVENTS.includes(event) || isInactive(ctx.ui, path))
      return;
    issues.push({ path, severity: rule.severity, message: message(`Unit ${i + 1}'s first harmful event`) });
  });
  return issues;
};

/**
 * A count typed by the officer that the units and people contradict: worth a second look (a
 * unit may be missing), not a refusal (the officer may know of one not reported as a unit).
 */
const countsMatchUnits: Check = (ctx, rule) => {
  const roles = formRoles(ctx.definition);
  const counts = crashCounts(ctx.definition, ctx.data);
  if (counts.motorVehicles + counts.nonMotorists === 0) return [];
  return (Object.keys(COUNT_ROLES) as (keyof CrashCounts)[]).flatMap((name) => {
    const path = roles.path(COUNT_ROLES[name]);
    const field = roles.field(COUNT_ROLES[name]);
    const value = path && getAt(ctx.data, path);
    if (!path || !field || typeof value !== 'string' || value.trim() === '' || Number(value) === counts[name])
      return [];
    return [
      {
        path,
        severity: rule.severity,
        message: `${field.label} is ${value}, but the units and people say ${counts[name]}.`,
      },
    ];
  });
};

/**
 * A unit drawn facing away from its coded direction of travel: one of the two is wrong. A
 * warning on the direction field, since a diagram is a sketch and the officer decides.
 */
const diagramDirections: Check = (ctx, rule) => {
  const diagram = getAt(ctx.data, rule.path);
  if (!diagram || isInactive(ctx.ui, rule.path)) return [];
  const units = diagramFacts(ctx.definition, ctx.data).units;
  return directionConflicts(readCrashDiagram(diagram).content, units).flatMap((conflict) => {
    const path = units[conflict.unit - 1]?.directionPath;
    return path && !isInactive(ctx.ui, path) ? [{ path, severity: rule.severity, message: conflict.message }] : [];
  });
};

/**
 * The crash's Hit and Run answer and its units agree: a hit and run names the unit that left the
 * scene (so its unknowable details are not asked for), and a unit that left makes it a hit and run.
 */
const hitAndRunMatchesUnits: Check = (ctx, rule) => {
  const roles = formRoles(ctx.definition);
  const path = roles.path('crash.hitAndRun');
  const info = roles.section('unit.information');
  const leftField = info && roles.fieldIn(info.itemPattern, 'unit.leftScene');
  const answer = path && getAt(ctx.data, path);
  if (!path || !info || !leftField || typeof answer !== 'string' || answer === '') return [];
  const yes = yesOptionValue(roles.field('crash.hitAndRun'));
  const anyLeft = units(ctx).some((unit) => leftTheScene(roles, unit));
  if ((answer === yes) === anyLeft) return [];
  const message = anyLeft
    ? `A unit left the scene, but ${roles.field('crash.hitAndRun')?.label ?? 'Hit and Run'} is answered No.`
    : `This is a hit and run: answer ${leftField.label} Yes on the unit that left, so what cannot be known of it is not asked for.`;
  return [{ path, severity: rule.severity, message }];
};

/** Named checks a definition's `custom` rules may use. */
export const customChecks: Record<string, Check> = {
  atLeastOneMotorVehicle,
  attachmentLimits,
  cmvWhenReportable,
  countsMatchUnits,
  diagramDirections,
  hitAndRunMatchesUnits,
  unableToMapWithPoint,
  vehicleCollisionNeedsTwo,
  vinCheckDigit,
};
