import { useEffect, useState } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { useAppData } from '../app-data';
import { useSession } from '../session/session-store';
import { providedContext } from '../provided-context';

export type UnreadableCopiesTold = StoreApi<{ through: number }>;

/**
 * The newest set-aside row the officer has been told of, for the tab (the app's root makes it
 * once): the notice says only what is new, even drawn again.
 */
export const createUnreadableCopiesTold = (): UnreadableCopiesTold =>
  createStore<{ through: number }>()(() => ({ through: 0 }));

export const [UnreadableCopiesToldContext, useUnreadableCopiesTold] = providedContext<UnreadableCopiesTold>(
  'The unreadable copies notice needs an UnreadableCopiesToldContext above it',
);

/** Says when copies kept on this device could not be read and were set aside (never a crash). */
export function UnreadableCopiesNotice() {
  const told = useUnreadableCopiesTold();
  const userId = useSession((s) => s.user?.id);
  const { localDb: openLocalDb } = useAppData();
  const [count, setCount] = useState(0);
  const [newest, setNewest] = useState(0);

  useEffect(() => {
    if (userId === undefined) return;
    let gone = false;
    let stopWatching: (() => void) | undefined;
    // The database is fetched on first use (open-local-db.ts): the notice can wait for it.
    void openLocalDb()
      .then((localDb) => {
        if (gone) return;
        const look = () =>
          void localDb.unreadable
            .where('owner', userId)
            .then((rows) => {
              const fresh = rows.filter((row) => (row.seq ?? 0) > told.getState().through);
              setCount(fresh.length);
              setNewest(Math.max(0, ...fresh.map((row) => row.seq ?? 0)));
            })
            .catch(() => undefined);
        look();
        stopWatching = localDb.onRowSetAside(look);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      stopWatching?.();
    };
  }, [userId, told, openLocalDb]);

  if (!count) return null;
  return (
    <div className="px-4 pt-2">
      <Alert tone="warning" title="Copies on this device could not be read">
        {count === 1 ? '1 copy' : `${count} copies`} of your work kept on this device could not be read (damaged, or
        kept under an earlier password) and {count === 1 ? 'was' : 'were'} set aside. Reports on the server are not
        affected.{' '}
        <Button
          variant="ghost"
          onClick={() => {
            told.setState({ through: newest });
            setCount(0);
          }}
        >
          Dismiss
        </Button>
      </Alert>
    </div>
  );
}
