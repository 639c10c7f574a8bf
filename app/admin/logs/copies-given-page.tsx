import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { listReleases } from '../../../lib/api/calls/calls-release';
import { releaseFilterSchema, type ReleaseRow } from '../../../lib/releases/release-log-schemas';
import {
  copyKindLabels,
  copyKinds,
  requesterKindLabels,
  requesterKinds,
  type CopyKind,
  type RequesterKind,
} from '../../../lib/releases/release-rules';
import { SelectField } from '../../../components/select-field';
import { SimpleTable } from '../../../components/simple-table';
import { releaseColumns } from '../../workflow/release-words';
import { CopiesCsvExport } from './copies-csv-export';
import { logFilterResolver, logLoader } from './log-address';
import { LogScreenFrame } from './log-screen-frame';
import { LogTextFilter } from './log-text-filter';
import { useLogScreen } from './use-log-screen';

const filterKeys = ['requesterKind', 'copy', 'reportId', 'dateFrom', 'dateTo'] as const;
type Key = (typeof filterKeys)[number];
const noFilters: Record<Key, string> = { requesterKind: '', copy: '', reportId: '', dateFrom: '', dateTo: '' };

/** The filters as the call takes them: empty fields left out, the report's number as a number. */
function requestOf(f: Record<Key, string>) {
  return {
    ...(f.requesterKind ? { requesterKind: f.requesterKind as RequesterKind } : {}),
    ...(f.copy ? { copy: f.copy as CopyKind } : {}),
    ...(f.reportId.trim() ? { reportId: Number(f.reportId.trim()) } : {}),
    ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo ? { dateTo: f.dateTo } : {}),
  };
}

/** The route's loader (router.tsx): the page of the log of copies the address names. */
export const copiesGivenLoader = logLoader<Key, ReleaseRow, typeof listReleases>({
  keys: filterKeys,
  choices: { requesterKind: requesterKinds, copy: copyKinds },
  schema: releaseFilterSchema,
  requestOf,
  call: listReleases,
  failure: 'The copies given could not be loaded.',
  pageOf: (answer) => ({ events: answer.releases, nextBeforeId: answer.nextBeforeId }),
});
const resolver = logFilterResolver<Key>(releaseFilterSchema, requestOf);

/**
 * The log of copies of reports given, printed or e-mailed, newest first, for whoever keeps it (the
 * records clerk and the agency's administrator for their agency, the state for every agency):
 * which copy of which report, to whom, under which permissible use, by whom; and its CSV.
 */
export function CopiesGivenPage() {
  const screen = useLogScreen<Key, ReleaseRow>(resolver, noFilters);
  const text = (name: Key, props: { label: string; type?: 'date'; hint?: string }) => (
    <LogTextFilter control={screen.control} name={name} error={screen.errorOf(name)} {...props} />
  );
  const select = (name: 'requesterKind' | 'copy', label: string, options: { value: string; label: string }[]) => (
    <Controller
      control={screen.control}
      name={name}
      render={({ field: { value, onChange } }) => (
        <SelectField
          label={label}
          anyLabel="Any"
          value={value}
          options={options}
          error={screen.errorOf(name)}
          onChange={onChange}
        />
      )}
    />
  );

  return (
    <LogScreenFrame
      screen={screen}
      words={{
        title: 'Copies given',
        filter: 'Filter copies given',
        loading: 'Loading the copies given…',
        none: 'No copy given matches.',
        section: 'Copies given',
        pages: 'Pages of copies given',
      }}
      gridClassName="grid grid-cols-1 gap-3 md:grid-cols-5"
      filters={
        <>
          {select(
            'requesterKind',
            'Kind of requester',
            requesterKinds.map((k) => ({ value: k, label: requesterKindLabels[k] })),
          )}
          {select(
            'copy',
            'Copy',
            copyKinds.map((c) => ({ value: c, label: copyKindLabels[c] })),
          )}
          {text('reportId', { label: 'Report number', hint: 'The number after # in the report’s title' })}
          {text('dateFrom', { label: 'From', type: 'date' })}
          {text('dateTo', { label: 'To', type: 'date' })}
        </>
      }
      tools={<CopiesCsvExport filter={requestOf(screen.answer.filters)} />}
    >
      <SimpleTable
        caption="Copies of reports given, newest first"
        rows={screen.log?.events ?? []}
        rowKey={(r) => r.id}
        columns={[
          {
            header: 'Report',
            render: (r) => (
              <Link
                className="inline-flex min-h-6 min-w-6 items-center text-brand underline"
                to={`/reports/${r.reportId}/history/copies`}
              >
                {r.caseNumber || `Report ${r.reportId}`}
              </Link>
            ),
          },
          ...releaseColumns,
        ]}
      />
    </LogScreenFrame>
  );
}
