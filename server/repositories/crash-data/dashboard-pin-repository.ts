import type { NewPin, Pin, PinnedView } from '../../../lib/analysis/dashboard-pins';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

/** One user's pinned crash data views (migration 035), in their order. */
export function dashboardPinRepository(db: Db) {
  const list = async (tx: Executor, userId: number): Promise<Pin[]> =>
    (
      await tx
        .selectFrom('dashboard_pins')
        .select(['id', 'position', 'view', 'title', 'search'])
        .where('user_id', '=', userId)
        .orderBy('position')
        .orderBy('id')
        .execute()
    ).map((r) => ({ ...r, view: r.view as PinnedView }));

  /** Numbers the pins 0, 1, 2 ... in the order given. */
  const renumber = async (tx: Executor, ids: number[]) => {
    for (const [position, id] of ids.entries())
      await tx.updateTable('dashboard_pins').set({ position }).where('id', '=', id).execute();
  };

  /** The user's pins row-locked, so two changes of one user's pins (two tabs) take turns. */
  const locked = (tx: Executor, userId: number) =>
    tx
      .selectFrom('dashboard_pins')
      .select(['id'])
      .where('user_id', '=', userId)
      .orderBy('position')
      .orderBy('id')
      .forUpdate()
      .execute();

  return {
    list: (userId: number) => list(db, userId),

    /** Adds a pin at the end, unless the user holds `max` already: null then. */
    add: (userId: number, pin: NewPin, max: number) =>
      db.transaction().execute(async (tx) => {
        const held = await locked(tx, userId);
        if (held.length >= max) return null;
        await tx
          .insertInto('dashboard_pins')
          .values({ user_id: userId, position: held.length, view: pin.view, title: pin.title, search: pin.search })
          .execute();
        return list(tx, userId);
      }),

    /** Moves one of the user's pins to `position` (clamped to the end); null when the pin is not theirs. */
    move: (userId: number, id: number, position: number) =>
      db.transaction().execute(async (tx) => {
        const ids = (await locked(tx, userId)).map((r) => r.id);
        const at = ids.indexOf(id);
        if (at === -1) return null;
        ids.splice(at, 1);
        ids.splice(Math.min(position, ids.length), 0, id);
        await renumber(tx, ids);
        return list(tx, userId);
      }),

    /** Removes one of the user's pins; null when it is not theirs. */
    remove: (userId: number, id: number) =>
      db.transaction().execute(async (tx) => {
        const ids = (await locked(tx, userId)).map((r) => r.id);
        if (!ids.includes(id)) return null;
        await tx.deleteFrom('dashboard_pins').where('id', '=', id).where('user_id', '=', userId).execute();
        await renumber(
          tx,
          ids.filter((other) => other !== id),
        );
        return list(tx, userId);
      }),
  };
}
