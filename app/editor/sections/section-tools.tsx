import { useState } from 'react';
import type { FormDefinition, SectionDefinition } from '../../../lib/forms/definition/definition-schema';
import { personTargetOf } from '../../../lib/forms/lookups/person-writes';
import { Button } from '../../../components/button';
import { onDemand } from '../../../components/on-demand';
import { childWindowKey, closeChildWindow, openChildWindow } from '../../child-windows/child-window-registry';
import { useChildWindows } from '../../child-windows/child-window-store';
import { EditorPartsContext, useEditor, useEditorParts } from '../open-report/editor-context';
import { TakeFromReport } from '../lookups/take-from-report';

// The lookup windows' code is fetched as one opens: the window itself opens at once, in the click.
const PersonSearchWindow = onDemand(
  () => import('../lookups/person-search-window').then((m) => m.PersonSearchWindow),
  'Loading the person search…',
);
const UsdotSearchWindow = onDemand(
  () => import('../lookups/usdot-search-window').then((m) => m.UsdotSearchWindow),
  'Loading the USDOT lookup…',
);

/** "passenger 2 of unit 1", "witness 1", "unit 2": whom a tool fills, for names and titles. */
function describeTarget(definition: FormDefinition, path: string): string {
  const numbers = path
    .split('.')
    .filter((key) => /^\d+$/.test(key))
    .map((n) => Number(n) + 1);
  const target = personTargetOf(definition, path);
  if (target === 'witness') return `witness ${numbers[0]}`;
  const ofUnit = `unit ${numbers[0]}`;
  if (target === 'passenger') return `passenger ${numbers[1]} of ${ofUnit}`;
  if (target === 'driver' || target === 'owner') return `${target} of ${ofUnit}`;
  return ofUnit;
}

/**
 * Lookups offered at the top of a section item (USDOT search in CMV Information, person search
 * in Driver, Owner, Passengers, Witnesses), each in a child window of its own per report and
 * item. `path` is the item's path, e.g. Units.0.Driver.
 */
export function SectionTools({ section, path }: { section: SectionDefinition; path: string }) {
  const parts = useEditorParts();
  const windows = useChildWindows();
  const readOnly = useEditor((s) => s.saveState === 'readOnly');
  const reportId = useEditor((s) => s.report?.id);
  const [filled, setFilled] = useState('');
  const definition = useEditor((s) => s.definition);
  if (!definition) return null;
  const kind = section.role === 'unit.cmv' ? 'usdot' : personTargetOf(definition, path) ? 'person' : null;
  if (!kind || reportId === undefined) return null;

  const whom = describeTarget(definition, path);
  const label = kind === 'usdot' ? 'USDOT lookup' : 'Find person';
  const openWindow = () => {
    setFilled('');
    const key = childWindowKey(reportId, `${kind}-${path}`);
    const close = () => closeChildWindow(windows, key);
    openChildWindow(windows, {
      key,
      title: `${label} \u2014 ${whom}`,
      // The window draws in the main window's tree, beside the editor's: it is handed the report's parts.
      content: (
        <EditorPartsContext.Provider value={parts}>
          {kind === 'usdot' ? (
            <UsdotSearchWindow targetPath={path} onClose={close} onFilled={setFilled} />
          ) : (
            <PersonSearchWindow targetPath={path} onClose={close} onFilled={setFilled} />
          )}
        </EditorPartsContext.Provider>
      ),
      width: 680,
      height: 780,
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" disabled={readOnly} aria-label={`${label} for ${whom}`} onClick={openWindow}>
        {label}
      </Button>
      {kind === 'person' && <TakeFromReport path={path} whom={whom} />}
      {readOnly && <span className="text-sm text-muted">Lookups are off while the report is read-only.</span>}
      {filled && (
        <p role="status" className="text-sm text-ok">
          {filled}
        </p>
      )}
    </div>
  );
}
