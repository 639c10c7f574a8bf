import { useId, useRef, useState } from 'react';
import { listReleases } from '../../../lib/api/calls/calls-release';
import type { ReleaseFilter } from '../../../lib/releases/release-log-schemas';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useApiClient } from '../../api/api-client-context';
import { messageOf } from '../../api/client';
import { saveBlob } from '../../session/bearer-download';
import { fetchEveryRelease, releasesCsv, releasesCsvName, RELEASE_EXPORT_MAX } from './release-csv';

const number = new Intl.NumberFormat('en-US');

/** Today on the user's calendar, as yyyy-mm-dd. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Export CSV of the log of copies: every page of the filter the screen shows (`filter`, as its
 * address applied it), with how many are fetched so far and a Cancel that stops between pages.
 */
export function CopiesCsvExport({ filter }: { filter: Omit<ReleaseFilter, 'limit' | 'beforeId'> }) {
  const api = useApiClient();
  const [fetched, setFetched] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const running = useRef<AbortController | null>(null);
  const id = useId();
  // Cancel goes as the export ends: the focus it had goes back to Export CSV, not to the page's body.
  const keepFocus = () => {
    if (document.activeElement?.id === `${id}-cancel`) document.getElementById(`${id}-export`)?.focus();
  };

  async function start() {
    const controller = new AbortController();
    running.current = controller;
    setNotice(null);
    setFetched(0);
    try {
      const { releases, complete } = await fetchEveryRelease(
        (beforeId, limit) => api.call(listReleases, { ...filter, limit, ...(beforeId ? { beforeId } : {}) }),
        { signal: controller.signal, onProgress: setFetched },
      );
      const name = releasesCsvName(today());
      saveBlob(new Blob([await releasesCsv(releases)], { type: 'text/csv;charset=utf-8' }), name);
      const saved = `${number.format(releases.length)} ${releases.length === 1 ? 'copy' : 'copies'} saved as ${name}.`;
      setNotice({
        tone: 'info',
        text: complete
          ? saved
          : `${saved} An export holds at most ${number.format(RELEASE_EXPORT_MAX)}: narrow the filter for the rest.`,
      });
    } catch (error) {
      setNotice(
        controller.signal.aborted
          ? { tone: 'info', text: 'The export was cancelled; nothing was saved.' }
          : { tone: 'error', text: messageOf(error, 'The copies could not be exported.') },
      );
    } finally {
      keepFocus();
      running.current = null;
      setFetched(null);
    }
  }

  const busy = fetched !== null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button id={`${id}-export`} variant="secondary" busy={busy} onClick={() => void start()}>
          Export CSV
        </Button>
        {/* Always there, so a screen reader hears each count as it changes. */}
        <p role="status" className="text-sm">
          {busy && `Fetched ${number.format(fetched)} ${fetched === 1 ? 'copy' : 'copies'}…`}
        </p>
        {busy && (
          <Button id={`${id}-cancel`} variant="secondary" onClick={() => running.current?.abort()}>
            Cancel
          </Button>
        )}
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </div>
  );
}
