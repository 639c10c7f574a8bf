import { moveReportToVersion } from '../../../lib/api/calls/calls-report';
import { Button } from '../../../components/button';
import { useMutation } from '../../api/use-mutation';
import { useAppData } from '../../app-data';
import type { OpenLocalDb } from '../../local-db/open-local-db';
import { useOnline } from '../../session/use-online';
import { useEditor, useOpenReport } from '../open-report/editor-context';
import { type OpenReport } from '../open-report/editor-store';
import { moveOpenDraft, type VersionMoveDeps } from './move-to-version';
import { useApiClient } from '../../api/api-client-context';
import type { ApiClient } from '../../api/client';

const depsOf = (editor: OpenReport, api: ApiClient, localDb: OpenLocalDb): VersionMoveDeps => ({
  saveNow: async () => void (await editor.saveNow()),
  editor: () => editor.store.getState(),
  setEditor: (state) => editor.store.setState(state),
  move: (request) => api.call(moveReportToVersion, request),
  closeReport: editor.close,
  // A copy that cannot be removed (private browsing) is a clean one after the save: it is not restored.
  forgetLocalCopy: (id) =>
    localDb()
      .then((db) => db.drafts.delete(id))
      .catch(() => undefined),
  openReport: editor.open,
});

/**
 * Offers to move the open draft to the newer published version of its form, when Report/Get
 * names one (only where the server would accept the move). See docs/rules/administration.md,
 * "Drafts follow a new version".
 */
export function NewerVersionBanner({ onMessage }: { onMessage: (tone: 'info' | 'error', text: string) => void }) {
  const editor = useOpenReport();
  const api = useApiClient();
  const { localDb } = useAppData();
  const newer = useEditor((s) => s.report?.newerVersion);
  const online = useOnline();
  // The page reopens the report after the move, taking this banner off the screen, so what
  // happened is told by the page (onMessage) from the move itself.
  const moving = useMutation(async (target: { id: number; label: string }) => {
    try {
      const left = await moveOpenDraft(target, depsOf(editor, api, localDb));
      const rest = left > 0 ? ` ${left} value${left === 1 ? ' was' : 's were'} not carried over: see below.` : '';
      onMessage('info', `The report is on ${target.label} now.${rest}`);
    } catch (e) {
      onMessage('error', e instanceof Error ? e.message : 'The report could not be moved.');
    }
  }, '');

  if (!newer) return null;
  return (
    <section
      aria-labelledby="newer-version-title"
      className="m-2 rounded border border-brand/40 bg-brand/10 p-3 text-sm"
    >
      <h2 id="newer-version-title" className="font-semibold">
        A newer version of this form is published: {newer.label}
      </h2>
      <p className="my-2">
        Moving the report carries its values to {newer.label} field by field. A value the new version has no place for
        stays on the report, listed under Not carried over; the new version’s required fields then apply.
      </p>
      <Button
        busy={moving.busy}
        disabled={!online}
        title={online ? undefined : 'Moving the report needs a connection.'}
        onClick={() => void moving.run(newer)}
      >
        Move to {newer.label}
      </Button>
    </section>
  );
}
