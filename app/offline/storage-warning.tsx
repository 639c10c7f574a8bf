import { useEffect, useState } from 'react';
import { Alert } from '../../components/alert';
import { freeRoomText, storageRisk, type StorageRisk } from '../../lib/offline/storage-risk';
import { SYNC_INTERVAL_MS } from '../../lib/ui/ui-constants';

interface Reading {
  risk: StorageRisk;
  free: string;
}

async function readStorage(): Promise<Reading | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  const risk = storageRisk({ usage, quota });
  // Words only for a warning: the first number formatted loads the browser's locale data (about
  // 20 ms of the editor's open on a slow laptop).
  return { risk, free: risk === 'ok' ? '' : freeRoomText({ usage, quota }) };
}

/**
 * Warns while this device is running out of room for the app's data (lib/offline/storage-risk.ts),
 * checked at start and every sync interval, before a write is refused. It also asks the browser
 * to keep the data (persistent storage), so reports waiting to sync are not cleared to make room.
 */
export function StorageWarning() {
  const [reading, setReading] = useState<Reading | null>(null);
  useEffect(() => {
    let live = true;
    const check = () =>
      void readStorage().then(
        (r) => live && setReading(r),
        () => undefined,
      );
    void navigator.storage?.persist?.().catch(() => false);
    check();
    const timer = window.setInterval(check, SYNC_INTERVAL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);
  if (!reading || reading.risk === 'ok') return null;
  return (
    <Alert tone={reading.risk === 'critical' ? 'error' : 'warning'}>
      {reading.risk === 'critical'
        ? `This device is almost out of storage for reports (${reading.free} left): a photo or a long report may not fit. Sync your reports while online and free space on the device before you write more.`
        : `This device is running low on storage for reports (${reading.free} left). Sync your reports when you can and free space on the device.`}
    </Alert>
  );
}
