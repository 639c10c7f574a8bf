import {
  INTERSECTION_JUNCTIONS,
  INTERSECTION_LOCATION_TYPES,
  isCurveRoadwayCharacter,
  MANNER_OF_COLLISION,
  PRE_COLLISION_ACTION,
  RAMP_JUNCTIONS,
  RAMP_LOCATION_TYPES,
  TRAFFIC_CONTROL_SYMBOLS,
  TRAVEL_DIRECTION_HEADINGS,
} from '../../codes/code-meanings';
import { addElement, type NewElement } from './crash-diagram-edits';
import { type DiagramContent, type DiagramPoint, type RoadTemplate } from './diagram-elements';
import {
  along,
  CENTRE,
  clampPoint,
  crossing,
  impactOffset,
  LANE_WIDTH,
  normaliseDegrees,
  plus,
  rightOf,
  SCALE_FEET,
  SYMBOL_SIZES,
} from './diagram-geometry';
import type { DiagramCrashFacts, DiagramUnitFacts } from './diagram-units';

/**
 * A crash diagram drafted from the coded report: the template from where the crash happened and
 * how, each unit on the approach and lane its direction and action say, facing its direction,
 * with its initial impact point on the point of impact. What the codes do not say is listed.
 */
export interface DiagramDraft {
  content: DiagramContent;
  missing: string[];
}

/** Where the north arrow and the scale stand in a draft, clear of the roads' middle. */
const NORTH_AT: DiagramPoint = [950, 70];
const SCALE_AT: DiagramPoint = [40, 575];

function chooseTemplate(facts: DiagramCrashFacts): RoadTemplate {
  const { locationType, roadwayJunction, mannerOfCollision, units } = facts;
  if (RAMP_LOCATION_TYPES.includes(locationType) || RAMP_JUNCTIONS.includes(roadwayJunction)) return 'ramp';
  if (INTERSECTION_LOCATION_TYPES.includes(locationType) || INTERSECTION_JUNCTIONS.includes(roadwayJunction))
    return 'fourWay';
  if (
    units.some((u) => isCurveRoadwayCharacter(u.roadwayCharacter) || u.action === PRE_COLLISION_ACTION.negotiatingCurve)
  )
    return 'curve';
  return mannerOfCollision === MANNER_OF_COLLISION.angle ? 'fourWay' : 'straight';
}

interface Approach {
  facts: DiagramUnitFacts;
  heading: number;
  lane: number;
}

/** The point on a lane's centre line level with the middle of the drawing. */
const lanePoint = (heading: number, lane: number) => plus(CENTRE, rightOf(heading), (lane + 0.5) * LANE_WIDTH);

function approaches(facts: DiagramCrashFacts, lanes: number): Approach[] {
  const used = new Set<string>();
  return facts.units.flatMap((unit) => {
    const heading = TRAVEL_DIRECTION_HEADINGS[unit.direction];
    if (heading === undefined) return [];
    // Turning left, U-turning and passing are done from the inside lane; the rest keep right.
    const inside =
      [PRE_COLLISION_ACTION.turningLeft, PRE_COLLISION_ACTION.uTurn].includes(unit.action) ||
      PRE_COLLISION_ACTION.otherLane.includes(unit.action);
    let lane = inside ? 0 : lanes - 1;
    // Side by side in one direction: the second unit takes the other lane.
    if (facts.mannerOfCollision === MANNER_OF_COLLISION.sideswipeSame && used.has(`${heading}:${lane}`))
      lane = lane === 0 ? lanes - 1 : 0;
    used.add(`${heading}:${lane}`);
    return [{ facts: unit, heading, lane }];
  });
}

