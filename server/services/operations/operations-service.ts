import type { AppDeps } from '../app-deps';
import { hashToken } from '../sign-in/tokens';

/** What the operational routes ask of the database: the health probe and a browser error's user. */
export function operationsService({ repos, clock }: Pick<AppDeps, 'repos' | 'clock'>) {
  return {
    /** Throws when the database does not answer. */
    ping: () => repos.health.ping(),

    /** The user of a session that is still live, or undefined; the session is not renewed. */
    async liveSessionUserId(token: string | undefined): Promise<number | undefined> {
      const found = token ? await repos.users.findSessionUser(hashToken(token)) : undefined;
      return found && !found.session.endedAt && found.session.expiresAt > clock() ? found.user.id : undefined;
    },
  };
}
