import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import { useAppData } from '../../app-data';
import { useOnline } from '../../session/use-online';
import type { OutboxItem } from '../../sync/outbox-sync';
import { useDeviceSync, useOutbox } from '../../sync/use-outbox';

const NONE: OutboxItem[] = [];

/** The files of a report kept on this device for upload (attached offline), from the outbox. */
export function useKeptFiles(reportId: number): OutboxItem[] {
  const items = useOutbox(useDeviceSync(), (s) => s.items);
  const mine = items.filter((i) => i.kind === 'upload' && i.reportKey === reportId);
  return mine.length ? mine : NONE;
}

/** Calls `uploaded` when a kept file of the report has left the device (the server has it). */
export function useWhenUploaded(kept: OutboxItem[], uploaded: () => void) {
  const before = useRef(kept.length);
  useEffect(() => {
    if (kept.length < before.current) uploaded();
    before.current = kept.length;
  }, [kept, uploaded]);
}

/**
 * Files attached while offline: on this device until the outbox uploads them, each with its state,
 * the reason when the server refused it, Retry, and Remove (the officer changed their mind).
 */
export function KeptFiles({ kept, editable }: { kept: OutboxItem[]; editable: boolean }) {
  const sync = useDeviceSync();
  const { localDb } = useAppData();
  const states = useOutbox(sync, (s) => s.states);
  const online = useOnline();
  if (kept.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">Waiting on this device to upload</p>
      <ul aria-label="Files waiting to upload" className="flex flex-col gap-2">
        {kept.map((item) => {
          const state = states[item.key];
          const failed = state?.state === 'failed';
          return (
            <li key={item.key} className="flex flex-wrap items-center gap-2 rounded border border-line p-2 text-sm">
              <span className="break-all font-medium">{item.label}</span>
              <span className={failed || state?.failures ? 'text-danger' : 'text-muted'} data-kept-file={item.label}>
                {state?.state === 'syncing'
                  ? 'Uploading…'
                  : state?.reason
                    ? `Not uploaded: ${state.reason}`
                    : online
                      ? 'Waiting to upload'
                      : 'Uploaded when the connection returns'}
              </span>
              {failed && online && (
                <Button variant="secondary" className="py-1" onClick={() => void sync?.outbox.retry(item.key)}>
                  Retry
                </Button>
              )}
              {editable && (
                <Button
                  variant="secondary"
                  className="py-1"
                  aria-label={`Remove ${item.label}`}
                  onClick={() =>
                    void localDb()
                      .then((db) => db.pendingUploads.delete(item.clientKey))
                      .then(() => sync?.outbox.refresh())
                  }
                >
                  Remove
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
