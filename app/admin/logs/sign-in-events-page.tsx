import { Controller } from 'react-hook-form';
import { authEventFilterSchema, type AuthEventRow } from '../../../lib/api/schemas/audit-schemas';
import { listAuthEvents } from '../../../lib/api/calls/admin/calls-audit';
import {
  authEventDetailText,
  authEventTypeName,
  authEventTypeNames,
  type AuthEventTypeCode,
} from '../../../lib/auth/sign-in/auth-events';
import { formatDateTime } from '../../../lib/format/dates';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { SimpleTable } from '../../../components/simple-table';
import { Spinner } from '../../../components/spinner';
import { Ribbon } from '../../layout/ribbon';
import { logFilterResolver, logLoader } from './log-address';
import { LogPager } from './log-pager';
import { LogTextFilter } from './log-text-filter';
import { useLogScreen } from './use-log-screen';
import { LogFilterForm } from './log-filter-form';

const filterKeys = ['userName', 'eventType', 'outcome', 'dateFrom', 'dateTo'] as const;
type Filters = Record<(typeof filterKeys)[number], string>;
const noFilters: Filters = { userName: '', eventType: '', outcome: '', dateFrom: '', dateTo: '' };

/** The filters as the call takes them: empty fields left out. */
function requestOf(f: Filters) {
  return {
    ...(f.userName.trim() ? { userName: f.userName.trim() } : {}),
    ...(f.eventType ? { eventType: Number(f.eventType) as AuthEventTypeCode } : {}),
    ...(f.outcome ? { outcome: f.outcome as 'success' | 'failure' } : {}),
    ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo ? { dateTo: f.dateTo } : {}),
  };
}

/** The route's loader (router.tsx): the page of sign-in events the address names. */
export const signInEventsLoader = logLoader<(typeof filterKeys)[number], AuthEventRow, typeof listAuthEvents>({
  keys: filterKeys,
  choices: { eventType: Object.keys(authEventTypeNames), outcome: ['success', 'failure'] },
  schema: authEventFilterSchema,
  requestOf,
  call: listAuthEvents,
  failure: 'The sign-in events could not be loaded.',
});
const resolver = logFilterResolver<(typeof filterKeys)[number]>(authEventFilterSchema, requestOf);

const outcomeWords: Record<string, string> = { success: 'Succeeded', failure: 'Failed' };

/**
 * Sign-in events for administrators (see docs/rules/administration.md): sign-ins, sign-outs and
 * automatic sign-outs, failed sign-ins and lock-outs, of the agency (all agencies for the state).
 */
export function SignInEventsPage() {
  const { answer, log, loading, page, newer, older, control, errorOf, apply, clear, refresh } = useLogScreen<
    (typeof filterKeys)[number],
    AuthEventRow
  >(resolver, noFilters);

  const text = (name: 'userName' | 'dateFrom' | 'dateTo', props: { label: string; type?: 'date'; hint?: string }) => (
    <LogTextFilter control={control} name={name} error={errorOf(name)} {...props} />
  );
  const select = (
    key: 'eventType' | 'outcome',
    props: Omit<Parameters<typeof SelectField>[0], 'value' | 'onChange'>,
  ) => (
    <Controller
      control={control}
      name={key}
      render={({ field: { value, onChange } }) => <SelectField {...props} value={value} onChange={onChange} />}
    />
  );

  return (
    <>
      <Ribbon
        title="Sign-in events"
        actions={
          <Button variant="secondary" onClick={refresh} busy={loading}>
            Refresh
          </Button>
        }
      />
      <div className="flex flex-col gap-4 p-4">
        <LogFilterForm
          label="Filter sign-in events"
          gridClassName="grid grid-cols-1 gap-3 md:grid-cols-5"
          busy={loading}
          onSubmit={(e) => void apply(e)}
          onClear={clear}
        >
          {text('userName', { label: 'User name', hint: 'Part of it, any case' })}
          {select('eventType', {
            label: 'Event',
            anyLabel: 'Any',
            options: Object.entries(authEventTypeNames).map(([value, label]) => ({ value, label })),
          })}
          {select('outcome', {
            label: 'Outcome',
            anyLabel: 'Any',
            options: [
              { value: 'success', label: 'Succeeded' },
              { value: 'failure', label: 'Failed (wrong passwords, lock-outs, refusals)' },
            ],
          })}
          {text('dateFrom', { label: 'From', type: 'date' })}
          {text('dateTo', { label: 'To', type: 'date' })}
        </LogFilterForm>
        {answer.error && <Alert tone="error">{answer.error}</Alert>}
        {!log && !answer.error && !answer.fieldErrors && <Spinner label="Loading the sign-in events…" />}
        {log && log.events.length === 0 && <p className="text-muted">No sign-in event matches.</p>}
        {log && log.events.length > 0 && (
          <section aria-label="Sign-in events" aria-busy={loading} className="flex flex-col gap-2">
            <div className="overflow-x-auto rounded border border-line bg-panel">
              <SimpleTable
                caption="Sign-in events, newest first"
                rows={log.events}
                rowKey={(e) => e.id}
                columns={[
                  { header: 'When', render: (e) => formatDateTime(e.at) },
                  { header: 'User', render: (e) => e.userName || '—' },
                  { header: 'Agency', render: (e) => e.agencyOri ?? '—' },
                  { header: 'Event', render: (e) => authEventTypeName(e.eventType) },
                  {
                    header: 'Outcome',
                    render: (e) => (
                      <span className={e.outcome === 'failure' ? 'font-semibold text-danger' : ''}>
                        {outcomeWords[e.outcome] ?? e.outcome}
                      </span>
                    ),
                  },
                  { header: 'Detail', render: (e) => authEventDetailText(e.detail), wrap: true },
                  { header: 'Address', render: (e) => e.ip },
                  { header: 'Application', render: (e) => e.applicationId },
                ]}
              />
            </div>
            <LogPager label="Sign-in event pages" page={page} newer={newer} older={older} busy={loading} />
          </section>
        )}
      </div>
    </>
  );
}
