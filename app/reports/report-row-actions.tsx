import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ReportSummary } from '../../lib/api/schemas/report-schemas';
import { assignToMe, deleteReport, releaseReport, supplementReport } from '../../lib/api/calls/calls-workflow';
import {
  actionsFor,
  type ActionContext,
  type RowAction,
  type Screen,
} from '../../lib/workflow/transitions/actions-by-status';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { actionLabels } from './action-labels';
import { ReassignDialog } from './reassign-dialog';
import { Spinner } from '../../components/spinner';
import { reportSubject } from '../session/use-ability';
import { workflowViewOf } from './report-columns';
import { SendToDialog } from '../workflow/send-to-dialog';
import { messageOf } from '../api/client';
import { useMutation } from '../api/use-mutation';
import { useApiClient } from '../api/api-client-context';

type OpenDialog = 'sendTo' | 'delete' | 'reassign' | 'print' | null;

/**
 * The copy's choices come with their first use, not with the tables' chunk (nor through
 * components/on-demand: shared with the editor's chunk, the build merged it into the first screens').
 */
const GiveCopyDialog = lazy(() => import('../workflow/give-copy-dialog').then((m) => ({ default: m.GiveCopyDialog })));

/**
 * The buttons of one table row: exactly the actions for the row's status and screen that
 * the user's permissions allow (lib/workflow/transitions/actions-by-status). `onChanged` reloads the table;
 * `onError` shows a refusal above it.
 */
export function ReportRowActions({
  screen,
  row,
  context,
  onChanged,
  onError,
}: {
  screen: Screen;
  row: ReportSummary;
  context: ActionContext;
  onChanged: (message: string) => void;
  onError: (message: string) => void;
}) {
  const api = useApiClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const actions = actionsFor(screen, workflowViewOf(row), context);
  const move = { id: row.id, version: row.version };
  const name = row.caseNumber || `report ${row.id}`;
  const acting = useMutation(
    (_action: RowAction, work: () => Promise<unknown>) => work(),
    (refusal, action) => ({ form: messageOf(refusal, `${actionLabels[action]} failed for ${name}.`) }),
  );
  const busy = acting.running?.[0] ?? null;

  async function run(action: RowAction, work: () => Promise<unknown>) {
    const { errors } = await acting.run(action, work);
    if (errors) onError(errors.form ?? '');
  }

  const handlers: Partial<Record<RowAction, () => void>> = {
    edit: () => void navigate(`/reports/${row.id}`),
    history: () => void navigate(`/reports/${row.id}/history`),
    sendTo: () => setDialog('sendTo'),
    delete: () => setDialog('delete'),
    reassign: () => setDialog('reassign'),
    print: () => setDialog('print'),
    release: () =>
      void run('release', async () => {
        await api.call(releaseReport, move);
        onChanged(`${name} was released and waits in its inbox again.`);
      }),
    assignToMe: () =>
      void run('assignToMe', async () => {
        await api.call(assignToMe, move);
        void navigate(`/reports/${row.id}`);
      }),
    supplement: () =>
      void run('supplement', async () => {
        const draft = await api.call(supplementReport, move);
        void navigate(`/reports/${draft.id}`);
      }),
  };

  return (
    <div className="flex flex-wrap gap-1">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'delete' ? 'danger' : 'secondary'}
          className="px-2 py-1 text-xs"
          busy={busy === action}
          aria-label={`${actionLabels[action]} ${name}`}
          onClick={handlers[action]}
        >
          {actionLabels[action]}
        </Button>
      ))}
      {dialog === 'sendTo' && (
        <SendToDialog
          report={move}
          onClose={() => setDialog(null)}
          onSent={() => {
            setDialog(null);
            onChanged(`${name} was sent.`);
          }}
        />
      )}
      {dialog === 'print' && (
        <Suspense fallback={<Spinner label="Loading the copy’s choices…" />}>
          <GiveCopyDialog
            report={{ id: row.id, name }}
            subject={reportSubject(row)}
            delivery="print"
            onClose={() => setDialog(null)}
            onGiven={onChanged}
          />
        </Suspense>
      )}
      {dialog === 'reassign' && (
        <ReassignDialog
          report={{ ...move, status: row.status }}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            onChanged(message);
          }}
        />
      )}
      {dialog === 'delete' && (
        <Dialog open title={`Delete ${name}?`} onClose={() => setDialog(null)}>
          <p>The report and its attachments are removed. This cannot be undone.</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setDialog(null)}>
              Keep it
            </Button>
            <Button
              variant="danger"
              busy={busy === 'delete'}
              onClick={() =>
                void run('delete', async () => {
                  await api.call(deleteReport, move);
                  onChanged(`${name} was deleted.`);
                }).then(() => setDialog(null))
              }
            >
              Delete
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
