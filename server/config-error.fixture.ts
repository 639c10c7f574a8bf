import { loadConfig } from './config';

/** The error loadConfig refuses `env` with; a configuration it accepts fails the test. */
export function configErrorOf(env: Record<string, string>): Error {
  try {
    loadConfig(env);
  } catch (error) {
    return error as Error;
  }
  throw new Error('loadConfig accepted the environment');
}
