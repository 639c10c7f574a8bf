/**
 * What some codes of the shared code lists mean to the code that counts or checks by them, in one
 * place for the editor, the server, the print and the extension.
 */

/** Unit types (list 272) that are motor vehicles: 20, 21 and 23 show the vehicle sections. */
export const MOTOR_VEHICLE_UNIT_TYPES: readonly string[] = ['20', '21', '23'];

/** The unit type (list 272) of a parked motor vehicle: nobody drives it. */
export const PARKED_UNIT_TYPE = '21';

/** The harmful event (list 40) of a collision with a motor vehicle in transport. */
export const MOTOR_VEHICLE_IN_TRANSPORT_EVENT = '12';

/** KABCO injury statuses (list 276) of an injured person: C, B and A (0 is no apparent injury). */
export const INJURED_STATUSES: readonly string[] = ['1', '2', '3'];

/** The KABCO injury status (list 276) of a person killed: K. */
export const FATAL_STATUS = '4';

/**
 * Harmful events (list 40) that are a collision with another motor vehicle: in transport, parked,
 * working. Such a crash has at least two motor-vehicle units.
 */
export const MOTOR_VEHICLE_HARMFUL_EVENTS: readonly string[] = ['12', '14', '45'];

/** Manners of collision (list 39) that are not a collision of two vehicles: none, not reported, unknown. */
export const NOT_A_VEHICLE_COLLISION: readonly string[] = ['0', '98', '99'];

/**
 * Directions of travel (list 1017) as headings on the crash diagram: degrees clockwise from
 * east, with north up as the diagram's north arrow stands when not turned.
 */
export const TRAVEL_DIRECTION_HEADINGS: Readonly<Record<string, number>> = { '1': 270, '2': 90, '3': 0, '4': 180 };

/** Manners of collision (list 39) that decide how a diagram draft lays out the units. */
export const MANNER_OF_COLLISION = {
  frontToRear: '1',
  frontToFront: '2',
  angle: '6',
  sideswipeSame: '7',
  sideswipeOpposite: '8',
  rearToSide: '9',
  rearToRear: '10',
} as const;

/** Pre-collision actions (list 1023) a diagram draft draws differently from going straight. */
export const PRE_COLLISION_ACTION = {
  turningRight: '10',
  turningLeft: '11',
  uTurn: '12',
  backing: '13',
  negotiatingCurve: '14',
  /** Stopped in roadway, disabled or parked in a travel lane: drawn without a travel arrow. */
  standing: ['5', '7'] as readonly string[],
  /** Passing and changing lanes need a second lane in the unit's direction. */
  otherLane: ['6', '15'] as readonly string[],
};

/** Location types (list 1018) of a crash at an intersection, and of one at an interchange or ramp. */
export const INTERSECTION_LOCATION_TYPES: readonly string[] = ['2', '3'];
export const RAMP_LOCATION_TYPES: readonly string[] = ['5'];

/** Roadway junctions (list 1007): intersection and intersection-related; ramps and their lanes. */
export const INTERSECTION_JUNCTIONS: readonly string[] = ['2', '3'];
export const RAMP_JUNCTIONS: readonly string[] = ['5', '17', '20'];

/** Roadway characters (list 1026) on a curve: alignment code 2 (right) or 3 (left), then grade. */
export const isCurveRoadwayCharacter = (code: string) => /^[23]\d$/.test(code);

/**
 * A roadway character (list 1026) as a unit going the other way sees the same road: its curve right
 * is a curve left (alignment 2 and 3 swap) and its uphill a downhill (grade 5 and 6 swap); straight,
 * level, a hillcrest and a sag read the same both ways.
 */
export function roadwayCharacterFacingBack(code: string): string {
  const alignment: Readonly<Record<string, string>> = { '2': '3', '3': '2' };
  const grade: Readonly<Record<string, string>> = { '5': '6', '6': '5' };
  const [a = '', g = ''] = code;
  return code.length === 2 ? `${alignment[a] ?? a}${grade[g] ?? g}` : code;
}

/** Directions of travel (list 1017) by the axis they run along: north and south, east and west. */
export const TRAVEL_DIRECTION_AXIS: Readonly<Record<string, 'ns' | 'ew'>> = {
  '1': 'ns',
  '2': 'ns',
  '3': 'ew',
  '4': 'ew',
};

/**
 * Areas of a vehicle (list 1024, damaged areas): the clock positions 1-12, top, undercarriage and
 * trailer. An initial impact at one of them damaged it, as far as the report can tell; the other
 * codes (non-collision, cargo loss, not reported, unknown) name no area.
 */
export const isVehicleAreaCode = (code: string) => /^([1-9]|1[0-5])$/.test(code);

/** The seating position (list 1031) of whoever drives: front row, left. */
export const DRIVER_SEATING_POSITION = '1';

/** Unit types (list 272) drawn as a pedestrian or as a bicycle on the diagram. */
export const PEDESTRIAN_UNIT_TYPES: readonly string[] = ['22', '26', '27', '28', '29'];
export const CYCLIST_UNIT_TYPES: readonly string[] = ['24', '25'];

/** Vehicle styles (list 1020) drawn as a truck, a bus or a motorcycle; the others are cars. */
export const TRUCK_STYLES: readonly string[] = ['21', '30', '45', '73', '78'];
export const BUS_STYLES: readonly string[] = ['50', '52', '58', '65'];
export const MOTORCYCLE_STYLES: readonly string[] = ['80', '81'];

/** Traffic controls (list 1025) the diagram has a symbol for. */
export const TRAFFIC_CONTROL_SYMBOLS: Readonly<Record<string, 'signal' | 'stop' | 'yield'>> = {
  '1': 'signal',
  '4': 'signal',
  '20': 'stop',
  '21': 'yield',
};

/** Directions of travel (list 1017) in words, for messages that compare them with a drawing. */
export const TRAVEL_DIRECTION_WORDS: Readonly<Record<string, string>> = {
  '1': 'north',
  '2': 'south',
  '3': 'east',
  '4': 'west',
};

/** Pre-collision actions (list 1023) as a narrative says them of a unit. */
export const PRE_COLLISION_ACTION_PHRASES: Readonly<Record<string, string>> = {
  '1': 'going straight ahead',
  '2': 'slowing in the road',
  '5': 'stopped in the roadway',
  '6': 'passing another vehicle',
  '7': 'disabled or parked in the travel lane',
  '8': 'entering the traffic lane',
  '9': 'leaving the traffic lane',
  '10': 'turning right',
  '11': 'turning left',
  '12': 'making a U-turn',
  '13': 'backing',
  '14': 'negotiating a curve',
  '15': 'changing lanes',
};
