import type { Config } from './config';
import { openDatabase, type OpenDatabase } from './db/database';
import { DatabaseInUseError } from './db/embedded-owner';

/** A refusal a command prints as it is, without a stack: it says what to do instead. */
export class Refusal extends Error {}

/**
 * The database a command line tool (npm run <command>) works on, as the server's configuration
 * names it. The embedded database held by the running server is refused with what to do.
 */
export function openCommandDatabase(config: Config, command: string): Promise<OpenDatabase> {
  return openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.preparedStatements,
  }).catch((error: Error) => {
    if (error instanceof DatabaseInUseError) {
      throw new Refusal(
        `The embedded database in ${config.dataDir} is in use by another process (pid ${error.pid}), most likely the running server.\n` +
          `Stop the server, run npm run ${command} again, then start the server.`,
      );
    }
    throw new Refusal(error.message);
  });
}
