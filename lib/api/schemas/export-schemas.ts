import { z } from 'zod/mini';

export const EXPORT_MESSAGE_MAX_LENGTH = 2000;
export const OUTBOX_LIST_LIMIT = 200;

/** The printed report as a download (binary, so the token goes as `Authorization: Bearer`, never in the URL). */
export const reportPrintPath = (id: number) => `/API/Report/Print/${id}`;

export const outboxMessageSchema = z.object({
  id: z.string(),
  reportId: z.nullable(z.number().check(z.int())),
  sender: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string() })),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  attachmentName: z.nullable(z.string()),
  attachmentSize: z.nullable(z.number().check(z.int())),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
