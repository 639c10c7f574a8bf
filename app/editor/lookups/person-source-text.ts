import type { FoundPerson } from '../../../lib/api/schemas/lookup-schemas';

const roleLabels = { driver: 'Driver', owner: 'Owner', passenger: 'Passenger', witness: 'Witness' } as const;

/** "Passenger 2 of unit 1", "Driver of unit 1", "Witness 3": where in a report a person was written. */
export function personPlaceText(source: FoundPerson['source']): string {
  const role =
    source.role === 'passenger' || source.role === 'witness'
      ? `${roleLabels[source.role]} ${source.index ?? ''}`.trim()
      : roleLabels[source.role];
  return `${role}${source.unit === null ? '' : ` of unit ${source.unit}`}`;
}
