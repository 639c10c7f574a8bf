import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { formatDateTime } from '../../lib/format/dates';
import type { ItemSyncState } from '../../lib/offline/sync-policy';
import type { ReportSummary } from '../../lib/api/schemas/report-schemas';
import type { Column } from '../../components/data-table';
import { useAppData } from '../app-data';
import type { OpenLocalDb } from '../local-db/open-local-db';
import { useOnline } from '../session/use-online';
import type { DeviceSync } from './device-sync';
import { keptReportRow } from './kept-report-rows';
import { reportItemKey } from './outbox-sync';
import { useDeviceSync, useOutbox } from './use-outbox';

/** A row of the panel: a report the outbox holds (online), or one the device keeps (offline). */
interface Row {
  id: number;
  label: string;
  changedAt: number;
  dirty: boolean;
  /** Offline: the report as the tables show it, from its values on the device. */
  summary?: ReportSummary;
}

function syncText(row: Row, state: ItemSyncState | undefined, online: boolean): string {
  if (!row.dirty) return 'Synced';
  if (!state || (state.state === 'waiting' && state.failures === 0))
    return online ? 'Waiting to sync' : 'Waiting for the connection';
  if (state.state === 'syncing') return 'Syncing…';
  if (state.state === 'failed') return `Sync failed: ${state.reason}`;
  const next = new Date(state.notBefore).toLocaleTimeString();
  return `Sync failed: ${state.reason} Trying again at ${next}.`;
}

/** Every report the device keeps for the officer, each read with its form version kept here. */
async function keptRows(openLocalDb: OpenLocalDb): Promise<Row[]> {
  const localDb = await openLocalDb();
  const drafts = (await localDb.drafts.all()).filter((d) => d.report || d.dirty);
  const rows = await Promise.all(
    drafts.map(async (d) => {
      const formId = d.report?.formConfigurationId ?? d.base?.formConfigurationId;
      const form = formId === undefined ? undefined : await localDb.forms.get(formId).catch(() => undefined);
      const { summary, changedAt, dirty } = keptReportRow(d, form?.definition);
      return { id: d.id, label: summary.caseNumber ?? `Report ${d.id}`, changedAt, dirty, summary };
    }),
  );
  return rows.sort((a, b) => b.changedAt - a.changedAt);
}

/** Every report this device keeps for the officer (offline), or those still to sync (online). */
function useRows(sync: DeviceSync | null, online: boolean): Row[] {
  const items = useOutbox(sync, (s) => s.items);
  const { localDb } = useAppData();
  const [kept, setKept] = useState<Row[]>([]);
  useEffect(() => {
    if (online) return;
    let live = true;
    keptRows(localDb)
      .then((rows) => live && setKept(rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [online, items, localDb]);
  if (!online) return kept;
  return items
    .filter((i) => i.kind === 'report')
    .map((i) => ({ id: i.reportKey, label: i.label, changedAt: i.since, dirty: true }));
}

/**
 * The reports on this device: offline, every one it keeps (they open and take changes without the
 * server), with the columns of the table the panel stands above (`columns`, as online, unsorted);
 * online, those whose changes wait to sync, each with its state and, when it failed, why and a
 * retry. Nothing is shown online when nothing waits.
 */
export default function DeviceReportsPanel({ columns }: { columns: Column<ReportSummary, string>[] }) {
  const online = useOnline();
  const sync = useDeviceSync();
  const rows = useRows(sync, online);
  const states = useOutbox(sync, (s) => s.states);
  if (online && rows.length === 0) return null;
  const title = online ? 'Waiting to sync' : 'Reports on this device';
  return (
    <section aria-labelledby="device-reports" className="flex flex-col gap-2">
      <h2 id="device-reports" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted">
        {online
          ? 'These reports have changes this device has not sent to the server yet.'
          : 'You are offline: these are the reports kept on this device. They open and take changes; the changes are sent when the connection returns.'}
      </p>
      {rows.length === 0 ? (
        <p>No reports are kept on this device.</p>
      ) : (
        <div className="overflow-x-auto rounded border border-line bg-panel">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b border-line bg-surface">
              <tr>
                {online ? (
                  <th scope="col" className="px-3 py-2">
                    Report
                  </th>
                ) : (
                  columns.map((c) => (
                    <th key={c.header} scope="col" className="px-3 py-2">
                      {c.header}
                    </th>
                  ))
                )}
                <th scope="col" className="px-3 py-2">
                  Changed on this device
                </th>
                <th scope="col" className="px-3 py-2">
                  Sync
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const state = states[reportItemKey(row.id)];
                return (
                  <tr key={row.id} className="border-b border-line last:border-0" data-device-report={row.id}>
                    {row.summary ? (
                      columns.map((c) => (
                        <td key={c.header} className="px-3 py-2">
                          {c.render(row.summary!)}
                        </td>
                      ))
                    ) : (
                      <td className="px-3 py-2">
                        <Link className="text-brand underline" to={`/reports/${row.id}`}>
                          {row.label}
                        </Link>
                      </td>
                    )}
                    <td className="px-3 py-2">{formatDateTime(new Date(row.changedAt).toISOString())}</td>
                    <td className="px-3 py-2" data-sync-state={row.dirty ? (state?.state ?? 'waiting') : 'synced'}>
                      {syncText(row, state, online)}
                      {state?.state === 'failed' && online && (
                        <Button
                          variant="secondary"
                          className="ml-2"
                          onClick={() => void sync?.outbox.retry(reportItemKey(row.id))}
                        >
                          Retry
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
