import { useState, type FormEvent } from 'react';
import { AUDIT_PAGE_DEFAULT, authEventFilterSchema, type AuthEventRow } from '../../../lib/api/schemas/audit-schemas';
import { listAuthEvents } from '../../../lib/api/calls/calls-audit';
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
import { TextField } from '../../../components/text-field';
import { callApi } from '../../api/client';
import { Ribbon } from '../../layout/ribbon';
import { LogPager } from './log-pager';
import { useLogPages } from './use-log-pages';

interface Filters {
  userName: string;
  eventType: string;
  outcome: string;
  dateFrom: string;
  dateTo: string;
}
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

const outcomeWords: Record<string, string> = { success: 'Succeeded', failure: 'Failed' };

/**
 * Sign-in events for administrators (see docs/rules/administration.md): sign-ins, sign-outs and
 * automatic sign-outs, failed sign-ins and lock-outs, of the agency (all agencies for the state).
 */
export function SignInEventsPage() {
  const [form, setForm] = useState<Filters>(noFilters);
  const [applied, setApplied] = useState<Filters>(noFilters);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const request = requestOf(applied);
  const log = useLogPages<AuthEventRow>(
    JSON.stringify(request),
    (beforeId) => callApi(listAuthEvents, { ...request, limit: AUDIT_PAGE_DEFAULT, ...(beforeId ? { beforeId } : {}) }),
    'The sign-in events could not be loaded.',
  );
  const errors = { ...log.error?.fields, ...fieldErrors };

  function apply(e: FormEvent) {
    e.preventDefault();
    const parsed = authEventFilterSchema.safeParse(requestOf(form));
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFieldErrors({});
    setApplied(form);
  }

  const set = (key: keyof Filters) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  return (
    <>
      <Ribbon
        title="Sign-in events"
        actions={
          <Button variant="secondary" onClick={log.reload} busy={log.loading}>
            Refresh
          </Button>
        }
      />
      <div className="flex flex-col gap-4 p-4">
        <form
          role="search"
          aria-label="Filter sign-in events"
          className="flex flex-col gap-3 rounded border border-line bg-panel p-4"
          onSubmit={apply}
          noValidate
        >
          <div className="grid grid-cols-1 gap-3 md:grid-cols-5">
            <TextField
              label="User name"
              hint="Part of it, any case"
              value={form.userName}
              maxLength={100}
              error={errors.userName}
              onChange={(e) => set('userName')(e.target.value)}
            />
            <SelectField
              label="Event"
              value={form.eventType}
              onChange={set('eventType')}
              anyLabel="Any"
              options={Object.entries(authEventTypeNames).map(([value, label]) => ({ value, label }))}
            />
            <SelectField
              label="Outcome"
              value={form.outcome}
              onChange={set('outcome')}
              anyLabel="Any"
              options={[
                { value: 'success', label: 'Succeeded' },
                { value: 'failure', label: 'Failed (wrong passwords, lock-outs, refusals)' },
              ]}
            />
            <TextField
              label="From"
              type="date"
              value={form.dateFrom}
              error={errors.dateFrom}
              onChange={(e) => set('dateFrom')(e.target.value)}
            />
            <TextField
              label="To"
              type="date"
              value={form.dateTo}
              error={errors.dateTo}
              onChange={(e) => set('dateTo')(e.target.value)}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" busy={log.loading}>
              Filter
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setForm(noFilters);
                setFieldErrors({});
                setApplied(noFilters);
              }}
            >
              Clear
            </Button>
          </div>
        </form>
        {log.error && <Alert tone="error">{log.error.message}</Alert>}
        {!log.data && !log.error && <Spinner label="Loading the sign-in events…" />}
        {log.data && log.data.events.length === 0 && <p className="text-muted">No sign-in event matches.</p>}
        {log.data && log.data.events.length > 0 && (
          <section aria-label="Sign-in events" aria-busy={log.loading} className="flex flex-col gap-2">
            <div className="overflow-x-auto rounded border border-line bg-panel">
              <SimpleTable
                caption="Sign-in events, newest first"
                rows={log.data.events}
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
            <LogPager
              label="Sign-in event pages"
              page={log.page}
              newer={log.newer}
              older={log.older}
              busy={log.loading}
            />
          </section>
        )}
      </div>
    </>
  );
}
