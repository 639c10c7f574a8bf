import { useState } from 'react';
import { useParams } from 'react-router';
import { getFormConfiguration } from '../../lib/api/calls-form-configuration';
import { getReport } from '../../lib/api/calls-report';
import { formDefinitionSchema } from '../../lib/forms/definition-schema';
import { reportStatusName } from '../../lib/workflow/report-status';
import { Alert } from '../../components/alert';
import { useCall } from '../api/use-call';
import { ReportNotes } from '../notes/report-notes';
import { Ribbon } from '../shell/ribbon';
import { AuditTab } from './audit-tab';
import { InboxHistoryTab } from './inbox-history-tab';
import { VersionsTab } from './versions-tab';

const tabs = [
  { key: 'versions', label: 'Previous versions' },
  { key: 'moves', label: 'Inbox history' },
  { key: 'notes', label: 'Notes' },
  { key: 'audit', label: 'Audit' },
] as const;
type Tab = (typeof tabs)[number]['key'];

/** A report's history: versions, moves, notes and the audit log. Online only. */
export default function HistoryPage() {
  const id = Number(useParams().id);
  const [tab, setTab] = useState<Tab>('versions');
  const report = useCall(getReport, id ? { id } : null, String(id), 'The report could not be opened.');
  const formId = report.data?.formConfigurationId;
  const form = useCall(
    getFormConfiguration,
    formId ? { id: formId } : null,
    String(formId),
    'The form could not be loaded.',
  );
  const parsed = form.data ? formDefinitionSchema.safeParse(form.data.formModel) : null;
  const definition = parsed?.success ? parsed.data : null;
  const title = report.data
    ? `History of report ${id} (${reportStatusName(report.data.status)})`
    : `History of report ${id}`;

  return (
    <>
      <Ribbon title={title} />
      <div className="flex flex-col gap-3 p-4">
        {report.error && <Alert tone="error">{report.error}</Alert>}
        {form.error && <Alert tone="error">{form.error}</Alert>}
        <div role="tablist" aria-label="History" className="flex gap-1 border-b border-line">
          {tabs.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              id={`history-tab-${t.key}`}
              aria-selected={tab === t.key}
              aria-controls="history-panel"
              className={`rounded-t px-3 py-2 text-sm ${tab === t.key ? 'bg-brand text-brand-ink' : 'hover:bg-surface'}`}
              onClick={() => setTab(t.key)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="history-panel" aria-labelledby={`history-tab-${tab}`}>
          {tab === 'versions' && <VersionsTab reportId={id} definition={definition} />}
          {tab === 'moves' && <InboxHistoryTab reportId={id} />}
          {tab === 'notes' && <ReportNotes reportId={id} />}
          {tab === 'audit' && <AuditTab reportId={id} />}
        </div>
      </div>
    </>
  );
}
