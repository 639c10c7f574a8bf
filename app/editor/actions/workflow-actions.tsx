import { useState } from 'react';
import { Link } from 'react-router';
import {
  acceptReport,
  approveReport,
  archiveReport,
  assignToMe,
  releaseReport,
} from '../../../lib/api/calls/calls-workflow';
import { hasErrors } from '../../../lib/validation/report-checks/completeness';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { planTransition, transitions, type TransitionAction } from '../../../lib/workflow/transitions/transitions';
import { Button } from '../../../components/button';
import { onDemand } from '../../../components/on-demand';
import { messageOf } from '../../api/client';
import { useMutation } from '../../api/use-mutation';
import { exchangeFormatLabels, exchangeFormats } from '../../../lib/api/schemas/exchange-schemas';
import { downloadExchange } from '../../workflow/print-download';
import { LegalHoldActions, type LegalHoldRead } from '../../workflow/legal-hold-actions';
import { SendToDialog } from '../../workflow/send-to-dialog';
import { reportSubject, useAbility } from '../../session/use-ability';
import { useOfflineReason } from '../../session/use-online';
import { useSession, useSessionStoreApi } from '../../session/session-store';
import { useEditor, useOpenReport, useReviewComments } from '../open-report/editor-context';
import { useSupplementOffer, workflowViewOfDocument } from './supplement-offer';
import { RejectDialog } from './reject-dialog';
import { useApiClient } from '../../api/api-client-context';
import type { ApiClient } from '../../api/client';

/** The moves offered in the editor, in ribbon order; each is shown only when lib/workflow and CASL allow it. */
const offered: TransitionAction[] = [
  'sendTo',
  'assignToMe',
  'approve',
  'reject',
  'release',
  'accept',
  'supplement',
  'archive',
];

type Dialog = 'sendTo' | 'reject' | 'print' | 'email' | null;

/** The copy's choices come with their first use, not with the editor's chunk. */
const GiveCopyDialog = onDemand(
  () => import('../../workflow/give-copy-dialog').then((m) => m.GiveCopyDialog),
  'Loading the copy’s choices…',
);

/** Send to is busy (and loses the focus) while the report saves, so its dialog names it to give the focus back. */
const SEND_TO_ID = 'report-action-sendTo';

/**
 * The open report's workflow (docs/rules/workflow.md): Send to for its author, Assign to
 * me, Approve, Reject and Release for its reviewer, Accept, Supplement and Archive after review;
 * Print, Export by email, the legal hold and History for whoever may. The server checks every move again.
 * `submitRefusal` is why the form version's publish permissions refuse the user Send to, if they do.
 */
const OFFLINE_NOTE_ID = 'offline-actions-note';
const NOT_ON_SERVER_YET = 'This report was started on this device and has not reached the server yet.';

