import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useMemo } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate, useNavigation, useParams } from 'react-router';
import { formDefinitionSchema, type FormDefinition } from '../../lib/forms/definition/definition-schema';
import { reportStatusName } from '../../lib/workflow/report-status';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { Ribbon } from '../layout/ribbon';
import { historyPath, type HistoryAnswer } from './history-loaders';

// The routes take the page and its tabs from one chunk, their loaders from history-loaders.ts (router.tsx).
export { AuditTab } from './audit-tab';
export { InboxHistoryTab } from './inbox-history-tab';
export { HistoryChanges, VersionsTab } from './versions-tab';
export { VersionView } from './version-view';
export { NotesTab } from './notes-tab';
export { StateSubmissionsTab } from './state-submissions-tab';
export { CopiesGivenTab } from './copies-given-tab';

/** Each tab with the last part of its address under the history's, and what its panel says while it is read. */
const tabs = [
  { path: '', label: 'Previous versions', loading: 'Loading the versions…' },
  { path: 'moves', label: 'Inbox history', loading: 'Loading the inbox history…' },
  { path: 'notes', label: 'Notes', loading: 'Loading the notes…' },
  { path: 'audit', label: 'Audit', loading: 'Loading the audit log…' },
  { path: 'state', label: 'State submissions', loading: 'Loading the submissions to the state…' },
  { path: 'copies', label: 'Copies given', loading: 'Loading the copies given…' },
] as const;

/** The tab an address under the history shows; a comparison and a version are the versions tab's. */
function tabAt(pathname: string, base: string): number {
  const part = pathname.slice(base.length).split('/')[1] ?? '';
  return Math.max(
    0,
    tabs.findIndex((t) => t.path === part),
  );
}

/**
 * A report's history: versions, moves, notes, the audit log, its submissions to the state and the copies given, a route each (history-loaders.ts).
 * Online only. A tab asked for is selected at once, its panel showing progress until its loader
 * answers; tabs replace one another in the browser's history, so Back leaves the history.
 */
export function HistoryPage() {
  const id = Number(useParams().id);
  const { status, reportError, formModel, formError } = useLoaderData<HistoryAnswer>();
  // The tabs lay a version out with the report's form, handed down as the outlet's context.
  const definition = useMemo((): FormDefinition | null => {
    const parsed = formModel === undefined ? null : formDefinitionSchema.safeParse(formModel);
    return parsed?.success ? parsed.data : null;
  }, [formModel]);
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const base = historyPath(id);
  const shown = tabAt(location.pathname, base);
  const asked = navigation.location?.pathname.startsWith(base) ? tabAt(navigation.location.pathname, base) : shown;
  const title =
    status === undefined ? `History of report ${id}` : `History of report ${id} (${reportStatusName(status)})`;

  return (
    <>
      <Ribbon title={title} />
      <div className="flex flex-col gap-3 p-4">
        {reportError && <Alert tone="error">{reportError}</Alert>}
        {formError && <Alert tone="error">{formError}</Alert>}
        {/* Headless UI gives the tabs their roles, arrow keys, Home/End and the one tab stop. */}
        <TabGroup
          selectedIndex={asked}
          onChange={(i) =>
            void navigate(tabs[i]?.path ? `${base}/${tabs[i].path}` : base, { replace: true, preventScrollReset: true })
          }
        >
          <TabList aria-label="History" className="flex gap-1 border-b border-line">
            {tabs.map((t) => (
              <Tab
                key={t.path}
                className="rounded-t px-3 py-2 text-sm data-[selected]:bg-brand data-[selected]:text-brand-ink [&:not([data-selected])]:hover:bg-surface"
              >
                {t.label}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            {tabs.map((t) => (
              <TabPanel key={t.path}>
                {asked === shown ? <Outlet context={definition} /> : <Spinner label={t.loading} />}
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      </div>
    </>
  );
}
