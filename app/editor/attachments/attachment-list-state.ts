import { useCallback, useEffect, useRef, useState } from 'react';
import type { Attachment } from '../../../lib/api/schemas/attachment-schemas';
import { listAttachments } from '../../../lib/api/calls/calls-attachment';
import { ApiClientError, callApi } from '../../api/client';

export interface AttachmentList {
  attachments: Attachment[];
  /** offline: the server cannot be reached, so the attached files are not known now. */
  state: 'loading' | 'ready' | 'failed' | 'offline';
  error: string;
  refresh: () => Promise<void>;
  /** Shows a file the server just stored before the next refresh confirms it. */
  add: (attachment: Attachment) => void;
}

/**
 * The report's attachments as the server lists them: the attachments table is the truth (the
 * report data holds no copy), so the list is read again after every upload and delete.
 */
export function useAttachmentList(reportId: number | undefined, online = true): AttachmentList {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [state, setState] = useState<AttachmentList['state']>('loading');
  const [error, setError] = useState('');
  // Only the newest request may write: an older answer arriving late would show a stale list.
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    if (reportId === undefined) return;
    const request = ++latest.current;
    // A report started on this device has nothing on the server yet.
    if (reportId < 0) {
      setAttachments([]);
      setState('ready');
      return;
    }
    if (!online) {
      setState('offline');
      return;
    }
    try {
      const answer = await callApi(listAttachments, { reportId });
      if (request !== latest.current) return;
      setAttachments(answer.attachments);
      setState('ready');
      setError('');
    } catch (e) {
      if (request !== latest.current) return;
      setState('failed');
      setError(e instanceof ApiClientError ? e.message : 'The attachments could not be listed.');
    }
  }, [reportId, online]);

  useEffect(() => {
    setState('loading');
    void refresh();
  }, [refresh]);

  const add = useCallback(
    (attachment: Attachment) =>
      setAttachments((list) => (list.some((a) => a.id === attachment.id) ? list : [...list, attachment])),
    [],
  );

  return { attachments, state, error, refresh, add };
}
