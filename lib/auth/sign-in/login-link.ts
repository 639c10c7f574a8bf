/**
 * The token-login address: /?token=&pid=&type=&aid=, read from the
 * query or the hash. Built by the server, read by the web app, opened by the extension.
 */
export interface LoginLinkParams {
  token: string;
  pid: string;
  type: string;
  aid: string;
}

export interface StartupParams {
  login: LoginLinkParams | null;
  showCcBar: boolean;
  /** The root path's flag that a logout is in progress or has just happened, so the app does not sign straight back in. */
  logout: boolean;
}

/** Our own provider and link type, for links minted by Account/CreateLoginLink. */
export const LINK_PROVIDER_ID = 'crash';
export const LINK_TYPE = 'link';

export function loginLinkSearch(params: LoginLinkParams): string {
  return new URLSearchParams({ token: params.token, pid: params.pid, type: params.type, aid: params.aid }).toString();
}

export function parseStartupParams(search: string, hash: string, defaultApplicationId: string): StartupParams {
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const fromHash = new URLSearchParams(hash.replace(/^#\/?\??/, ''));
  const read = (key: string) => query.get(key) ?? fromHash.get(key) ?? '';
  const token = read('token');
  return {
    login: token ? { token, pid: read('pid'), type: read('type'), aid: read('aid') || defaultApplicationId } : null,
    showCcBar: read('showccbar') === 'true',
    logout: ['true', '1'].includes(read('logout')),
  };
}

/** The address with the login parameters removed, so the token never stays in the address bar or history. */
export function withoutLoginParams(pathname: string, search: string, hash: string): string {
  const strip = (params: URLSearchParams) => {
    for (const key of ['token', 'pid', 'type', 'aid']) params.delete(key);
    return params.toString();
  };
  const query = strip(new URLSearchParams(search.replace(/^\?/, '')));
  const hashQuery = hash.includes('token=') ? strip(new URLSearchParams(hash.replace(/^#\/?\??/, ''))) : null;
  const cleanHash = hashQuery === null ? hash : hashQuery ? `#${hashQuery}` : '';
  return `${pathname}${query ? `?${query}` : ''}${cleanHash}`;
}

/** The web app's application id (the stored setting `aid` defaults to). */
export const WEB_APPLICATION_ID = 'crash-web';
