import { envSchema, type EnvName } from './config';
import { configVariables } from './config-variables';

/** A default as the environment would spell it; nothing for a variable whose default is to be unset. */
function spelled(value: unknown): string | undefined {
  if (value === undefined || value === false) return undefined;
  return String(value);
}

/** The default the schema gives a variable left unset. */
export function defaultOf(name: EnvName): string | undefined {
  const parsed = envSchema.shape[name].safeParse(undefined);
  return parsed.success ? spelled(parsed.data) : undefined;
}

/**
 * The text of `.env.example`: every variable the server reads, by topic, each with its meaning
 * and its default, commented out so that a copy changes nothing until a line is taken in.
 */
export function envExample(): string {
  const lines = [
    "# The crash report server's settings: every environment variable it reads, with its default.",
    '# Written by `npm run env-example` from server/config.ts and server/config-variables.ts;',
    '# a unit test fails when this file and they differ. `npm run serve` reads a .env file beside',
    '# package.json when there is one; a line left commented out keeps the default shown.',
  ];
  let topic = '';
  for (const [name, { topic: itsTopic, meaning }] of Object.entries(configVariables) as [
    EnvName,
    { topic: string; meaning: string },
  ][]) {
    if (itsTopic !== topic) {
      topic = itsTopic;
      lines.push('', `# --- ${topic} ---`);
    }
    lines.push('', `# ${meaning}`, `# ${name}=${defaultOf(name) ?? ''}`);
  }
  return `${lines.join('\n')}\n`;
}
