import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

export interface OutboxInput {
  reportId: number | null;
  userId: number | null;
  to: string;
  subject: string;
  body: string;
  attachment: { name: string; content: Uint8Array } | null;
  at: Date;
}

export interface OutboxRecord {
  id: string;
  reportId: number | null;
  /** The report's agency, for agency-scoped reading. */
  agencyOri: string | null;
  sender: { id: number; name: string } | null;
  to: string;
  subject: string;
  body: string;
  attachmentName: string | null;
  attachmentSize: number | null;
  createdAt: Date;
}

/** Mail kept in the database when no SMTP server is configured; bytes go as base64 (see attachment-repository). */
export function outboxRepository(db: Db) {
  return {
    async add(m: OutboxInput, tx: Executor = db): Promise<string> {
      const content = m.attachment
        ? sql<Uint8Array>`decode(${Buffer.from(m.attachment.content).toString('base64')}, 'base64')`
        : null;
      const row = await tx
        .insertInto('outbox_messages')
        .values({
          report_id: m.reportId,
          user_id: m.userId,
          to_address: m.to,
          subject: m.subject,
          body: m.body,
          attachment_name: m.attachment?.name ?? null,
          attachment: content,
          created_at: m.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    },

    /** Newest first, without the bytes; with an agency, only mail about that agency's reports. */
    async list(limit: number, agencyOri: string | null): Promise<OutboxRecord[]> {
      let query = db
        .selectFrom('outbox_messages as o')
        .leftJoin('reports as r', 'r.id', 'o.report_id')
        .leftJoin('users as u', 'u.id', 'o.user_id')
        .select([
          'o.id',
          'o.report_id',
          'r.agency_ori',
          'o.user_id',
          sql<string | null>`u.first_name || ' ' || u.last_name`.as('user_name'),
          'o.to_address',
          'o.subject',
          'o.body',
          'o.attachment_name',
          sql<number | null>`octet_length(o.attachment)`.as('attachment_size'),
          'o.created_at',
        ])
        .orderBy('o.id', 'desc')
        .limit(limit);
      if (agencyOri !== null) query = query.where('r.agency_ori', '=', agencyOri);
      const rows = await query.execute();
      return rows.map((r) => ({
        id: String(r.id),
        reportId: r.report_id,
        agencyOri: r.agency_ori,
        sender: r.user_id ? { id: r.user_id, name: r.user_name ?? '' } : null,
        to: r.to_address,
        subject: r.subject,
        body: r.body,
        attachmentName: r.attachment_name,
        attachmentSize: r.attachment_size === null ? null : Number(r.attachment_size),
        createdAt: new Date(r.created_at),
      }));
    },

    /** The stored attachment bytes of one message. */
    async attachment(id: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('outbox_messages')
        .select(sql<string | null>`encode(attachment, 'base64')`.as('content'))
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.content ? Buffer.from(row.content, 'base64') : undefined;
    },
  };
}
