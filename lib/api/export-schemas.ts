import { z } from 'zod';

export const EXPORT_MESSAGE_MAX_LENGTH = 2000;
export const OUTBOX_LIST_LIMIT = 200;

/** The printed report as a download (binary, so the token goes as `Authorization: Bearer`, never in the URL). */
export const reportPrintPath = (id: number) => `/API/Report/Print/${id}`;

export const outboxMessageSchema = z.object({
  id: z.string(),
  reportId: z.number().int().nullable(),
  sender: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  attachmentName: z.string().nullable(),
  attachmentSize: z.number().int().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
