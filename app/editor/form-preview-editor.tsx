import { useEffect, useMemo, useState } from 'react';
import type { FormDefinition } from '../../lib/forms/definition/definition-schema';
import { formRoles, roleItems } from '../../lib/forms/definition/form-roles';
import { newReportData } from '../../lib/forms/report-data/new-report';
import { fieldId } from './controls/field-id';
import { useAppData } from '../app-data';
import { createEditorParts, EditorPartsContext } from './editor-parts';
import { useEditor, useOpenReport } from './open-report/editor-context';
import { useFirstScreen } from '../api/first-screen';
import { useChildWindows } from '../child-windows/child-window-store';
import { useCodeListsApi } from '../code-lists/code-list-store';
import { useConnectionApi } from '../connectivity/connection-store';
import { watchCodeLists } from './open-report/editor-store';
import { createReportLoader } from './open-report/report-loading';
import { SaveStatus } from './report-status/save-status';
import { SectionPanel } from './sections/editor-views';
import { navigationTree, sectionToOpen, unitOf, unitsKeyOf } from './sections/navigation-tree';
import { SectionNavigation } from './sections/section-navigation';
import { ValidationPanel } from './sections/validation-panel';
import { useSession, useSessionStoreApi } from '../session/session-store';
import { useApiClient } from '../api/api-client-context';

/**
 * The real editor in its "preview" state on a new report of `definition` (a form version being
 * designed): navigation, the open section and the validation panel, answering as they will in a
 * report; nothing is kept on the device or saved. It has an open report of its own, so the
 * editor's (open in another tab of the app, or kept for sign-out) is not touched.
 */
export function FormPreviewEditor({ definition }: { definition: FormDefinition }) {
  // Nothing is loaded into a preview: its loader is never asked.
  const session = useSessionStoreApi();
  const api = useApiClient();
  const codeLists = useCodeListsApi().store;
  const connection = useConnectionApi().store;
  const childWindows = useChildWindows().store;
  const firstScreen = useFirstScreen();
  const { localDb } = useAppData();
  const [parts] = useState(() =>
    createEditorParts(createReportLoader(api, localDb), session, api, {
      codeLists,
      connection,
      childWindows,
      firstScreen,
      localDb,
    }),
  );
  return (
    <EditorPartsContext.Provider value={parts}>
      <PreviewOf definition={definition} />
    </EditorPartsContext.Provider>
  );
}

function PreviewOf({ definition }: { definition: FormDefinition }) {
  const editor = useOpenReport();
  const user = useSession((s) => s.user);
  const [chosen, setChosen] = useState<string | null>(null);
  const open = useEditor((s) => s.definition);
  const ui = useEditor((s) => s.ui);
  const issues = useEditor((s) => s.issues);
  const unitCount = useEditor((s) => (s.definition ? roleItems(formRoles(s.definition), 'units', s.data).length : 0));

  useEffect(() => {
    editor.openPreview(
      definition,
      newReportData(definition, {
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        badgeId: user?.badgeId ?? '',
        agencyOri: user?.agency.ori ?? '',
      }),
    );
  }, [editor, definition, user]);
  useEffect(() => editor.close, [editor]);
  const codeLists = useCodeListsApi().store;
  useEffect(() => watchCodeLists(editor, codeLists), [editor, codeLists]);

  const unitsKey = unitsKeyOf(definition);
  const active = chosen ?? definition.sections[0]?.key ?? '';
  const openUnit = unitOf(active, unitsKey);
  const tree = useMemo(
    () => (open ? navigationTree(open, unitCount, ui, issues, openUnit) : []),
    [open, unitCount, ui, issues, openUnit],
  );
  if (open !== definition) return null;

  const jumpTo = (path: string) => {
    const section = sectionToOpen(tree, path, unitsKey);
    if (section) setChosen(section);
    setTimeout(() => document.getElementById(fieldId(path))?.focus(), 0);
  };
  return (
    <div className="flex flex-col gap-2" aria-label="Preview of the form" role="region">
      <SaveStatus />
      <div className="flex flex-col gap-4 lg:flex-row">
        <SectionNavigation tree={tree} active={active} onOpen={setChosen} />
        <div data-editor-panel className="min-w-0 flex-1">
          <SectionPanel definition={definition} path={active} onOpen={setChosen} />
        </div>
        <ValidationPanel onJump={jumpTo} />
      </div>
    </div>
  );
}
