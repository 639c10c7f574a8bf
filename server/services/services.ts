import type { Config } from '../config';
import type { Db } from '../db/database';
import { authEventRepository } from '../repositories/auth-event-repository';
import { sessionRepository } from '../repositories/session-repository';
import { userRepository } from '../repositories/user-repository';

export interface AppDeps {
  db: Db;
  config: Config;
  /** The time source; tests pass their own to move through idle expiry and lock-out windows. */
  clock: () => Date;
}

export function createRepositories(db: Db) {
  return {
    users: userRepository(db),
    sessions: sessionRepository(db),
    authEvents: authEventRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
