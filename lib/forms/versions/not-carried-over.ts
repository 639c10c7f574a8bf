import type { NotCarriedOver } from './carry-over';

/** Why a value did not move to the newer version, as the officer reads it. */
export const notCarriedOverReasons: Readonly<Record<NotCarriedOver['reason'], string>> = {
  removed: 'The newer version has no field for it.',
  code: 'Its code is no longer in the field’s list.',
  invalid: 'The field no longer takes this value.',
};

/**
 * A value left behind as text to read and copy: a multiple pick as its codes joined by commas,
 * a structure (a point, a diagram) as its JSON.
 */
export function notCarriedOverText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.join(', ');
  return JSON.stringify(value);
}
