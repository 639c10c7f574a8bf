import {
  duplicateReason,
  DUPLICATES_MAX,
  DUPLICATES_REFUSAL,
  mayReviewDuplicates,
  orderedPair,
} from '../../../lib/analysis/crash-duplicates';
import { KABCO_OF_STATUS } from '../../../lib/analysis/crash-severity';
import type { crashDataDismissDuplicate, crashDataDuplicates } from '../../../lib/api/calls/calls-crash-duplicates';
import { badRequest, forbidden, notFound } from '../../api/api-error';
import type { Payload } from '../../api/implement';
import type { SessionContext } from '../../api/session-context';
import type { Repositories } from '../../repositories/repositories';
import type { DuplicateReportRow } from '../../repositories/crash-data/crash-duplicates-repository';
import type { AdminCtx } from '../users/user-admin-service';
import { analyzable, scopedRange } from './crash-data-service';

const summaryOf = (r: DuplicateReportRow) => {
  const vehicles = typeof r.vehicles === 'string' ? (JSON.parse(r.vehicles) as typeof r.vehicles) : r.vehicles;
  return {
    id: r.id,
    agencyOri: r.agency_ori,
    agencyName: r.agency_name ?? r.agency_ori,
    caseNumber: r.case_number,
    date: r.date,
    time: r.time,
    street: r.street,
    countyCode: r.county_code,
    municipalityCode: r.municipality_code,
    severity: r.severity === null ? null : (KABCO_OF_STATUS[String(r.severity)] ?? null),
    vehicles: (vehicles as Exclude<typeof vehicles, string>).map((v) => ({
      unit: v.unit,
      plate: v.plate,
      plateState: v.plate_state,
      vin: v.vin,
    })),
  };
};

/**
 * Possible duplicates (docs/rules/crash-data.md, "Possible duplicates"): the same crash reported
 * by two agencies, for the state administrator alone, who sees both; everyone else is refused
 * before anything is read, so nothing of another agency reaches them.
 */
export function crashDuplicatesService({ repos, clock }: { repos: Repositories; clock: () => Date }) {
  const review = (ctx: SessionContext) => {
    if (!mayReviewDuplicates(ctx.ability)) throw forbidden(DUPLICATES_REFUSAL);
  };

  return {
    async duplicates(ctx: SessionContext, p: Payload<typeof crashDataDuplicates>) {
      review(ctx);
      const range = scopedRange(p.filter, analyzable(ctx.ability), clock());
      const rows = await repos.crashDuplicates.pairs({
        dateFrom: range.dateFrom,
        dateTo: range.dateTo,
        countyCode: p.filter.countyCode,
        agencyOri: p.filter.agencyOri,
        limit: DUPLICATES_MAX,
      });
      const reports = new Map(
        (await repos.crashDuplicates.reports([...new Set(rows.flatMap((r) => [r.a, r.b]))])).map((r) => [
          r.id,
          summaryOf(r),
        ]),
      );
      return {
        dateFrom: range.dateFrom,
        dateTo: range.dateTo,
        pairCount: rows[0]?.found ?? 0,
        pairs: rows.map((r) => {
          const match = { minutes: r.minutes, metres: r.metres, vin: r.vin, plate: r.plate, plateState: r.plate_state };
          return { a: reports.get(r.a)!, b: reports.get(r.b)!, ...match, reason: duplicateReason(match) };
        }),
      };
    },

    async dismiss(ctx: AdminCtx, p: Payload<typeof crashDataDismissDuplicate>) {
      review(ctx);
      if (p.reportA === p.reportB) {
        const message = 'A report cannot be a duplicate of itself; name two reports.';
        throw badRequest(message, [{ path: 'payload.reportB', message }]);
      }
      const [a, b] = orderedPair(p.reportA, p.reportB);
      if ((await repos.crashDuplicates.existing([a, b])).length < 2)
        throw notFound('One of the two reports was not found.');
      const at = clock();
      // Kept in the change log too, with who and when, in the transaction of the dismissal itself.
      const dismissed = await repos.inTransaction(async (tx) => {
        if (!(await repos.crashDuplicates.dismiss(a, b, ctx.user.id, at, tx))) return false;
        await repos.adminEvents.record(
          {
            actor: { id: ctx.user.id, userName: ctx.user.userName },
            agencyOri: null,
            subject: 'CrashDuplicate',
            subjectKey: `${a}-${b}`,
            action: 'dismiss',
            before: null,
            after: { reportA: a, reportB: b, notDuplicates: true },
            ip: ctx.ip,
            at,
          },
          tx,
        );
        return true;
      });
      return { dismissed };
    },
  };
}
export type CrashDuplicatesService = ReturnType<typeof crashDuplicatesService>;
