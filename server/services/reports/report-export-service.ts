import { allowedEverywhere, subjectOf } from '../../../lib/auth/permissions/ability';
import { OUTBOX_LIST_LIMIT } from '../../../lib/api/schemas/export-schemas';
import { forbidden } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { MailSender } from '../mail/mail-sender';
import type { ReportPrintService } from './report-print-service';
import type { CopyKind, Requester } from '../../../lib/releases/release-rules';
import type { ReleaseService } from '../releases/release-service';
import type { AppDeps } from '../app-deps';

type Actor = Pick<SessionContext, 'user' | 'ability'>;

/** A report sent by e-mail: by whom, to whom, with what message, from which address. */
export interface EmailExport {
  actor: Actor;
  id: number;
  to: string;
  message?: string | undefined;
  ip: string;
  /** Which copy, and for whom (requester null: the agency's own work). */
  copy?: CopyKind | undefined;
  requester: Requester | null;
}

/**
 * Export report by e-mail: the printed PDF as the sender may see it, sent through SMTP or kept in
 * the outbox, and an 'export' audit event naming the recipient (committed with the outbox row).
 */
export function reportExportService({
  repos,
  clock,
  config,
  printing,
  releases,
  send,
}: AppDeps & { printing: ReportPrintService; releases: ReleaseService; send: MailSender }) {
  return {
    async exportByEmail({ actor, id, to, message, ip, copy: asked, requester }: EmailExport) {
      const report = await printing.allowed(actor, id, 'export');
      const request = { copy: asked, requester };
      const copy = releases.copyFor(actor, report, request);
      const printed = await printing.render(actor, report, { name: 'Report/ExportByEmail', ip }, copy);
      const { caseNumber } = printed;
      const sender = `${actor.user.firstName} ${actor.user.lastName}`;
      const text = [
        message ?? '',
        `${sender} (${actor.user.agencyName || actor.user.agencyOri}) sent you crash report ${id}${caseNumber ? `, case ${caseNumber}` : ''}, from the ${config.applicationName}.`,
        copy === 'public'
          ? `The report is attached as ${printed.fileName}. It is the public copy: the personal information of the people involved is left out.`
          : `The report is attached as ${printed.fileName}. It holds personal information protected by the Driver's Privacy Protection Act (18 U.S.C. 2721-2725): use it only for the permissible use claimed, and do not pass it on.`,
      ]
        .filter(Boolean)
        .join('\n\n');
      const mail = {
        to,
        subject: `Crash report ${id}${caseNumber ? ` (case ${caseNumber})` : ''}`,
        text,
        attachment: { fileName: printed.fileName, contentType: 'application/pdf', content: printed.pdf },
        reportId: id,
        userId: actor.user.id,
      };
      const delivery = await send(mail, async (delivery, tx) => {
        const release = await releases.recordEmail(
          releases.releaseOf(actor, printed, request, { via: 'email', to }),
          tx,
        );
        await repos.audit.record(
          {
            reportId: id,
            user: actor.user,
            action: 'export',
            ip,
            at: clock(),
            detail: {
              to,
              delivery: delivery.via,
              ...(delivery.via === 'smtp' ? { messageId: delivery.messageId } : { outboxId: delivery.outboxId }),
              fileName: printed.fileName,
              personalData: printed.personal,
              copy,
              releaseId: release.id,
            },
          },
          tx,
        );
      });
      return {
        delivery: delivery.via,
        to,
        fileName: printed.fileName,
        copy,
        outboxId: delivery.via === 'outbox' ? delivery.outboxId : null,
      };
    },

    /** The outbox for administrators: every message for state-wide ones, their agency's reports' for the others. */
    async outbox(actor: Actor) {
      if (!actor.ability.can('read', 'OutboxMessage')) throw forbidden('The mail outbox is for administrators.');
      const everywhere = allowedEverywhere(actor.ability, 'read', 'OutboxMessage');
      const rows = await repos.outbox.list(OUTBOX_LIST_LIMIT, everywhere ? null : actor.user.agencyOri);
      return {
        messages: rows
          .filter((m) =>
            actor.ability.can('read', subjectOf('OutboxMessage', { reportId: m.reportId, agencyOri: m.agencyOri })),
          )
          .map(({ agencyOri: _agency, createdAt, ...m }) => ({ ...m, createdAt: createdAt.toISOString() })),
      };
    },
  };
}
