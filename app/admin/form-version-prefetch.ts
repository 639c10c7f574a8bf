import { getFormConfiguration } from '../../lib/api/calls/calls-form-version';
import type { FormConfiguration } from '../../lib/api/schemas/form-configuration-schemas';
import type { ApiClient } from '../api/client';
import type { SessionStore } from '../session/session-store';
import { readStored, storageKeys } from '../storage-keys';

/**
 * Loads form versions for the designer, one of them possibly asked for before the designer's
 * code arrived: that one is handed over once. The app's root makes the page's one: the start
 * prefetches into it and the designer's loader takes from it.
 */
export function createFormVersionLoader(api: ApiClient) {
  const fetch = (id: number) => api.call(getFormConfiguration, { id });
  const prefetched = new Map<number, Promise<FormConfiguration>>();
  return {
    prefetch(id: number) {
      const answer = fetch(id);
      answer.catch(() => undefined);
      prefetched.set(id, answer);
    },
    take(id: number): Promise<FormConfiguration> {
      const mine = prefetched.get(id);
      prefetched.clear();
      return mine ?? fetch(id);
    },
  };
}

export type FormVersionLoader = ReturnType<typeof createFormVersionLoader>;

/**
 * Opening /admin/forms/:id with a stored session asks for the version at once, beside the
 * session check and the designer's code, instead of after them (bench/form-designer.ts). A
 * failure here is not shown: the designer asks again and says why then. The app's root starts it,
 * with the session's store and restore.
 */
export function prefetchFormVersion(
  pathname: string,
  session: { store: SessionStore; restoreSession: () => Promise<void> },
  formVersions: FormVersionLoader,
) {
  const id = Number(/^\/admin\/forms\/(\d+)$/.exec(pathname)?.[1]);
  const token = readStored<{ token?: string }>(storageKeys.session)?.token;
  if (!id || !token) return;
  session.store.setState({ token });
  void session.restoreSession();
  formVersions.prefetch(id);
}
