import type { Config } from '../config';
import type { Repositories } from '../repositories/repositories';
import type { ApplicationSettingsService } from './settings/settings-in-force';

/**
 * What every service and route is given: the repositories, the configuration and the time. Kept
 * apart from the services' factory so a service naming it does not import every other service.
 */
export interface AppDeps {
  repos: Repositories;
  config: Config;
  /** The time source; tests pass their own to move through idle expiry and lock-out windows. */
  clock: () => Date;
  /** The application settings in force (an administrator changes them without a restart). */
  settings: ApplicationSettingsService;
}
