import { Controller } from 'react-hook-form';
import { changeValueText, fieldLabel } from '../../../lib/admin/admin-event-changes';
import { eventChanges } from '../../../lib/admin/form-model-changes';
import {
  adminEventFilterSchema,
  adminSubjects,
  type AdminEventRow,
  type AdminSubjectName,
} from '../../../lib/api/schemas/audit-schemas';
import { listAdminEvents } from '../../../lib/api/calls/admin/calls-audit';
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

const filterKeys = ['subject', 'subjectKey', 'action', 'dateFrom', 'dateTo'] as const;
type Key = (typeof filterKeys)[number];
type Filters = Record<Key, string>;
const noFilters: Filters = { subject: '', subjectKey: '', action: '', dateFrom: '', dateTo: '' };

const subjectWords: Record<AdminSubjectName, string> = {
  Agency: 'Agency',
  User: 'User',
  Role: 'Role',
  FormConfiguration: 'Form version',
  ApplicationSettings: 'Application settings',
  CrashDuplicate: 'Possible duplicate',
  RetentionSchedule: 'Retention schedule',
};

function requestOf(f: Filters) {
  return {
    ...(f.subject ? { subject: f.subject as AdminSubjectName } : {}),
    ...(f.subjectKey.trim() ? { subjectKey: f.subjectKey.trim() } : {}),
    ...(f.action.trim() ? { action: f.action.trim() } : {}),
    ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo ? { dateTo: f.dateTo } : {}),
  };
}

/** The route's loader (router.tsx): the page of the change log the address names. */
export const changesLoader = logLoader<Key, AdminEventRow, typeof listAdminEvents>({
  keys: filterKeys,
  choices: { subject: adminSubjects },
  schema: adminEventFilterSchema,
  requestOf,
  call: listAdminEvents,
  failure: 'The change log could not be loaded.',
});
const resolver = logFilterResolver<Key>(adminEventFilterSchema, requestOf);

/** The fields a change touched (and what a form version's save changed in its model), each as "field: before → after". */
function Changes({ event }: { event: AdminEventRow }) {
  const changes = eventChanges(event.before, event.after);
  if (changes.length === 0) return <span className="text-muted">No field changed</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="font-medium">{c.title ?? fieldLabel(c.field)}</span>:{' '}
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
  const { answer, log, loading, page, newer, older, control, errorOf, apply, clear, refresh } = useLogScreen<
    Key,
    AdminEventRow
  >(resolver, noFilters);

  const text = (name: Exclude<Key, 'subject'>, props: { label: string; type?: 'date'; hint?: string }) => (
    <LogTextFilter control={control} name={name} error={errorOf(name)} {...props} />
  );

  return (
    <>
      <Ribbon
        title="Change log"
        actions={
          <Button variant="secondary" onClick={refresh} busy={loading}>
            Refresh
          </Button>
        }
      />
      <div className="flex flex-col gap-4 p-4">
        <LogFilterForm
          label="Filter the change log"
          gridClassName="grid grid-cols-1 gap-3 md:grid-cols-5"
          busy={loading}
          onSubmit={(e) => void apply(e)}
          onClear={clear}
        >
          <Controller
            control={control}
            name="subject"
            render={({ field: { value, onChange } }) => (
              <SelectField
                label="What changed"
                value={value}
                onChange={onChange}
                anyLabel="Anything"
                options={adminSubjects.map((s) => ({ value: s, label: subjectWords[s] }))}
              />
            )}
          />
          {text('subjectKey', { label: 'Key', hint: 'An ORI, a user or role number, a setting' })}
          {text('action', { label: 'Action', hint: 'Such as create, edit, disable' })}
          {text('dateFrom', { label: 'From', type: 'date' })}
          {text('dateTo', { label: 'To', type: 'date' })}
        </LogFilterForm>
        {answer.error && <Alert tone="error">{answer.error}</Alert>}
        {!log && !answer.error && !answer.fieldErrors && <Spinner label="Loading the change log…" />}
        {log && log.events.length === 0 && <p className="text-muted">No change matches.</p>}
        {log && log.events.length > 0 && (
          <section aria-label="Changes" aria-busy={loading} className="flex flex-col gap-2">
            <div className="overflow-x-auto rounded border border-line bg-panel">
              <SimpleTable
                caption="Administration changes, newest first"
                rows={log.events}
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
            <LogPager label="Change log pages" page={page} newer={newer} older={older} busy={loading} />
          </section>
        )}
      </div>
    </>
  );
}
