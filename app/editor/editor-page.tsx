import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { formRoles, roleItems } from '../../lib/forms/definition/form-roles';
import { ReportStatus } from '../../lib/workflow/report-status';
import { useCodeLists, useCodeListsApi } from '../code-lists/code-list-store';
import { useConnectionApi } from '../connectivity/connection-store';
import { WindowsMenu } from '../child-windows/windows-menu';
import { Ribbon } from '../layout/ribbon';
import { useEditor, useEditorParts, useReviewComments } from './open-report/editor-context';
import { serverLacksChanges, watchCodeLists, watchConnectivity } from './open-report/editor-store';
import { SectionPanel } from './sections/editor-views';
import { fieldId } from './controls/field-id';
import { navigationTree, sectionToOpen, unitOf, unitsKeyOf, type NavNode } from './sections/navigation-tree';
import { OpenReportPreview } from './report-preview';
import { ReportHeaderLine } from './report-header-line';
import { ReportBanners } from './report-banners';
import { StateRefusalNotice } from './review/state-refusal';
import { useChildWindows } from '../child-windows/child-window-store';
import { openRecordsWindow } from './lookups/records-window';
import { PushedRecordsNotice } from './lookups/pushed-records-notice';
import { KeyboardScannerWatch } from './lookups/keyboard-scanner-watch';
import { SaveStatus } from './report-status/save-status';
import { usePublishToCcBar } from './report-status/cc-bar-status';
import { SetAsideNotice } from './report-status/set-aside-notice';
import { MergeConflictList } from './report-status/merge-conflicts';
import { SectionNavigation, sectionOrder, useSectionKeys } from './sections/section-navigation';
import { ValidationPanel } from './sections/validation-panel';
import { VersionCompare } from './version-compare';
import { NotesButton } from '../notes/notes-window';
import { useSessionStoreApi } from '../session/session-store';
import { askBeforeClosing } from '../desktop/unsaved-prompt';
import { isReviewing } from './review/review-store';
import { WorkflowActions } from './actions/workflow-actions';
import { LegalHoldNotice, useLegalHold } from '../workflow/legal-hold-actions';
import { NewerVersionBanner } from './versions/newer-version-banner';
import { NotCarriedOverPanel } from './versions/not-carried-over-panel';
import { useReadOnlyFor, useVersionRefusals } from './versions/version-permissions';
import { usePageErrors } from '../errors/page-errors';
import { useFirstScreen } from '../api/first-screen';
import { afterNextPaint } from './open-report/after-paint';

const PARTIES: NavNode = { path: 'Parties', label: 'Parties Involved', errors: 0, warnings: 0, children: [] };

