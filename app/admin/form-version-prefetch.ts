import { getFormConfiguration } from '../../lib/api/calls/calls-form-version';
import type { FormConfiguration } from '../../lib/api/schemas/form-configuration-schemas';
import { callApi } from '../api/client';
import { useSessionStore } from '../session/session-store';
import { readStored, storageKeys } from '../storage-keys';

let early: { id: number; answer: Promise<FormConfiguration> } | null = null;

/**
 * Opening /admin/forms/:id with a stored session asks for the version at once, beside the
 * session check and the designer's code, instead of after them (bench/form-designer.ts). A
 * failure here is not shown: the designer asks again and says why then. The app's root starts it,
 * with the session's restore.
 */
export function prefetchFormVersion(pathname: string, restoreSession: () => Promise<void>) {
  const id = Number(/^\/admin\/forms\/(\d+)$/.exec(pathname)?.[1]);
  const token = readStored<{ token?: string }>(storageKeys.session)?.token;
  if (!id || !token) return;
  useSessionStore.setState({ token });
  void restoreSession();
  const answer = callApi(getFormConfiguration, { id });
  answer.catch(() => undefined);
  early = { id, answer };
}

/** The version, from the request made at start when it asked for this one, else asked now. */
export function takeFormVersion(id: number): Promise<FormConfiguration> {
  const found = early?.id === id ? early.answer : null;
  early = null;
  return found ?? callApi(getFormConfiguration, { id });
}
