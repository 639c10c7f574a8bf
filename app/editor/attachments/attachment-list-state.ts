import { useCallback, useEffect, useState } from 'react';
import type { Attachment } from '../../../lib/api/schemas/attachment-schemas';
import { listAttachments } from '../../../lib/api/calls/calls-attachment';
import { useMutation } from '../../api/use-mutation';
import { useApiClient } from '../../api/api-client-context';

export interface AttachmentList {
  attachments: Attachment[];
  /** offline: the server cannot be reached, so the attached files are not known now. */
  state: 'loading' | 'ready' | 'failed' | 'offline';
  error: string;
  refresh: () => Promise<void>;
  /** Shows a file the server just stored before the next refresh confirms it. */
  add: (attachment: Attachment) => void;
}

/** Why the list is read: the report (or the connection) changed, or it is read again as it is. */
type Reading = 'open' | 'again';

/**
 * The report's attachments as the server lists them: the attachments table is the truth (the
 * report data holds no copy), so the list is read again after every upload and delete.
 */
export function useAttachmentList(reportId: number | undefined, online = true): AttachmentList {
  const api = useApiClient();
  // Only the newest read shows: an older answer arriving late would show a stale list. A list
  // read again keeps its refusal (and its Try again) shown until the answer.
  const listing = useMutation(
    (id: number, _why: Reading) => api.call(listAttachments, { reportId: id }).then((a) => a.attachments),
    'The attachments could not be listed.',
    { keepShown: true },
  );
  /** Files the server stored since the list shown was read, until a read answers. */
  const [added, setAdded] = useState<Attachment[]>([]);
  // A report started on this device has nothing on the server yet.
  const onServer = reportId !== undefined && reportId >= 0;
  async function read(why: Reading) {
    if (!onServer || !online) return;
    if ((await listing.run(reportId, why)).data) setAdded([]);
  }

  useEffect(() => {
    void read('open');
    // `read` stands for the report and the connection, which are the keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reportId, online]);

  const listed = listing.data;
  const add = useCallback(
    (attachment: Attachment) =>
      setAdded((files) => (files.some((f) => f.id === attachment.id) ? files : [...files, attachment])),
    [],
  );
  const extra = added.filter((f) => !listed?.some((a) => a.id === f.id));

  function stateOf(): AttachmentList['state'] {
    if (reportId === undefined) return 'loading';
    if (!onServer) return 'ready';
    if (!online) return 'offline';
    // Read for another report, or once the connection returned: what is held is not the list now.
    if (listing.running?.[1] === 'open') return 'loading';
    if (listing.error) return 'failed';
    return listed ? 'ready' : 'loading';
  }

  return {
    attachments: onServer ? [...(listed ?? []), ...extra] : [],
    state: stateOf(),
    error: listing.error,
    refresh: () => read('again'),
    add,
  };
}