/** The report editor: navigation tree, header, the open section, validation panel. */
export default function EditorPage() {
  const id = Number(useParams().id);
  const parts = useEditorParts();
  const childWindows = useChildWindows();
  const firstScreen = useFirstScreen();
  const editor = parts.report;
  const review = useReviewComments();
  const { flushLocalCopy, saveNow, setPreviewing } = editor;
  // Until the definition is read, no section is open; then its first section is.
  const [chosen, setActive] = useState<string | null>(null);
  // Each piece is selected on its own: a keystroke re-renders only what shows the changed part.
  const report = useEditor((s) => s.report);
  const definition = useEditor((s) => s.definition);
  const loadError = useEditor((s) => s.loadError);
  const saveState = useEditor((s) => s.saveState);
  const previewing = useEditor((s) => s.previewing);
  const ui = useEditor((s) => s.ui);
  const issues = useEditor((s) => s.issues);
  const active = chosen ?? definition?.sections[0]?.key ?? '';
  const unitCount = useEditor((s) => (s.definition ? roleItems(formRoles(s.definition), 'units', s.data).length : 0));
  const codeLists = useCodeListsApi();
  const connection = useConnectionApi().store;
  const codeListError = useCodeLists((s) => s.error);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [showingChanges, setShowingChanges] = useState(false);
  const session = useSessionStoreApi();
  const reviewing = useEditor((s) => isReviewing(s.report, session.getState().user?.id));
  // The version's publish permissions: without edit the report is read-only, without submit no Send to.
  const refusals = useVersionRefusals(report);
  useReadOnlyFor(refusals.edit);
  const legalHold = useLegalHold(report);

  // A report started on this device moves to the server's id when it syncs: the address follows
  // it and the open report stays as it is (its save goes on).
  const navigate = useNavigate();
  const renumberedTo = useRef<number | null>(null);
  const { reloadingOnPurpose } = usePageErrors();
  useEffect(
    () =>
      editor.onNumbered((from, to) => {
        if (editor.store.getState().report?.id !== to || from !== id) return;
        renumberedTo.current = to;
        void navigate(`/reports/${to}`, { replace: true });
      }),
    [editor, id, navigate],
  );

  // The report (or why it could not be opened) is on screen once this frame is painted: what the
  // page held back for it goes then (app/api/first-screen.ts).
  const shown = !!(report && definition) || !!loadError;
  useEffect(() => {
    if (shown) afterNextPaint(firstScreen.drawn);
  }, [shown, firstScreen]);

  useEffect(() => {
    void codeLists.load();
    if (renumberedTo.current === id) renumberedTo.current = null;
    else void editor.open(id);
    if (id > 0) void review.load(id);
    return () => {
      if (renumberedTo.current !== null) return;
      editor.close();
      review.clear();
    };
  }, [editor, review, id, codeLists]);

  // Closing the desktop app's window or the tab, or reloading, with changes the server has not
  // confirmed asks first (the specification's "the desktop app is told of unsaved data").
  useEffect(() => {
    // The app reloads itself only once the changes are on this device (app/errors/page-reload.ts).
    const stopAsking = askBeforeClosing(() => !reloadingOnPurpose() && serverLacksChanges(editor));
    // A page going away or out of sight (another window, a closed laptop lid) writes the device
    // copy at once rather than after the next paint.
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flushLocalCopy();
    };
    window.addEventListener('pagehide', flushLocalCopy);
    document.addEventListener('visibilitychange', flushWhenHidden);
    const unwatch = watchConnectivity(editor, connection, session);
    const unwatchCodes = watchCodeLists(editor, codeLists.store);
    return () => {
      stopAsking();
      window.removeEventListener('pagehide', flushLocalCopy);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      unwatch();
      unwatchCodes();
    };
  }, [editor, flushLocalCopy, reloadingOnPurpose, codeLists, connection, session]);

  const unitsKey = unitsKeyOf(definition);
  const openUnit = unitOf(active, unitsKey);
  const tree = useMemo(
    () => (definition ? navigationTree(definition, unitCount, ui, issues, openUnit) : []),
    [definition, unitCount, ui, issues, openUnit],
  );
  const fullTree = useMemo(() => [...tree, PARTIES], [tree]);
  const order = useMemo(() => sectionOrder(fullTree), [fullTree]);
  const openSection = useCallback(
    (path: string) => {
      setPreviewing(false);
      setActive(path);
    },
    [setPreviewing],
  );
  useSectionKeys(order, active, openSection);
  usePublishToCcBar();

  if (loadError)
    return (
      <div className="p-4">
        <Alert tone="error">{loadError}</Alert>
      </div>
    );
  if (!report || !definition)
    return (
      <>
        {/* The open report's ribbon and header line, empty, so they do not push the page down as it arrives. */}
        <Ribbon
          title={`Report #${id}`}
          actions={
            <span aria-hidden="true" className="invisible rounded border px-3 py-2 text-sm">
              Save now
            </span>
          }
        />
        <div aria-hidden="true" className="border-b border-line bg-panel px-4 py-2 text-sm">
          &nbsp;
        </div>
        <div className="p-4">
          <Spinner label="Opening the report…" />
        </div>
      </>
    );

  /** Opens the section holding a path and puts the cursor in the field. */
  const jumpTo = (path: string) => {
    const section = sectionToOpen(tree, path, unitsKey);
    if (section) openSection(section);
    setTimeout(() => document.getElementById(fieldId(path))?.focus(), 0);
  };

  return (
    <>
      <Ribbon
        title={`${definition.name} #${report.id}`}
        actions={
          <>
            <SaveStatus />
            <WorkflowActions
              submitRefusal={refusals.submit}
              legalHold={legalHold}
              onMessage={(tone, text) => setNotice({ tone, text })}
            />
            {reviewing && (
              <Button
                variant="secondary"
                aria-pressed={showingChanges}
                onClick={() => setShowingChanges(!showingChanges)}
              >
                Changes since last submission
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={saveState === 'readOnly'}
              onClick={() => openRecordsWindow(childWindows, parts, report.id)}
            >
              Records
            </Button>
            <NotesButton report={report} />
            <WindowsMenu reportId={report.id} />
            <Button variant="secondary" aria-pressed={previewing} onClick={() => setPreviewing(!previewing)}>
              {previewing ? 'Back to editing' : 'Preview'}
            </Button>
            <Button variant="secondary" onClick={() => void saveNow()}>
              Save now
            </Button>
          </>
        }
      />
      <ReportHeaderLine status={report.status} />
      <ReportBanners report={report} />
      <LegalHoldNotice legalHold={legalHold} />
      <StateRefusalNotice onJump={jumpTo} />
      <NewerVersionBanner onMessage={(tone, text) => setNotice({ tone, text })} />
      <NotCarriedOverPanel entries={report.notCarriedOver ?? []} />
      {refusals.submit && !refusals.edit && report.status === ReportStatus.Draft && (
        <div className="p-2">
          <Alert>{refusals.submit} Send to is not offered.</Alert>
        </div>
      )}
      {report.redacted && report.redacted.length > 0 && (
        <div className="p-2">
          <Alert tone="warning">
            Personal data in {report.redacted.length} fields (names, dates of birth, licence numbers, addresses) is
            withheld: your permissions do not include it.
          </Alert>
        </div>
      )}
      {notice && (
        <div className="p-2">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      <PushedRecordsNotice reportId={report.id} />
      <KeyboardScannerWatch reportId={report.id} />
      <SetAsideNotice />
      <MergeConflictList onJump={jumpTo} />
      {reviewing && showingChanges && (
        <div className="border-b border-line p-4">
          <VersionCompare reportId={report.id} from="previousSubmission" to="current" />
        </div>
      )}
      {codeListError && (
        <div className="p-2">
          <Alert tone="warning">{codeListError}</Alert>
        </div>
      )}
      <div className="flex flex-col gap-4 p-4 lg:flex-row">
        <SectionNavigation tree={fullTree} active={previewing ? '' : active} onOpen={openSection} />
        {/* Not a landmark: the shell's main already holds the editor, and the open section is a named region of its own. */}
        <div data-editor-panel className="min-w-0 flex-1">
          {previewing ? (
            <OpenReportPreview definition={definition} />
          ) : (
            <SectionPanel definition={definition} path={active} onOpen={openSection} />
          )}
        </div>
        <ValidationPanel onJump={jumpTo} />
      </div>
    </>
  );
}
