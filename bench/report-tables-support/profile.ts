import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

/** Where BENCH_PROFILE=<prefix> puts the CPU profile of one kind's timed calls; none without it. */
export function profileFile(kind: string): string | undefined {
  const prefix = process.env.BENCH_PROFILE;
  if (!prefix) return undefined;
  return `${prefix}-${kind
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.cpuprofile`;
}

/** The CPU profile of this thread (the server's: the reviewers' calls come from a worker) until stop(). */
export async function startProfile(file: string | undefined) {
  if (!file) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      fs.writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`  CPU profile of the server thread during the timed calls: ${file}`);
    },
  };
}
