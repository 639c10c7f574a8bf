import { useState, type FormEvent } from 'react';
import { changedFields, changeValueText, fieldLabel } from '../../../lib/admin/admin-event-changes';
import {
  AUDIT_PAGE_DEFAULT,
  adminEventFilterSchema,
  adminSubjects,
  type AdminEventRow,
  type AdminSubjectName,
} from '../../../lib/api/schemas/audit-schemas';
import { listAdminEvents } from '../../../lib/api/calls/calls-audit';
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
  subject: '' | AdminSubjectName;
  subjectKey: string;
  action: string;
  dateFrom: string;
  dateTo: string;
}
const noFilters: Filters = { subject: '', subjectKey: '', action: '', dateFrom: '', dateTo: '' };

const subjectWords: Record<AdminSubjectName, string> = {
  Agency: 'Agency',
  User: 'User',
  Role: 'Role',
  FormConfiguration: 'Form version',
  ApplicationSettings: 'Application settings',
};

function requestOf(f: Filters) {
  return {
    ...(f.subject ? { subject: f.subject } : {}),
    ...(f.subjectKey.trim() ? { subjectKey: f.subjectKey.trim() } : {}),
    ...(f.action.trim() ? { action: f.action.trim() } : {}),
    ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo ? { dateTo: f.dateTo } : {}),
  };
}

/** The fields a change touched, each as "field: before → after". */
function Changes({ event }: { event: AdminEventRow }) {
  const changes = changedFields(event.before, event.after);
  if (changes.length === 0) return <span className="text-muted">No field changed</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="font-medium">{fieldLabel(c.field)}</span>:{' '}
          <del className="text-muted">{changeValueText(c.before)}</del> <span aria-hidden="true">→</span>
          <span className="sr-only">changed to</span> <ins className="no-underline">{changeValueText(c.after)}</ins>
        </li>
      ))}
    </ul>
  );
}

/**
 * The change log for administrators (see docs/rules/administration.md): every change to an
 * agency, user, role or the application settings, who made it and what it changed.
 */
export function ChangesPage() {
  const [form, setForm] = useState<Filters>(noFilters);
  const [applied, setApplied] = useState<Filters>(noFilters);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const request = requestOf(applied);
  const log = useLogPages<AdminEventRow>(
    JSON.stringify(request),
    (beforeId) =>
      callApi(listAdminEvents, { ...request, limit: AUDIT_PAGE_DEFAULT, ...(beforeId ? { beforeId } : {}) }),
    'The change log could not be loaded.',
  );
  const errors = { ...log.error?.fields, ...fieldErrors };

  function apply(e: FormEvent) {
    e.preventDefault();
    const parsed = adminEventFilterSchema.safeParse(requestOf(form));
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
        title="Change log"
        actions={
          <Button variant="secondary" onClick={log.reload} busy={log.loading}>
            Refresh
          </Button>
        }
      />
      <div className="flex flex-col gap-4 p-4">
        <form
          role="search"
          aria-label="Filter the change log"
          className="flex flex-col gap-3 rounded border border-line bg-panel p-4"
          onSubmit={apply}
          noValidate
        >
          <div className="grid grid-cols-1 gap-3 md:grid-cols-5">
            <SelectField
              label="What changed"
              value={form.subject}
              onChange={set('subject')}
              anyLabel="Anything"
              options={adminSubjects.map((s) => ({ value: s, label: subjectWords[s] }))}
            />
            <TextField
              label="Key"
              hint="An ORI, a user or role number, a setting"
              value={form.subjectKey}
              maxLength={100}
              error={errors.subjectKey}
              onChange={(e) => set('subjectKey')(e.target.value)}
            />
            <TextField
              label="Action"
              hint="Such as create, edit, disable"
              value={form.action}
              maxLength={100}
              error={errors.action}
              onChange={(e) => set('action')(e.target.value)}
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
        {!log.data && !log.error && <Spinner label="Loading the change log…" />}
        {log.data && log.data.events.length === 0 && <p className="text-muted">No change matches.</p>}
        {log.data && log.data.events.length > 0 && (
          <section aria-label="Changes" aria-busy={log.loading} className="flex flex-col gap-2">
            <div className="overflow-x-auto rounded border border-line bg-panel">
              <SimpleTable
                caption="Administration changes, newest first"
                rows={log.data.events}
                rowKey={(e) => e.id}
                columns={[
                  { header: 'When', render: (e) => formatDateTime(e.at) },
                  { header: 'By', render: (e) => e.actor.name || 'First-run command' },
                  {
                    header: 'What',
                    render: (e) => `${subjectWords[e.subject as AdminSubjectName] ?? e.subject} ${e.subjectKey}`,
                  },
                  { header: 'Action', render: (e) => e.action },
                  { header: 'Changes (before → after)', render: (e) => <Changes event={e} /> },
                  { header: 'Agency', render: (e) => e.agencyOri ?? 'State-wide' },
                  { header: 'Address', render: (e) => e.ip || '—' },
                ]}
              />
            </div>
            <LogPager label="Change log pages" page={log.page} newer={log.newer} older={log.older} busy={log.loading} />
          </section>
        )}
      </div>
    </>
  );
}
