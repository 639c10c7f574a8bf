import { useEffect, useState } from 'react';
import { ApiClientError } from '../../api/client';

export interface LogPage<E> {
  events: E[];
  nextBeforeId: string | null;
}

/**
 * Keyset pages of a log, newest first: the cursors of the pages seen so far are kept, so Newer
 * goes back exactly to the page before. A new `key` (other filters) starts again at the newest.
 */
export function useLogPages<E>(
  key: string | null,
  fetchPage: (beforeId: string | undefined) => Promise<LogPage<E>>,
  failure: string,
) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [page, setPage] = useState(0);
  const [data, setData] = useState<LogPage<E> | null>(null);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [shownKey, setShownKey] = useState(key);

  // Other filters: back to the newest page (state adjusted while rendering, not in an effect).
  if (key !== shownKey) {
    setShownKey(key);
    setCursors([undefined]);
    setPage(0);
  }

  const beforeId = cursors[page];
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setLoading(true);
    setError(null);
    fetchPage(beforeId)
      .then((answer) => current && setData(answer))
      .catch((e: unknown) => {
        if (!current) return;
        const fields = Object.fromEntries(
          (e instanceof ApiClientError ? e.fieldErrors : []).map((f) => [f.path.replace(/^payload\./, ''), f.message]),
        );
        setError({ message: e instanceof ApiClientError ? e.message : failure, fields });
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // `key` stands for the filters fetchPage sends; fetchPage is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, beforeId, reloads]);

  return {
    data,
    error,
    loading,
    page: page + 1,
    reload: () => setReloads((n) => n + 1),
    newer: page > 0 ? () => setPage((p) => p - 1) : null,
    older: data?.nextBeforeId
      ? () => {
          const next = data.nextBeforeId ?? undefined;
          setCursors((c) => [...c.slice(0, page + 1), next]);
          setPage((p) => p + 1);
        }
      : null,
  };
}
