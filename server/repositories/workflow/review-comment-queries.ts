import { fullName } from './move-read';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

export interface ReviewCommentRecord {
  id: string;
  reportVersion: number;
  path: string;
  text: string;
  user: { id: number; name: string };
  at: Date;
  resolvedAt: Date | null;
}

/**
 * The reviewer's comments on fields, written and resolved inside a move's transaction: part of
 * the workflow repository (spread into it), kept apart because they are a room of their own.
 */
export function reviewCommentQueries(db: Db) {
  return {
    async addComments(
      {
        reportId,
        reportVersion,
        comments,
        userId,
        at,
      }: {
        reportId: number;
        reportVersion: number;
        comments: { path: string; text: string }[];
        userId: number;
        at: Date;
      },
      tx: Executor = db,
    ) {
      if (!comments.length) return;
      await tx
        .insertInto('review_comments')
        .values(
          comments.map((c) => ({
            report_id: reportId,
            report_version: reportVersion,
            path: c.path,
            text: c.text,
            user_id: userId,
            at,
          })),
        )
        .execute();
    },

    /** The author has answered the comments by sending the report again; they stay, marked resolved. */
    async resolveComments(reportId: number, at: Date, tx: Executor = db): Promise<number> {
      const result = await tx
        .updateTable('review_comments')
        .set({ resolved_at: at })
        .where('report_id', '=', reportId)
        .where('resolved_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async listComments(reportId: number, tx: Executor = db): Promise<ReviewCommentRecord[]> {
      const rows = await tx
        .selectFrom('review_comments as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select([
          'c.id',
          'c.report_version',
          'c.path',
          'c.text',
          'c.at',
          'c.resolved_at',
          'u.id as user_id',
          fullName.as('user_name'),
        ])
        .where('c.report_id', '=', reportId)
        .orderBy('c.id')
        .execute();
      return rows.map((r) => ({
        id: String(r.id),
        reportVersion: r.report_version,
        path: r.path,
        text: r.text,
        user: { id: r.user_id, name: r.user_name },
        at: new Date(r.at),
        resolvedAt: r.resolved_at ? new Date(r.resolved_at) : null,
      }));
    },
  };
}
