import type { findPeople } from '../../../lib/api/calls/calls-people';
import {
  matchesOf,
  peopleCriteriaOf,
  PEOPLE_FIND_LIMIT,
  type PeopleCriteria,
} from '../../../lib/people/people-criteria';
import { forbidden } from '../../api/api-error';
import type { Payload } from '../../api/implement';
import type { SessionContext } from '../../api/session-context';
import { allOf, reportScope } from '../../repositories/report-tables/report-scope';
import type { Repositories } from '../../repositories/repositories';

const REFUSAL =
  'Finding people and vehicles is for reviewers who may read personal data; ask your administrator for access.';

/** What the log keeps of the criteria: only the fields searched by, without the nulls. */
const criteriaRecord = (c: PeopleCriteria): Record<string, unknown> =>
  Object.fromEntries(Object.entries(c).filter(([, v]) => v !== null));

/**
 * People/Find (docs/rules/records-and-personal-data.md, "Finding people and vehicles"): the
 * people and vehicles of the reports the caller may both search people in and read the personal
 * data of. Every search, one finding nothing too, is kept in the access log before anything is
 * answered; a caller who may not search is refused and nothing is kept.
 */
export function peopleFindService({ repos, clock }: { repos: Repositories; clock: () => Date }) {
  return {
    async find(ctx: SessionContext & { ip: string }, p: Payload<typeof findPeople>) {
      const searchable = reportScope(ctx.ability, 'findPeople');
      const personal = reportScope(ctx.ability, 'readPersonalData');
      if (!searchable || !personal) throw forbidden(REFUSAL);
      const criteria = peopleCriteriaOf(p);
      const rows = await repos.reportParties.find(criteria, allOf([searchable, personal]), PEOPLE_FIND_LIMIT + 1);
      const truncated = rows.length > PEOPLE_FIND_LIMIT;
      const matches = matchesOf(rows.slice(0, PEOPLE_FIND_LIMIT));
      await repos.personLookups.add({
        at: clock(),
        userId: ctx.user.id,
        userName: ctx.user.userName,
        agencyOri: ctx.user.agencyOri,
        criteria: criteriaRecord(criteria),
        reason: p.reason,
        matchCount: matches.length,
        reportIds: [...new Set(matches.flatMap((m) => m.crashes.map((c) => c.reportId)))],
        ip: ctx.ip,
      });
      return { matches, truncated };
    },
  };
}
export type PeopleFindService = ReturnType<typeof peopleFindService>;
