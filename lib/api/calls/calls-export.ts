import { z } from 'zod/mini';
import { dbId } from '../../validation/input-rules/input-bounds';
import { defineCall } from '../define-call';
import { copyKinds, releaseCheck, releaseRequestFields } from '../../releases/release-rules';
import { EXPORT_MESSAGE_MAX_LENGTH, OUTBOX_LIST_LIMIT, outboxMessageSchema } from '../schemas/export-schemas';

export const exportReportByEmail = defineCall({
  path: 'Report/ExportByEmail',
  access: 'session',
  summary:
    'Sends the printed report (PDF) by e-mail through the configured SMTP server; without one the message is kept in the outbox for an administrator.',
  request: () =>
    z
      .object({
        id: dbId(),
        to: z.pipe(
          z.string().check(z.trim(), z.maxLength(254)),
          z.email('Enter the e-mail address to send the report to, e.g. name@agency.gov.'),
        ),
        message: z.optional(
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(
                EXPORT_MESSAGE_MAX_LENGTH,
                `The message has at most ${EXPORT_MESSAGE_MAX_LENGTH} characters.`,
              ),
            ),
        ),
        // Without `copy`, the full copy when the sender may read the personal data, else the public one.
        copy: z.optional(releaseRequestFields.copy),
        requester: z._default(releaseRequestFields.requester, null),
      })
      .check(releaseCheck()),
  response: () =>
    z.object({
      /** smtp: handed to the mail server; outbox: kept because no SMTP server is configured. */
      delivery: z.enum(['smtp', 'outbox']),
      to: z.string(),
      fileName: z.string(),
      copy: z.enum(copyKinds),
      outboxId: z.nullable(z.string()),
    }),
});

export const listOutbox = defineCall({
  path: 'Outbox/List',
  access: 'session',
  summary: `Mail kept because no SMTP server is configured, newest first (at most ${OUTBOX_LIST_LIMIT}; administrators).`,
  request: () => z.object({}),
  response: () => z.object({ messages: z.array(outboxMessageSchema) }),
});
