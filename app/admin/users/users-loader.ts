import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { resetSecondFactor } from '../../../lib/api/calls/calls-second-factor';
import { disableUser, enableUser, getUser, listUsers, unlockUser } from '../../../lib/api/calls/admin/calls-user';
import type { CallResponse } from '../../../lib/api/define-call';
import type { UserDetail } from '../../../lib/api/schemas/user-admin-schemas';
import { messageOf } from '../../api/client';
import { loaderMayRead } from '../../session/loader-session';
import { usersOf, usersRequest, type UsersInAddress } from './users-address';
import { apiOf } from '../../api/api-client-context';

export const USERS_PAGE_SIZE = 25;

/** The user an edit or copy dialog starts from, as its address names it (`?edit=5`, `?copy=5`). */
export type UserInDialog = { kind: 'edit' | 'copy'; userId: number };

export function userDialogOf(params: URLSearchParams): UserInDialog | null {
  for (const kind of ['edit', 'copy'] as const) {
    const value = params.get(kind) ?? '';
    const userId = Number(value);
    if (/^\d{1,10}$/.test(value) && userId >= 1 && userId <= 2_147_483_647) return { kind, userId };
  }
  return null;
}

/** The users page as its loader read it: the list, the user a dialog opens on, or why either is missing. */
export interface UsersAnswer {
  list: UsersInAddress;
  users?: CallResponse<typeof listUsers>;
  error?: string;
  dialog?: UserInDialog & { user?: UserDetail; error?: string };
}

/**
 * The users page's loader: the list of its address and, with a dialog open on a user, that user,
 * read side by side so the dialog opens filled in.
 */
export async function usersLoader({ request, context }: LoaderFunctionArgs): Promise<UsersAnswer> {
  const params = new URL(request.url).searchParams;
  const list = usersOf(params);
  const open = userDialogOf(params);
  if (!loaderMayRead(context)) return { list };
  const [users, dialog] = await Promise.all([
    apiOf(context)
      .call(listUsers, usersRequest(list, USERS_PAGE_SIZE))
      .then(
        (users) => ({ users }),
        (e: unknown) => ({ error: messageOf(e, 'The users could not be loaded.') }),
      ),
    open &&
      apiOf(context)
        .call(getUser, { userId: open.userId })
        .then(
          ({ user }) => ({ ...open, user }),
          (e: unknown) => ({ ...open, error: messageOf(e, 'The user could not be loaded.') }),
        ),
  ]);
  return { list, ...users, ...(dialog ? { dialog } : {}) };
}

/** A row's one-click change, as its button submits it. */
export interface UserRowChange {
  intent: 'disable' | 'enable' | 'unlock' | 'resetSecondFactor';
  userId: number;
  userName: string;
}

/** What a row's change answers: the notice to show. */
export type UserRowChanged = { done: string; error?: undefined } | { error: string; done?: undefined };

const calls = { disable: disableUser, enable: enableUser, unlock: unlockUser, resetSecondFactor };
const done: Record<UserRowChange['intent'], (userName: string) => string> = {
  disable: (u) => `User ${u} was disabled.`,
  enable: (u) => `User ${u} was enabled.`,
  unlock: (u) => `User ${u} was unlocked.`,
  // A lost authenticator app: the user sets one up again at the next sign-in when one is required.
  resetSecondFactor: (u) =>
    `The second factor of ${u} was reset: they set up an authenticator app again when they next sign in.`,
};

/** The page's action: a row's change, after which the router reads the list again. */
export async function usersAction({ request, context }: ActionFunctionArgs): Promise<UserRowChanged> {
  const change = (await request.json()) as UserRowChange;
  if (!Object.hasOwn(calls, change.intent)) return { error: 'The change could not be made.' };
  try {
    await apiOf(context).call(calls[change.intent], { userId: change.userId });
    return { done: done[change.intent](change.userName) };
  } catch (e) {
    return { error: messageOf(e, 'The change could not be made.') };
  }
}
