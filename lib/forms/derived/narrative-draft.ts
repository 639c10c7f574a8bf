import {
  FATAL_STATUS,
  INJURED_STATUSES,
  MOTOR_VEHICLE_HARMFUL_EVENTS,
  NOT_A_VEHICLE_COLLISION,
  PRE_COLLISION_ACTION,
  PRE_COLLISION_ACTION_PHRASES,
  TRAVEL_DIRECTION_WORDS,
} from '../../codes/code-meanings';
import type { FormDefinition } from '../definition/definition-schema';
import { diagramFacts, type DiagramUnitFacts } from '../diagrams/diagram-units';
import { formRoles, roleItems, roleText, type FormRoles } from '../definition/form-roles';
import type { ReportData } from '../definition/paths';
import type { FieldRole, SectionRole } from '../definition/roles';
import { isMotorVehicleUnit, peopleOf, personValue, unitValue } from './unit-people';
import { unitRoads } from './unit-roads';

/** A code's label from the code lists the report is written with, or undefined when unknown. */
export type CodeLabel = (listId: number, code: string) => string | undefined;

/** A narrative drafted from the coded report, and what it could not say for want of a value. */
export interface NarrativeDraft {
  text: string;
  missing: string[];
}

/** Going straight ahead is what "travelling north" already says. */
const STRAIGHT_AHEAD = '1';

interface Context {
  definition: FormDefinition;
  roles: FormRoles;
  data: ReportData;
  label: CodeLabel;
  missing: string[];
}

/** The label of the code held by a field of `role` in the section item at `pattern`, lower case. */
function codeText(ctx: Context, pattern: string | undefined, role: FieldRole, code: string): string {
  const field = pattern ? ctx.roles.fieldIn(pattern, role) : ctx.roles.field(role);
  if (!code) return '';
  const option = field?.options?.find((o) => o.value === code)?.label;
  const label = option ?? (field?.codeListId === undefined ? undefined : ctx.label(field.codeListId, code));
  // Lower case within a sentence, but a KABCO letter stays one: "suspected minor injury (B)".
  return (label ?? code).toLowerCase().replace(/\(([a-z])\)/g, (_, letter: string) => `(${letter.toUpperCase()})`);
}

function roadName(ctx: Context, name: FieldRole, suffix: FieldRole, direction?: FieldRole): string {
  const text = (role: FieldRole) => roleText(ctx.roles, ctx.data, role) ?? '';
  if (!text(name)) return '';
  return [direction ? text(direction) : '', text(name), text(suffix)].filter(Boolean).join(' ');
}

function personName(ctx: Context, person: [SectionRole, Record<string, unknown>]): string {
  const value = (role: FieldRole) => personValue(ctx.roles, person, role).trim();
  return [value('person.firstName'), value('person.lastName')].filter(Boolean).join(' ') || value('person.oneLineName');
}

/** "a 2003 HONDA ACCORD driven by ANN SMITH", or the unit type for a non-motorist. */
function unitDescription(ctx: Context, unit: Record<string, unknown>, n: number): string {
  const info = ctx.roles.section('unit.information')?.itemPattern;
  if (!isMotorVehicleUnit(ctx.roles, unit)) {
    const type = codeText(ctx, info, 'unit.type', unitValue(ctx.roles, unit, 'unit.information', 'unit.type'));
    const [person] = peopleOf(ctx.roles, unit);
    const name = person ? personName(ctx, person) : '';
    if (!type) ctx.missing.push(`Unit ${n} has no unit type.`);
    return [type ? `a ${type}` : 'a non-motorist', name && `(${name})`].filter(Boolean).join(' ');
  }
  const vehicle = (role: FieldRole) => unitValue(ctx.roles, unit, 'unit.vehicle', role).trim();
  const what = [vehicle('vehicle.year'), vehicle('vehicle.make'), vehicle('vehicle.model')].filter(Boolean).join(' ');
  if (!vehicle('vehicle.make')) ctx.missing.push(`Unit ${n} has no vehicle make.`);
  const driver = peopleOf(ctx.roles, unit).find(([role]) => role === 'unit.driver');
  const name = driver ? personName(ctx, driver) : '';
  if (!name) ctx.missing.push(`Unit ${n} has no driver's name.`);
  return [what ? `a ${what}` : 'a vehicle', name && `driven by ${name}`].filter(Boolean).join(' ');
}

