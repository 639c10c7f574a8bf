import type { decodeVin, geocode, personSearch, snapToRoad, usdotSearch } from '../../../lib/api/calls/calls-lookup';
import { USDOT_MAX_RESULTS, USDOT_PAGE_SIZE } from '../../../lib/api/schemas/lookup-schemas';
import { CodeListId } from '../../../lib/codes/list-ids';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { checkMapPoint, isInsideBounds, ROAD_SNAP_RADIUS_METERS } from '../../../lib/forms/location/location-point';
import { checkVin } from '../../../lib/records/vin/vin';
import { badRequest, forbidden } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { Payload } from '../../api/implement';
import type { LookupProviders } from '../../providers/lookup-providers';
import type { AppDeps } from '../app-deps';
import type { FormDefinitions } from '../forms/form-definitions';
import type { PersonalDataAccess } from '../reports/personal-data-access';
import { searchPeople } from './person-search';

/** Lookups fill report fields, so they are for those who write reports. */
function requireReportWriter(ctx: SessionContext) {
  if (!ctx.ability.can('create', 'Report') && !ctx.ability.can('edit', 'Report')) {
    throw forbidden('Lookups are for those who write reports.');
  }
}

/** Address searches are for places in Indiana; say so unless the officer already did. */
const mentionsIndiana = (address: string) => /\bindiana\b/i.test(address) || /\bIN\b/.test(address);

/**
 * The lookups that fill report fields: VIN decoding, USDOT carriers, addresses, the nearest road
 * and people of earlier reports, each through its provider and only for those who write reports.
 */
export function lookupService({
  repos,
  providers,
  forms,
  personal,
}: Pick<AppDeps, 'repos'> & { providers: LookupProviders; forms: FormDefinitions; personal: PersonalDataAccess }) {
  const { vinDecoder, usdot, geocoder, roadSnapper } = providers;
  const people = searchPeople({ repos, forms, personal });

  /** The map of the form the user's new reports are written on (its own agency's version, else the state's). */
  async function mapBoundsFor(ctx: SessionContext) {
    return (await forms.newestPublished(vehicleCrashReport.name, ctx.user.agencyOri)).definition.mapBounds;
  }

  /** A county code of list 2 becomes its name, which is what an address search understands. */
  async function countyName(county: string) {
    if (!/^\d{1,3}$/.test(county)) return county.replace(/\s+county$/i, '');
    const label = await repos.codeLists.label(CodeListId.County, county.padStart(3, '0'));
    if (label === undefined) {
      const message = `There is no county ${county}.`;
      throw badRequest(message, [{ path: 'payload.county', message }]);
    }
    return label;
  }

  return {
    async decodeVin(ctx: SessionContext, { vin }: Payload<typeof decodeVin>) {
      requireReportWriter(ctx);
      // The service is asked only about VINs that can exist: a typo is told at once, offline too.
      const check = checkVin(vin);
      if (!check.valid) {
        const hint = check.correction ? ` Did you mean ${check.correction.vin}?` : '';
        throw badRequest(
          `This VIN cannot be decoded: ${check.errors.join(' ')}${hint}`,
          check.errors.map((message) => ({ path: 'payload.vin', message })),
        );
      }
      return vinDecoder.decode(check.vin);
    },

    async usdotSearch(ctx: SessionContext, { usdotNumber, name, page }: Payload<typeof usdotSearch>) {
      requireReportWriter(ctx);
      const found = usdotNumber
        ? [await usdot.byNumber(Number(usdotNumber))].filter((c) => c !== null)
        : await usdot.byName(name ?? '', USDOT_MAX_RESULTS);
      const total = Math.min(found.length, USDOT_MAX_RESULTS);
      const first = (page - 1) * USDOT_PAGE_SIZE;
      return {
        results: found.slice(first, Math.min(first + USDOT_PAGE_SIZE, total)),
        total,
        page,
        pageSize: USDOT_PAGE_SIZE,
        pageCount: Math.ceil(total / USDOT_PAGE_SIZE),
      };
    },

    async geocode(ctx: SessionContext, { address, county }: Payload<typeof geocode>) {
      requireReportWriter(ctx);
      const text = [
        address,
        county ? `${await countyName(county)} County` : '',
        mentionsIndiana(address) ? '' : 'Indiana',
      ]
        .filter(Boolean)
        .join(', ');
      const bounds = await mapBoundsFor(ctx);
      // The service is asked to stay inside the map's bounds; what it answers outside is dropped here.
      const candidates = await geocoder.search(text, { countryCode: 'us', bounds });
      return { candidates: candidates.filter((c) => isInsideBounds(c, bounds)).sort((a, b) => b.score - a.score) };
    },

    async snapToRoad(ctx: SessionContext, point: Payload<typeof snapToRoad>) {
      requireReportWriter(ctx);
      const bounds = await mapBoundsFor(ctx);
      const check = checkMapPoint(point, bounds);
      if (!check.ok) throw badRequest(check.message, [{ path: 'payload.latitude', message: check.message }]);
      const road = await roadSnapper.nearest(point, ROAD_SNAP_RADIUS_METERS);
      // A road just across the edge of the map's area is not a place the report can hold.
      return { road: road && isInsideBounds(road, bounds) ? road : null, radiusMeters: ROAD_SNAP_RADIUS_METERS };
    },

    async personSearch(ctx: SessionContext & { ip: string }, p: Payload<typeof personSearch>) {
      requireReportWriter(ctx);
      return people(ctx, p);
    },
  };
}
export type LookupService = ReturnType<typeof lookupService>;
