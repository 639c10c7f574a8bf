import { useMemo, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../lib/format/dates';
import { diffReports } from '../../../lib/forms/merge/report-diff';
import { useCodeLists } from '../../code-lists/code-list-store';
import { useEditor, useOpenReport } from '../open-report/editor-context';
import { canEdit } from '../open-report/editor-store';

/** Enough rows to see what the copy holds without burying the form under it. */
const SHOWN_CHANGES = 40;

/**
 * Offers the changes kept on this device that the server never took (see SetAsideCopy in app/local-db/local-records.ts):
 * what differs from the saved version, and the choice to use them or to discard them.
 */
export function SetAsideNotice() {
  const { replaceData, forgetSetAside } = useOpenReport();
  const copy = useEditor((s) => s.setAside);
  const report = useEditor((s) => s.report);
  const definition = useEditor((s) => s.definition);
  const data = useEditor((s) => s.data);
  const readOnly = useEditor((s) => s.saveState === 'readOnly');
  const gone = useEditor((s) => s.reportGone);
  const editable = useEditor(canEdit);
  const codes = useCodeLists((s) => s.lookup);
  const [showing, setShowing] = useState(false);
  const changes = useMemo(
    () => (showing && copy && definition ? diffReports(definition, data, copy.data, codes) : []),
    [showing, copy, definition, data, codes],
  );
  if (!copy || !report || copy.id !== report.id || !definition) return null;

  // The copy is forgotten only once it is in the form (and so in the device's draft of it).
  const use = () => {
    if (replaceData(copy.data, copy.provenance ?? {})) void forgetSetAside(copy.id);
  };
  const discard = () => {
    if (window.confirm('Discard the changes kept on this device? They cannot be brought back.')) {
      void forgetSetAside(copy.id);
    }
  };

  if (gone) {
    return (
      <div className="p-2">
        <Alert tone="warning" title="This report was deleted">
          <p>
            It was deleted while you worked on it, so your changes since version {copy.baseVersion} were never saved.
            The form shows them, read-only, and they are kept on this device until you discard them.
          </p>
          <div className="mt-2">
            <Button variant="secondary" onClick={discard}>
              Discard my changes
            </Button>
          </div>
        </Alert>
      </div>
    );
  }

  return (
    <div className="p-2">
      <Alert tone="warning" title="Changes kept on this device were not saved">
        <p>
          You changed this report on this device at {formatDateTime(new Date(copy.savedAt).toISOString())}, on version{' '}
          {copy.baseVersion}, but it was saved as version {copy.serverVersion} meanwhile (by someone else, or in another
          tab). The form shows version {copy.serverVersion}; your changes are kept here until you choose.
          {readOnly && ' You cannot change this report now, so they can only be looked at or discarded.'}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" aria-expanded={showing} onClick={() => setShowing(!showing)}>
            {showing ? 'Hide the differences' : 'Show the differences'}
          </Button>
          <Button disabled={!editable} onClick={use}>
            Use my changes
          </Button>
          <Button variant="secondary" onClick={discard}>
            Discard my changes
          </Button>
        </div>
        {showing && (
          <table className="mt-2 w-full text-left text-sm" aria-label="Differences from the saved version">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Saved version {copy.serverVersion}</th>
                <th scope="col">Your copy</th>
              </tr>
            </thead>
            <tbody>
              {changes.slice(0, SHOWN_CHANGES).map((c) => (
                <tr key={c.path}>
                  <td>{c.label}</td>
                  <td>{c.beforeText || '—'}</td>
                  <td>{c.afterText || '—'}</td>
                </tr>
              ))}
              {changes.length === 0 && (
                <tr>
                  <td colSpan={3}>Your copy holds the same values as the saved version.</td>
                </tr>
              )}
            </tbody>
          </table>
        )}
        {changes.length > SHOWN_CHANGES && <p>…and {changes.length - SHOWN_CHANGES} more fields.</p>}
        <p className="mt-2 text-muted">
          Use my changes puts every value of your copy in the form, over the saved version&apos;s, and saves it.
        </p>
      </Alert>
    </div>
  );
}
