import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Whether the database answers at all (the health check), and what waits in its queues (metrics). */
export function healthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },

    /**
     * The work waiting in the server's queue tables, for /metrics: mail kept in the outbox (no SMTP
     * server) and objects listed for the attachment sweep. Both stay small; one statement.
     */
    async queueDepths(): Promise<{ mailOutbox: number; attachmentSweep: number }> {
      const { rows } = await sql<{ mail_outbox: number; attachment_sweep: number }>`select
        (select count(*) from outbox_messages) as mail_outbox,
        (select count(*) from attachment_orphans) as attachment_sweep`.execute(db);
      return { mailOutbox: Number(rows[0]?.mail_outbox ?? 0), attachmentSweep: Number(rows[0]?.attachment_sweep ?? 0) };
    },
  };
}
