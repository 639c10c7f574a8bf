import { Link } from 'react-router';
import { kindOfKey, placeOfKey } from '../../../lib/analysis/crash-locations';
import { useLocationPlace } from './location-place';

/**
 * Says that the address's filter holds one high-crash location, where it is, and how to see
 * every location's crashes again (the same address without it): the filter's form has no field
 * for it. A location the schema refused (`error`, an address edited by hand) is said here too.
 */
export function LocationFilterNotice({ search, error }: { search: string; error: string | undefined }) {
  const placeOf = useLocationPlace();
  const params = new URLSearchParams(search);
  const key = params.get('locationKey');
  if (!key) return null;
  params.delete('locationKey');
  const rest = params.toString();
  const remove = (
    <Link className="text-brand underline" to={`/crash-data${rest ? `?${rest}` : ''}`}>
      Remove the location
    </Link>
  );
  const kind = kindOfKey(key);
  if (error || !kind)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded border border-danger/50 bg-danger/10 px-4 py-3 text-sm"
      >
        <p>{error ?? 'Pick a location from the high-crash locations.'}</p>
        {remove}
      </div>
    );
  const place = placeOfKey(key);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded border border-brand/40 bg-brand/10 px-4 py-3 text-sm"
    >
      <p>
        Only the crashes {kind === 'intersection' ? 'at the intersection of' : 'on'} <strong>{place.roads}</strong> (
        {placeOf({ ...place, kind })}).
      </p>
      {remove}
    </div>
  );
}
