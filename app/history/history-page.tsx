import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useParams } from 'react-router';
import { getFormConfiguration } from '../../lib/api/calls/calls-form-configuration';
import { getReport } from '../../lib/api/calls/calls-report';
import { formDefinitionSchema } from '../../lib/forms/definition/definition-schema';
import { reportStatusName } from '../../lib/workflow/report-status';
import { Alert } from '../../components/alert';
import { useCall } from '../api/use-call';
import { ReportNotes } from '../notes/report-notes';
import { Ribbon } from '../layout/ribbon';
import { AuditTab } from './audit-tab';
import { InboxHistoryTab } from './inbox-history-tab';
import { VersionsTab } from './versions-tab';

const tabs = [
  { key: 'versions', label: 'Previous versions' },
  { key: 'moves', label: 'Inbox history' },
  { key: 'notes', label: 'Notes' },
  { key: 'audit', label: 'Audit' },
] as const;

/** A report's history: versions, moves, notes and the audit log. Online only. */
export default function HistoryPage() {
  const id = Number(useParams().id);
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
        {/* Headless UI gives the tabs their roles, arrow keys, Home/End and the one tab stop. */}
        <TabGroup>
          <TabList aria-label="History" className="flex gap-1 border-b border-line">
            {tabs.map((t) => (
              <Tab
                key={t.key}
                className="rounded-t px-3 py-2 text-sm data-[selected]:bg-brand data-[selected]:text-brand-ink [&:not([data-selected])]:hover:bg-surface"
              >
                {t.label}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            <TabPanel>
              <VersionsTab reportId={id} definition={definition} />
            </TabPanel>
            <TabPanel>
              <InboxHistoryTab reportId={id} />
            </TabPanel>
            <TabPanel>
              <ReportNotes reportId={id} />
            </TabPanel>
            <TabPanel>
              <AuditTab reportId={id} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </div>
    </>
  );
}
