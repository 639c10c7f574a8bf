import nodemailer, { type Transporter } from 'nodemailer';
import { ApiError } from '../../api/api-error';
import type { Executor } from '../../repositories/executor';
import type { AppDeps } from '../app-deps';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Null for a message without one (a user's one-time sign-in link). */
  attachment: { fileName: string; contentType: string; content: Buffer } | null;
  /** For the outbox: which report and who sent it. */
  reportId: number | null;
  userId: number | null;
}

export type Delivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; outboxId: string };

/** How long the mail server may take before the sender is told to try again (not nodemailer's minutes). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Writes what the sender records of a delivery (its audit event), on `tx` when given one. */
export type RecordDelivery = (delivery: Delivery, tx: Executor) => Promise<void>;

/**
 * Sends mail through the SMTP server of SMTP_URL; with none configured (the embedded default)
 * the message, attachment included, is kept in the outbox table for an administrator to read.
 * `record` writes what the sender keeps of the delivery: in the outbox row's transaction when the
 * mail is kept (both land or neither), after the mail server took it otherwise.
 */
export function mailSender({ repos, config, clock }: AppDeps) {
  let transport: Transporter | null = null;

  return async function send(mail: OutgoingMail, record: RecordDelivery): Promise<Delivery> {
    if (!config.mail.smtpUrl) {
      return repos.inTransaction(async (tx) => {
        const outboxId = await repos.outbox.add(
          {
            reportId: mail.reportId,
            userId: mail.userId,
            to: mail.to,
            subject: mail.subject,
            body: mail.text,
            attachment: mail.attachment ? { name: mail.attachment.fileName, content: mail.attachment.content } : null,
            at: clock(),
          },
          tx,
        );
        const delivery: Delivery = { via: 'outbox', outboxId };
        await record(delivery, tx);
        return delivery;
      });
    }
    const delivery = await viaSmtp(mail);
    await record(delivery, repos.autocommit);
    return delivery;
  };

  async function viaSmtp(mail: OutgoingMail): Promise<Delivery> {
    transport ??= nodemailer.createTransport({ url: config.mail.smtpUrl, ...TIMEOUTS } as never);
    try {
      const info = (await transport.sendMail({
        from: config.mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachment
          ? [
              {
                filename: mail.attachment.fileName,
                content: mail.attachment.content,
                contentType: mail.attachment.contentType,
              },
            ]
          : [],
      })) as { messageId: string };
      return { via: 'smtp', messageId: info.messageId };
    } catch (error) {
      // The server's own words may name internal hosts; the user gets what to do and the code.
      const code = (error as { code?: unknown }).code;
      if (code === 'EENVELOPE') {
        const message = `The mail server refused the address ${mail.to}. Check it and send again.`;
        throw new ApiError('validation', message, [{ path: 'payload.to', message }]);
      }
      throw new ApiError(
        'unavailable',
        `The mail server could not be reached or did not take the message${typeof code === 'string' ? ` (${code})` : ''}. Try again later, or print the report and send it another way.`,
      );
    }
  }
}
export type MailSender = ReturnType<typeof mailSender>;