function impactPoint(list: Approach[]): DiagramPoint {
  const [a, b] = list;
  if (!a) return CENTRE;
  const pa = lanePoint(a.heading, a.lane);
  if (!b) return pa;
  const pb = lanePoint(b.heading, b.lane);
  return crossing(pa, a.heading, pb, b.heading) ?? [(pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2];
}

/** The clock position a unit is hit at when the report does not say: from the manner of collision. */
function defaultClock(manner: string, first: boolean, self: Approach, other: Approach | undefined, at: DiagramPoint) {
  const { frontToRear, frontToFront, rearToRear, rearToSide } = MANNER_OF_COLLISION;
  if (manner === rearToRear) return 6;
  if (first) return manner === rearToSide ? 6 : 12;
  if (manner === frontToRear) return 6;
  if (manner === frontToFront || !other) return 12;
  // Struck on the side the other unit came from.
  const from = plus(at, along(other.heading), -100);
  const [fx, fy] = [from[0] - at[0], from[1] - at[1]];
  const [rx, ry] = rightOf(self.heading);
  return fx * rx + fy * ry >= 0 ? 3 : 9;
}

/**
 * Where a turning unit goes: on to the lane of the road it turns into (the nearest lane of the
 * crossing road for a right turn, the inside one for a left turn), then along it.
 */
function turnPath(approach: Approach, at: DiagramPoint, lanes: number): DiagramPoint[] | null {
  const { heading, facts } = approach;
  const { turningLeft, turningRight, uTurn } = PRE_COLLISION_ACTION;
  const turnInto = (to: number, lane: number) => {
    const corner = crossing(at, heading, lanePoint(to, lane), to) ?? plus(at, along(heading), LANE_WIDTH);
    return [at, corner, plus(corner, along(to), 150)];
  };
  if (facts.action === turningRight) return turnInto(heading + 90, lanes - 1);
  if (facts.action === turningLeft) return turnInto(heading - 90, 0);
  if (facts.action === uTurn) {
    const ahead = plus(at, along(heading), LANE_WIDTH);
    const back = plus(ahead, along(heading - 90), LANE_WIDTH * 2 * lanes - LANE_WIDTH);
    return [at, ahead, back, plus(back, along(heading), -120)];
  }
  return null;
}

const whole = (points: DiagramPoint[]) => points.map((p) => clampPoint(p[0], p[1]));

function missingFacts(facts: DiagramCrashFacts): string[] {
  const missing: string[] = [];
  if (facts.units.length === 0) missing.push('The report has no units to draw.');
  if (facts.units.length > 1 && !facts.mannerOfCollision) missing.push('Manner of Collision is not coded.');
  if (!facts.locationType && !facts.roadwayJunction)
    missing.push(
      'Neither Location Type nor Roadway Junction is coded: the road was chosen from the manner of collision.',
    );
  for (const u of facts.units) {
    if (!u.typed) missing.push(`Unit ${u.unit} has no unit type: drawn as a car.`);
    if (!u.direction)
      missing.push(`Unit ${u.unit} has no direction of travel: drawn at the bottom edge to place by hand.`);
    else if (TRAVEL_DIRECTION_HEADINGS[u.direction] === undefined)
      missing.push(`Unit ${u.unit}'s direction of travel is not a compass direction: drawn at the bottom edge.`);
    if (u.symbol === 'pedestrian' || u.symbol === 'bicycle') continue;
    if (!u.action) missing.push(`Unit ${u.unit} has no pre-collision action: drawn going straight.`);
    if (u.impact === null) missing.push(`Unit ${u.unit} has no initial impact point: one was assumed.`);
  }
  return missing;
}

/** The draft; pure and quick (the bench drafts 6 units well under 50 ms). */
export function draftDiagram(facts: DiagramCrashFacts): DiagramDraft {
  const template = chooseTemplate(facts);
  const lanes =
    facts.mannerOfCollision === MANNER_OF_COLLISION.sideswipeSame ||
    facts.units.some((u) => PRE_COLLISION_ACTION.otherLane.includes(u.action))
      ? 2
      : 1;
  const list = approaches(facts, lanes);
  const first = list[0];
  const northSouth = first !== undefined && first.heading % 180 === 90;
  const rotation = template === 'fourWay' || template === 'roundabout' ? 0 : northSouth ? 90 : 0;
  let content: DiagramContent = { road: { template, lanes, rotation }, elements: [] };
  const add = (element: NewElement) => {
    content = addElement(content, element).content;
  };

  const poi = impactPoint(list);
  const placed: { approach: Approach; centre: DiagramPoint; anchor: DiagramPoint }[] = [];
  const forward = (heading: number, p: DiagramPoint) => p[0] * along(heading)[0] + p[1] * along(heading)[1];
  list.forEach((approach, i) => {
    const { facts: unit, heading, lane } = approach;
    // A third unit and later in the lane of an earlier one hit the rearmost of them (a chain).
    const sameLane = (p: (typeof placed)[number]) => p.approach.heading === heading && p.approach.lane === lane;
    const ahead = i < 2 ? [] : placed.filter(sameLane);
    const rearmost = ahead.reduce<(typeof placed)[number] | null>(
      (best, p) => (!best || forward(heading, p.centre) < forward(heading, best.centre) ? p : best),
      null,
    );
    const anchor = rearmost ? plus(rearmost.centre, impactOffset(rearmost.approach.facts.symbol, heading, 6)) : poi;
    const other = i === 0 ? list[1] : list[0];
    const clock = unit.impact ?? (rearmost ? 12 : defaultClock(facts.mannerOfCollision, i === 0, approach, other, poi));
    placed.push({ approach, centre: plus(anchor, impactOffset(unit.symbol, heading, clock), -1), anchor });
  });

  // Arrows first, so the symbols are drawn over them; none behind a unit another unit is queued behind.
  for (const { approach, centre, anchor } of placed) {
    const { facts: unit, heading, lane } = approach;
    const queued = placed.some(
      (p) =>
        p.approach !== approach &&
        p.approach.heading === heading &&
        p.approach.lane === lane &&
        forward(heading, p.centre) < forward(heading, centre),
    );
    if (!PRE_COLLISION_ACTION.standing.includes(unit.action) && !queued) {
      const tail = SYMBOL_SIZES[unit.symbol].length / 2;
      const points = [plus(centre, along(heading), -(tail + 100)), plus(centre, along(heading), -(tail + 12))];
      add({ kind: 'arrow', style: 'travel', unit: unit.unit, points: whole(points) });
    }
    const path = turnPath(approach, anchor, lanes);
    if (path) add({ kind: 'arrow', style: 'path', unit: unit.unit, points: whole(path) });
  }
  for (const { approach, centre } of placed) {
    const [x, y] = clampPoint(centre[0], centre[1]);
    const { unit, symbol } = approach.facts;
    add({ kind: 'unit', unit, symbol, x, y, rotation: normaliseDegrees(approach.heading) });
  }

  // One traffic control per approach, on its right before the crossing road.
  const controls = new Set<number>();
  for (const { facts: unit, heading } of list) {
    const control = TRAFFIC_CONTROL_SYMBOLS[unit.control];
    if (!control || controls.has(heading)) continue;
    controls.add(heading);
    const spot = plus(
      plus(CENTRE, along(heading), -(lanes * LANE_WIDTH + 50)),
      rightOf(heading),
      lanes * LANE_WIDTH + 24,
    );
    const [x, y] = clampPoint(spot[0], spot[1]);
    add({ kind: 'control', control, x, y, rotation: 0 });
  }

  // Units without a compass direction wait at the bottom edge for the officer to place them.
  facts.units
    .filter((u) => !list.some((a) => a.facts === u))
    .forEach((unit, i) => {
      add({ kind: 'unit', unit: unit.unit, symbol: unit.symbol, x: 220 + i * 120, y: 540, rotation: 0 });
    });

  if (list.length > 0) {
    const [x, y] = clampPoint(poi[0], poi[1]);
    add({ kind: 'impact', x, y });
  }
  add({ kind: 'north', x: NORTH_AT[0], y: NORTH_AT[1], rotation: 0 });
  add({ kind: 'scale', x: SCALE_AT[0], y: SCALE_AT[1], rotation: 0, feet: SCALE_FEET });
  return { content, missing: missingFacts(facts) };
}
