import { decodeVin, geocode, personSearch, snapToRoad, usdotSearch } from '../../../lib/api/calls/calls-lookup';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function lookupCalls({ services }: Wiring) {
  const lookups = services.lookups;
  return [
    implement(decodeVin, (p, ctx) => lookups.decodeVin(ctx, p)),
    implement(usdotSearch, (p, ctx) => lookups.usdotSearch(ctx, p)),
    implement(geocode, (p, ctx) => lookups.geocode(ctx, p)),
    implement(snapToRoad, (p, ctx) => lookups.snapToRoad(ctx, p)),
    implement(personSearch, (p, ctx) => lookups.personSearch(ctx, p)),
  ];
}
