import { USER_FIELD_MAX, type UserListFilter } from '../../../lib/api/schemas/user-admin-schemas';
import { userStatusNames } from '../../../lib/auth/user-status';

/** The users list's filters as its form and its address hold them: text, '' for none. */
export type UserFilters = {
  name: string;
  userName: string;
  badgeId: string;
  roleId: string;
  status: string;
  agencyOri: string;
};
export const noUserFilters: UserFilters = {
  name: '',
  userName: '',
  badgeId: '',
  roleId: '',
  status: '',
  agencyOri: '',
};

/** What the users list shows, as its address holds it, so Back, a reload or a sent link show the same. */
export interface UsersInAddress {
  filters: UserFilters;
  page: number;
}

/** The server's own bounds (lib/api/schemas/user-admin-schemas.ts): past them an address was typed wrong. */
const textMax: Record<'name' | 'userName' | 'badgeId' | 'agencyOri', number> = {
  name: 100,
  userName: USER_FIELD_MAX.userName,
  badgeId: USER_FIELD_MAX.badgeId,
  agencyOri: USER_FIELD_MAX.agencyOri,
};
const MAX_PAGE = 100_000;
const MAX_ID = 2_147_483_647;

const idOf = (value: string | null): string => {
  const n = Number(value);
  return value && /^\d+$/.test(value) && n >= 1 && n <= MAX_ID ? String(n) : '';
};

/**
 * The list an address names. A value no form writes (a hand-edited address: a word for a page, a
 * status that is none, text longer than the server takes) is left at its default rather than sent
 * to be refused.
 */
export function usersOf(params: URLSearchParams): UsersInAddress {
  const text = (key: keyof typeof textMax) => {
    const v = (params.get(key) ?? '').trim();
    return v.length <= textMax[key] ? v : '';
  };
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    filters: {
      name: text('name'),
      userName: text('userName'),
      badgeId: text('badgeId'),
      roleId: idOf(params.get('roleId')),
      status: Object.hasOwn(userStatusNames, status) ? status : '',
      agencyOri: text('agencyOri'),
    },
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address of a list: what is empty or the first page is left out, so short addresses stay short. */
export function usersAddress({ filters, page }: UsersInAddress): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The call's request for a list. */
export const usersRequest = ({ filters: f, page }: UsersInAddress, pageSize: number): UserListFilter => ({
  ...(f.name ? { name: f.name } : {}),
  ...(f.userName ? { userName: f.userName } : {}),
  ...(f.badgeId ? { badgeId: f.badgeId } : {}),
  ...(f.roleId ? { roleId: Number(f.roleId) } : {}),
  ...(f.status ? { status: Number(f.status) } : {}),
  ...(f.agencyOri ? { agencyOri: f.agencyOri } : {}),
  page,
  pageSize,
});