export function WorkflowActions({
  onMessage,
  submitRefusal = '',
  legalHold,
}: {
  onMessage: (tone: 'info' | 'error', text: string) => void;
  submitRefusal?: string;
  /** The report's legal hold, which the editor reads once for its notice and this button. */
  legalHold: LegalHoldRead;
}) {
  const api = useApiClient();
  const editor = useOpenReport();
  const review = useReviewComments();
  const report = useEditor((s) => s.report);
  const issues = useEditor((s) => s.issues);
  const lockDuration = useEditor((s) => s.definition?.lockDuration);
  const user = useSession((s) => s.user);
  const session = useSessionStoreApi();
  const ability = useAbility();
  const connectionReason = useOfflineReason();
  // A report started on this device has no server copy yet: the server's actions wait for it too.
  const offlineReason = connectionReason || (report && report.id < 0 ? NOT_ON_SERVER_YET : '');
  const online = offlineReason === '';
  // Offline, each action that needs the server stays where it is, disabled, and says why.
  const needsServer = online ? {} : { title: offlineReason, 'aria-describedby': OFFLINE_NOTE_ID };
  const supplement = useSupplementOffer();
  // Each move tells its own outcome: reopening the report takes the ribbon off the screen, and
  // another move may start meanwhile, yet neither may swallow what the officer is told.
  const acting = useMutation(async (action: string, work: () => Promise<string | void>) => {
    try {
      const message = await work();
      if (message) onMessage('info', message);
    } catch (e) {
      onMessage('error', messageOf(e, `${action} failed.`));
    }
  }, '');
  const busy = acting.running?.[0];
  const [dialog, setDialog] = useState<Dialog>(null);
  // A deleted report has no workflow left: every move would be refused.
  const gone = useEditor((s) => s.reportGone);
  if (!report || !user || gone) return null;

  const subject = reportSubject(report);
  const view = workflowViewOfDocument(report, lockDuration);
  const plan = (action: TransitionAction) =>
    planTransition(
      action,
      view,
      { id: user.id },
      { now: new Date(), hasErrors: hasErrors(issues), note: 'checked in the dialog' },
    );
  // Send to is offered while the report has errors: pressing it says what to fix instead of hiding it.
  const offeredNow = (a: TransitionAction) => {
    const p = plan(a);
    return p.ok || (a === 'sendTo' && p.refusedBy === 'complete');
  };
  // The server refuses Send to of a draft without the version's submit permission.
  const refusedByVersion = (a: TransitionAction) =>
    a === 'sendTo' && submitRefusal !== '' && report.status === ReportStatus.Draft;
  const shown = offered.filter(
    (a) => ability.can(transitions[a].casl, subject) && offeredNow(a) && !refusedByVersion(a),
  );

  const reopen = async () => {
    await editor.open(report.id);
    await review.load(report.id);
  };
  const { run } = acting;
  /** The server must have the officer's last keystroke before the report moves on. */
  async function savedVersion(): Promise<number | null> {
    await editor.saveNow();
    const { unsaved, report: saved } = editor.store.getState();
    if (unsaved || !saved) {
      onMessage('error', 'The report has changes the server has not saved yet. Save it, then try again.');
      return null;
    }
    return saved.version;
  }
  const move = (call: Parameters<ApiClient['call']>[0], done: string) => async () => {
    await api.call(call, { id: report.id, version: report.version });
    await reopen();
    return done;
  };
  const handlers: Record<TransitionAction, () => void> = {
    sendTo: () =>
      void run('Send to', async () => {
        const refusal = plan('sendTo');
        if (!refusal.ok) return onMessage('error', refusal.reason);
        if ((await savedVersion()) !== null) setDialog('sendTo');
      }),
    assignToMe: () => void run('Assign to me', move(assignToMe, 'The report is in review by you.')),
    approve: () => void run('Approve', move(approveReport, 'The report is approved.')),
    reject: () => setDialog('reject'),
    release: () => void run('Release', move(releaseReport, 'The report was released to its inbox.')),
    accept: () => void run('Accept', move(acceptReport, 'The report is accepted.')),
    archive: () => void run('Archive', move(archiveReport, 'The report is archived.')),
    supplement: () => void run('Supplement', supplement.start),
    edit: () => undefined,
    delete: () => undefined,
    reassign: () => undefined,
  };

  return (
    <>
      {shown.map((action) => (
        <Button
          key={action}
          id={action === 'sendTo' ? SEND_TO_ID : undefined}
          variant={action === 'reject' ? 'danger' : 'primary'}
          busy={busy === transitions[action].label}
          disabled={!online}
          {...needsServer}
          onClick={handlers[action]}
        >
          {transitions[action].label}
        </Button>
      ))}
      {ability.can('print', subject) && (
        <Button variant="secondary" disabled={!online} {...needsServer} onClick={() => setDialog('print')}>
          Print
        </Button>
      )}
      {ability.can('print', subject) && (
        // One narrow button opens the two downloads over the page: the bar keeps its one line.
        <details className="relative">
          <summary
            aria-label="Downloads for the state"
            title="Downloads for the state"
            className="inline-flex cursor-pointer list-none items-center rounded border border-line bg-panel px-2 py-2 text-sm font-medium text-ink hover:bg-surface"
          >
            <span aria-hidden="true">⋯</span>
          </summary>
          <div className="absolute right-0 z-20 mt-1 flex w-max flex-col gap-1 rounded border border-line bg-panel p-2 shadow">
            {exchangeFormats.map((format) => (
              <Button
                key={format}
                variant="secondary"
                busy={busy === exchangeFormatLabels[format]}
                disabled={!online}
                {...needsServer}
                onClick={() =>
                  void run(exchangeFormatLabels[format], () =>
                    downloadExchange(report.id, format, session.getState().token),
                  )
                }
              >
                Download {exchangeFormatLabels[format]}
              </Button>
            ))}
          </div>
        </details>
      )}
      {ability.can('export', subject) && (
        <Button variant="secondary" disabled={!online} {...needsServer} onClick={() => setDialog('email')}>
          Export by email
        </Button>
      )}
      <LegalHoldActions
        legalHold={legalHold}
        reportId={report.id}
        online={online}
        needsServer={needsServer}
        onMessage={onMessage}
      />
      {online ? (
        <Link
          className="rounded border border-line px-3 py-2 text-sm hover:bg-surface"
          to={`/reports/${report.id}/history`}
        >
          History
        </Link>
      ) : (
        <Button variant="secondary" disabled {...needsServer}>
          History
        </Button>
      )}
      {!online && (
        <p id={OFFLINE_NOTE_ID} className="basis-full text-sm text-muted">
          {offlineReason} Sending, printing, downloads, e-mail and history come back with the connection; your changes
          are kept on this device.
        </p>
      )}
      {dialog === 'sendTo' && (
        <SendToDialog
          opener={SEND_TO_ID}
          report={{ id: report.id, version: editor.store.getState().report?.version ?? report.version }}
          onClose={() => setDialog(null)}
          onSent={() => {
            setDialog(null);
            void reopen().then(() => onMessage('info', 'The report was sent for review.'));
          }}
        />
      )}
      {dialog === 'reject' && (
        <RejectDialog
          report={{ id: report.id, version: report.version }}
          onClose={() => setDialog(null)}
          onRejected={() => {
            setDialog(null);
            void reopen().then(() => onMessage('info', 'The report was rejected and returned to its author.'));
          }}
        />
      )}
      {(dialog === 'print' || dialog === 'email') && (
        <GiveCopyDialog
          report={{ id: report.id, name: `report ${report.id}` }}
          subject={subject}
          delivery={dialog}
          onClose={() => setDialog(null)}
          onGiven={(m) => onMessage('info', m)}
        />
      )}
    </>
  );
}
