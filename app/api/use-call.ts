import { useEffect, useState } from 'react';
import type { CallDefinition, CallRequest, CallResponse } from '../../lib/api/define-call';
import { ApiClientError, callApi } from './client';

export interface CallState<T> {
  data: T | null;
  error: string;
  loading: boolean;
  reload: () => void;
}

/** Calls once per change of `key` (and on reload); an answer that arrives after a newer call is dropped. */
export function useCall<C extends CallDefinition>(
  call: C,
  payload: CallRequest<C> | null,
  key: string,
  failure: string,
): CallState<CallResponse<C>> {
  const [data, setData] = useState<CallResponse<C> | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (!payload) return;
    let current = true;
    setLoading(true);
    setError('');
    callApi(call, payload)
      .then((answer) => current && setData(answer))
      .catch((e: unknown) => current && setError(e instanceof ApiClientError ? e.message : failure))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // `key` stands for the payload: callers build a new payload object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call, key, reloads]);
  return { data, error, loading, reload: () => setReloads((n) => n + 1) };
}
