/**
 * What some codes of the shared code lists mean to the code that counts or checks by them, in one
 * place for the editor, the server, the print and the extension.
 */

/** Unit types (list 272) that are motor vehicles: 20, 21 and 23 show the vehicle sections. */
export const MOTOR_VEHICLE_UNIT_TYPES: readonly string[] = ['20', '21', '23'];

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