function movementSentence(ctx: Context, facts: DiagramUnitFacts, road: string): string {
  const direction = TRAVEL_DIRECTION_WORDS[facts.direction];
  const action = PRE_COLLISION_ACTION_PHRASES[facts.action];
  const on = road ? ` on ${road}` : '';
  if (action && PRE_COLLISION_ACTION.standing.includes(facts.action)) return `was ${action}${on}`;
  if (!direction) ctx.missing.push(`Unit ${facts.unit} has no direction of travel.`);
  if (!facts.action && facts.symbol !== 'pedestrian' && facts.symbol !== 'bicycle')
    ctx.missing.push(`Unit ${facts.unit} has no pre-collision action.`);
  if (!direction) return `was ${action ?? 'involved'}${on}`;
  const turning = action && facts.action !== STRAIGHT_AHEAD ? `, ${action}` : '';
  return `was travelling ${direction}${on}${turning}`;
}

function collisionSentences(ctx: Context, units: Record<string, unknown>[]): string[] {
  const sentences: string[] = [];
  const manner = roleText(ctx.roles, ctx.data, 'crash.mannerOfCollision') ?? '';
  if (manner && !NOT_A_VEHICLE_COLLISION.includes(manner)) {
    sentences.push(`The vehicles collided (${codeText(ctx, undefined, 'crash.mannerOfCollision', manner)}).`);
  }
  const vehicle = ctx.roles.section('unit.vehicle')?.itemPattern;
  units.forEach((unit, i) => {
    const event = unitValue(ctx.roles, unit, 'unit.vehicle', 'vehicle.firstHarmfulEvent');
    if (event && !MOTOR_VEHICLE_HARMFUL_EVENTS.includes(event)) {
      sentences.push(
        `Unit ${i + 1}'s first harmful event was ${codeText(ctx, vehicle, 'vehicle.firstHarmfulEvent', event)}.`,
      );
    }
  });
  return sentences;
}

function injurySentences(ctx: Context, units: Record<string, unknown>[]): string[] {
  return units.flatMap((unit, i) =>
    peopleOf(ctx.roles, unit).flatMap((person) => {
      const status = personValue(ctx.roles, person, 'person.injuryStatus');
      if (status !== FATAL_STATUS && !INJURED_STATUSES.includes(status)) return [];
      const pattern = ctx.roles.section(person[0])?.itemPattern;
      const who = person[0] === 'unit.passengers' ? 'A passenger' : 'The driver';
      const name = personName(ctx, person);
      const whom = `${who} of Unit ${i + 1}${name ? ` (${name})` : ''}`;
      if (status === FATAL_STATUS) return [`${whom} was killed.`];
      return [`${whom} had a ${codeText(ctx, pattern, 'person.injuryStatus', status)}.`];
    }),
  );
}

/**
 * A first narrative from what the officer has coded, for the officer to correct and complete:
 * when, each unit and how it was moving, the collision, and who was hurt. It says only what the
 * codes say; what happened between them is the officer's to write. Values not coded yet are
 * left out of the text and listed in `missing`.
 */
export function draftNarrative(definition: FormDefinition, data: ReportData, label: CodeLabel): NarrativeDraft {
  const ctx: Context = { definition, roles: formRoles(definition), data, label, missing: [] };
  const units = roleItems(ctx.roles, 'units', data);
  const facts = diagramFacts(definition, data).units;
  const main = roadName(ctx, 'location.roadName', 'location.roadSuffix', 'location.roadDirection');
  const crossing = roadName(ctx, 'location.intersectingName', 'location.intersectingSuffix');
  if (!main) ctx.missing.push('The location has no roadway name.');

  const date = roleText(ctx.roles, data, 'report.crashDate');
  const time = roleText(ctx.roles, data, 'report.crashTime');
  const when = date ? `On ${date}${time ? ` at ${time}` : ''}, ` : '';
  if (!date) ctx.missing.push('The report has no date of collision.');

  // A unit whose road the directions do not tell is said to be on the crash's road.
  const roads = unitRoads(
    facts.map((f) => f.direction),
    crossing !== '',
  );
  const unitSentences = units.map((unit, i) => {
    const unitFacts = facts[i]!;
    const road = roads[i] === 'intersecting' ? crossing : main;
    const sentence = `Unit ${i + 1}, ${unitDescription(ctx, unit, i + 1)}, ${movementSentence(ctx, unitFacts, road)}.`;
    return i === 0 && when ? `${when}${sentence}` : sentence;
  });
  const paragraphs = [
    unitSentences.join(' '),
    collisionSentences(ctx, units).join(' '),
    injurySentences(ctx, units).join(' '),
  ];
  return { text: paragraphs.filter(Boolean).join('\n\n'), missing: ctx.missing };
}
