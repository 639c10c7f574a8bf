import { decodeVin, geocode, personSearch, snapToRoad, usdotSearch } from '../../lib/api/calls-lookup';
import {
  PERSON_SEARCH_LIMIT,
  USDOT_MAX_RESULTS,
  USDOT_PAGE_SIZE,
  type FoundPerson,
} from '../../lib/api/lookup-schemas';
import { subjectOf } from '../../lib/auth/ability';
import { CodeListId } from '../../lib/codes/list-ids';
import type { FormDefinition } from '../../lib/forms/definition-schema';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import { checkMapPoint, isInsideBounds, ROAD_SNAP_RADIUS_METERS } from '../../lib/forms/location-point';
import { checkVin } from '../../lib/records/vin';
import { badRequest, forbidden, notFound } from '../api/api-error';
import type { SessionContext } from '../api/session-context';
import { implement } from '../api/implement';
import { foundPersonOf } from '../../lib/forms/lookups/found-person';
import { nameWords, type ReportPersonRow } from '../repositories/report-people-repository';
import type { Wiring } from '../services/services';

/** Lookups fill report fields, so they are for those who write reports. */
function requireReportWriter(ctx: SessionContext) {
  if (!ctx.ability.can('create', 'Report') && !ctx.ability.can('edit', 'Report')) {
    throw forbidden('Lookups are for those who write reports.');
  }
}

/** Address searches are for places in Indiana; say so unless the officer already did. */
const mentionsIndiana = (address: string) => /\bindiana\b/i.test(address) || /\bIN\b/.test(address);

/** Rows read per person search before readable-report filtering and de-duplication trim them. */
const PERSON_SCAN = PERSON_SEARCH_LIMIT * 8;

type ReportFacts = Pick<ReportPersonRow, 'authorUserId' | 'agencyOri' | 'status'> & { id: number };
const reportSubject = (r: ReportFacts) =>
  subjectOf('Report', { id: r.id, authorUserId: r.authorUserId, agencyOri: r.agencyOri, status: r.status });

/**
 * The people of reports the caller may read and whose personal data they may see, each person
 * once (the same person saved in many reports is offered from the report that ranks first), at
 * most PERSON_SEARCH_LIMIT.
 */
function readableOnce(
  rows: ReportPersonRow[],
  definitions: ReadonlyMap<number, FormDefinition>,
  ctx: SessionContext,
): FoundPerson[] {
  const seen = new Set<string>();
  const found: FoundPerson[] = [];
  for (const row of rows) {
    const subject = reportSubject({ ...row, id: row.reportId });
    if (!ctx.ability.can('read', subject) || !ctx.ability.can('readPersonalData', subject)) continue;
    const definition = definitions.get(row.formConfigurationId);
    if (!definition) continue;
    const p = foundPersonOf(row, definition);
    const key = JSON.stringify([p.name, p.birthDate, p.street, p.city, p.zip, p.address]);
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(p);
    if (found.length === PERSON_SEARCH_LIMIT) break;
  }
  return found;
}

export function lookupCalls({ repos, services }: Wiring) {
  const { vinDecoder, usdot, geocoder, roadSnapper } = services.lookups;
  const reports = repos.reportDocuments;
  const people = repos.reportPeople;
  const personal = services.personal;

  /** The map of the form the user's new reports are written on (its own agency's version, else the state's). */
  async function mapBoundsFor(ctx: SessionContext) {
    return (await services.forms.newestPublished(vehicleCrashReport.name, ctx.user.agencyOri)).definition.mapBounds;
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

  return [
    implement(decodeVin, async ({ vin }, ctx) => {
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
    }),

    implement(usdotSearch, async ({ usdotNumber, name, page }, ctx) => {
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
    }),

    implement(geocode, async ({ address, county }, ctx) => {
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
    }),

    implement(snapToRoad, async (point, ctx) => {
      requireReportWriter(ctx);
      const bounds = await mapBoundsFor(ctx);
      const check = checkMapPoint(point, bounds);
      if (!check.ok) throw badRequest(check.message, [{ path: 'payload.latitude', message: check.message }]);
      const road = await roadSnapper.nearest(point, ROAD_SNAP_RADIUS_METERS);
      // A road just across the edge of the map's area is not a place the report can hold.
      return { road: road && isInsideBounds(road, bounds) ? road : null, radiusMeters: ROAD_SNAP_RADIUS_METERS };
    }),

    implement(personSearch, async ({ text, reportId }, ctx) => {
      requireReportWriter(ctx);
      if (reportId !== undefined) {
        const report = await reports.find(reportId);
        if (!report) throw notFound(`There is no report ${reportId}.`);
        const subject = { ...report, authorUserId: report.authorUser.id };
        if (!ctx.ability.can('read', reportSubject(subject))) throw forbidden(`You may not open report ${reportId}.`);
      }
      const words = nameWords(text).slice(0, 4);
      if (!words.length) {
        const message = 'Type a name: letters or digits.';
        throw badRequest(message, [{ path: 'payload.text', message }]);
      }
      const rows = await people.search({
        agencyOri: ctx.user.agencyOri,
        reportId: reportId ?? null,
        words,
        limit: PERSON_SCAN,
        groups: await services.forms.peopleLayouts(),
      });
      const definitions = new Map<number, FormDefinition>();
      for (const id of new Set(rows.map((r) => r.formConfigurationId))) {
        definitions.set(id, (await services.forms.load(id)).definition);
      }
      const found = readableOnce(rows, definitions, ctx);
      if (found.length) {
        // Names, birth dates and addresses handed out: one audit event for the call, naming every report.
        const reportIds = [...new Set(found.map((p) => p.source.reportId))];
        await personal.recordView(ctx, reportId ?? (reportIds.length === 1 ? reportIds[0]! : null), {
          name: 'Lookup/PersonSearch',
          ip: ctx.ip,
          detail: { reportIds },
        });
      }
      return { people: found };
    }),
  ];
}
