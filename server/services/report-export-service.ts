import { subjectOf } from '../../lib/auth/ability';
import { OUTBOX_LIST_LIMIT } from '../../lib/api/export-schemas';
import { forbidden } from '../api/api-error';
import type { SessionContext } from '../api/authenticate';
import { auditRepository } from '../repositories/audit-repository';
import { outboxRepository } from '../repositories/outbox-repository';
import { mailSender } from './mail-sender';
import { reportPrintService } from './report-print-service';
import type { AppDeps } from './services';

type Actor = Pick<SessionContext, 'user' | 'ability'>;

/**
 * Export report by e-mail (issue 5 item 5): the printed PDF as the sender may see it, sent
 * through SMTP or kept in the outbox, and an 'export' audit event naming the recipient.
 */
export function reportExportService(deps: AppDeps) {
  const { clock, config } = deps;
  const printing = reportPrintService(deps);
  const send = mailSender(deps);
  const audit = auditRepository(deps.db);
  const outbox = outboxRepository(deps.db);

  return {
    async exportByEmail(actor: Actor, id: number, to: string, message: string | undefined, ip: string) {
      const report = await printing.allowed(actor, id, 'export');
      const printed = await printing.render(actor, report, { name: 'Report/ExportByEmail', ip });
      const { caseNumber } = printed;
      const sender = `${actor.user.firstName} ${actor.user.lastName}`;
      const text = [
        message ?? '',
        `${sender} (${actor.user.agencyName || actor.user.agencyOri}) sent you crash report ${id}${caseNumber ? `, case ${caseNumber}` : ''}, from the ${config.applicationName}.`,
        `The report is attached as ${printed.fileName}. It may hold personal data protected by the Driver's Privacy Protection Act: do not pass it on.`,
      ]
        .filter(Boolean)
        .join('\n\n');
      const delivery = await send({
        to,
        subject: `Crash report ${id}${caseNumber ? ` (case ${caseNumber})` : ''}`,
        text,
        attachment: { fileName: printed.fileName, contentType: 'application/pdf', content: printed.pdf },
        reportId: id,
        userId: actor.user.id,
      });
      await audit.record({
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
        },
      });
      return {
        delivery: delivery.via,
        to,
        fileName: printed.fileName,
        outboxId: delivery.via === 'outbox' ? delivery.outboxId : null,
      };
    },

    /** The outbox for administrators: every message for state-wide ones, their agency's reports' for the others. */
    async outbox(actor: Actor) {
      if (!actor.ability.can('read', 'OutboxMessage')) throw forbidden('The mail outbox is for administrators.');
      const everywhere = actor.ability.rulesFor('read', 'OutboxMessage').some((r) => !r.inverted && !r.conditions);
      const rows = await outbox.list(OUTBOX_LIST_LIMIT, everywhere ? null : actor.user.agencyOri);
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
