import { Link } from 'react-router';
import { listPersonLookups } from '../../../lib/api/calls/calls-people';
import { personLookupFilterSchema, type PersonLookupRow } from '../../../lib/api/schemas/audit-schemas';
import { formatDateTime } from '../../../lib/format/dates';
import { criteriaText } from '../../../lib/people/people-criteria';
import { SimpleTable } from '../../../components/simple-table';
import { logFilterResolver, logLoader } from './log-address';
import { LogScreenFrame } from './log-screen-frame';
import { LogTextFilter } from './log-text-filter';
import { useLogScreen } from './use-log-screen';

const filterKeys = ['userName', 'dateFrom', 'dateTo'] as const;
type Key = (typeof filterKeys)[number];
const noFilters: Record<Key, string> = { userName: '', dateFrom: '', dateTo: '' };

function requestOf(f: Record<Key, string>) {
  return {
    ...(f.userName.trim() ? { userName: f.userName.trim() } : {}),
    ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo ? { dateTo: f.dateTo } : {}),
  };
}

/** The route's loader (router.tsx): the page of the access log the address names. */
export const personLookupsLoader = logLoader<Key, PersonLookupRow, typeof listPersonLookups>({
  keys: filterKeys,
  schema: personLookupFilterSchema,
  requestOf,
  call: listPersonLookups,
  failure: 'The people look-ups could not be loaded.',
});
const resolver = logFilterResolver<Key>(personLookupFilterSchema, requestOf);

/**
 * The access log of the searches for people and vehicles (docs/rules/records-and-personal-data.md,
 * "Finding people and vehicles"): who looked up whom, when, why and what matched, of the agency's
 * users (every agency's for the state).
 */
export function PersonLookupsPage() {
  const screen = useLogScreen<Key, PersonLookupRow>(resolver, noFilters);
  const text = (name: Key, props: { label: string; type?: 'date'; hint?: string }) => (
    <LogTextFilter control={screen.control} name={name} error={screen.errorOf(name)} {...props} />
  );

  return (
    <LogScreenFrame
      screen={screen}
      words={{
        title: 'People look-ups',
        filter: 'Filter people look-ups',
        loading: 'Loading the people look-ups…',
        none: 'No look-up matches.',
        section: 'People look-ups',
        pages: 'People look-up pages',
      }}
      gridClassName="grid grid-cols-1 gap-3 md:grid-cols-3"
      filters={
        <>
          {text('userName', { label: 'User name', hint: 'Part of it, any case' })}
          {text('dateFrom', { label: 'From', type: 'date' })}
          {text('dateTo', { label: 'To', type: 'date' })}
        </>
      }
    >
      <SimpleTable
        caption="Searches for people and vehicles, newest first"
        rows={screen.log?.events ?? []}
        rowKey={(e) => e.id}
        columns={[
          { header: 'When', render: (e) => formatDateTime(e.at) },
          { header: 'User', render: (e) => e.user.name },
          { header: 'Agency', render: (e) => e.agencyOri ?? '—' },
          { header: 'Looked for', render: (e) => criteriaText(e.criteria), wrap: true },
          { header: 'Reason', render: (e) => e.reason, wrap: true },
          {
            header: 'Matched',
            wrap: true,
            render: (e) =>
              e.reportIds.length === 0 ? (
                'Nothing'
              ) : (
                <span className="flex flex-wrap items-center gap-x-3">
                  {e.matchCount} in
                  {e.reportIds.map((id) => (
                    <Link
                      key={id}
                      className="inline-flex min-h-6 min-w-6 items-center text-brand underline"
                      to={`/reports/${id}`}
                    >
                      Report {id}
                    </Link>
                  ))}
                </span>
              ),
          },
          { header: 'Address', render: (e) => e.ip },
        ]}
      />
    </LogScreenFrame>
  );
}
