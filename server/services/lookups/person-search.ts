import type { personSearch } from '../../../lib/api/calls/calls-lookup';
import { PERSON_SEARCH_LIMIT, type FoundPerson } from '../../../lib/api/schemas/lookup-schemas';
import { subjectOf } from '../../../lib/auth/permissions/ability';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { foundPersonOf } from '../../../lib/forms/lookups/found-person';
import { badRequest, forbidden, notFound } from '../../api/api-error';
import type { Payload } from '../../api/implement';
import type { SessionContext } from '../../api/session-context';
import { nameWords, type ReportPersonRow } from '../../repositories/lookups/report-people-repository';
import type { AppDeps } from '../app-deps';
import type { FormDefinitions } from '../forms/form-definitions';
import type { PersonalDataAccess } from '../reports/personal-data-access';

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

/** Lookup/PersonSearch: people of earlier reports by name, for a report being written. */
export function searchPeople({
  repos,
  forms,
  personal,
}: Pick<AppDeps, 'repos'> & { forms: FormDefinitions; personal: PersonalDataAccess }) {
  const reports = repos.reportDocuments;
  const people = repos.reportPeople;
  return async (ctx: SessionContext & { ip: string }, { text, reportId }: Payload<typeof personSearch>) => {
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
      groups: await forms.peopleLayouts(),
    });
    const definitions = new Map<number, FormDefinition>();
    for (const id of new Set(rows.map((r) => r.formConfigurationId))) {
      definitions.set(id, (await forms.load(id)).definition);
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
  };
}
