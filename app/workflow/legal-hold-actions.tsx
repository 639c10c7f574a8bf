import { useState } from 'react';
import { reportLegalHold } from '../../lib/api/calls/calls-retention';
import type { CallResponse } from '../../lib/api/define-call';
import { formatDateTime } from '../../lib/format/dates';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { onDemand } from '../../components/on-demand';
import { useApiClient } from '../api/api-client-context';
import { useFirstScreenDrawn } from '../api/first-screen';
import { useRead, type Read } from '../api/use-mutation';
import { useOnline } from '../session/use-online';

/** The hold's dialog comes with its first use, not with the editor's chunk. */
const LegalHoldDialog = onDemand(
  () => import('./legal-hold-dialog').then((m) => m.LegalHoldDialog),
  'Loading the legal hold…',
);

/** The button keeps its place as its words change with the hold, so the dialog gives the focus back to it by id. */
const OPENER_ID = 'report-action-legal-hold';

export type LegalHoldRead = Read<CallResponse<typeof reportLegalHold>>;

/**
 * The open report's legal hold and whether the user may change it (the server says: a records
 * clerk on the accepted reports they keep, an agency's administrator, the state's), read once the
 * report's first screen is drawn and again when its status changes, which may change who may hold
 * it. Nothing is read offline, nor for a report the server does not have yet. The editor reads it
 * once for its notice and its button.
 */
export function useLegalHold(report: { id: number; status: number } | null): LegalHoldRead {
  const api = useApiClient();
  const drawn = useFirstScreenDrawn();
  const online = useOnline();
  const id = report?.id ?? 0;
  return useRead(
    drawn && online && id > 0 ? () => api.call(reportLegalHold, { id }) : null,
    `${id}:${report?.status}`,
    'The legal hold could not be read.',
  );
}

/** "On legal hold: why, by whom, when" above the report while it has one, for everyone who opens it. */
export function LegalHoldNotice({ legalHold }: { legalHold: LegalHoldRead }) {
  const hold = legalHold.data?.hold;
  if (!hold && !legalHold.error) return null;
  return (
    <div className="p-2" data-legal-hold>
      {hold ? (
        <Alert tone="warning">
          <p className="whitespace-pre-wrap">
            <span className="font-semibold">On legal hold:</span> {hold.reason}, by {hold.placedBy.name},{' '}
            {formatDateTime(hold.placedAt)}. No retention run archives or purges the report while the hold lasts.
          </p>
        </Alert>
      ) : (
        <Alert tone="error">{legalHold.error}</Alert>
      )}
    </div>
  );
}

/**
 * Place or Lift among the report's actions, for whoever the server says may. `needsServer` is
 * what the report's other server actions carry offline: the button stays, disabled, saying why.
 */
export function LegalHoldActions({
  legalHold,
  reportId,
  online,
  needsServer,
  onMessage,
}: {
  legalHold: LegalHoldRead;
  reportId: number;
  online: boolean;
  needsServer: { title?: string; 'aria-describedby'?: string };
  onMessage: (tone: 'info' | 'error', text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  if (!legalHold.data?.mayChange) return null;
  const { hold } = legalHold.data;
  return (
    <>
      <Button
        id={OPENER_ID}
        variant="secondary"
        busy={legalHold.loading}
        disabled={!online}
        {...needsServer}
        onClick={() => setOpen(true)}
      >
        {hold ? 'Lift legal hold' : 'Place legal hold'}
      </Button>
      {open && (
        <LegalHoldDialog
          reportId={reportId}
          hold={hold}
          opener={OPENER_ID}
          onClose={() => setOpen(false)}
          onChanged={(message) => {
            setOpen(false);
            legalHold.reload();
            onMessage('info', message);
          }}
        />
      )}
    </>
  );
}
