import { spawn } from 'node:child_process';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to its end and gives back what it printed. A failure throws with the command
 * and the end of its output, unless `allowFailure` says the caller looks at the code itself.
 */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; allowFailure?: boolean; echo?: boolean } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? process.env, cwd: options.cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (options.echo) process.stdout.write(d);
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      if (options.echo) process.stderr.write(d);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const result = { code: code ?? 1, stdout, stderr };
      if (result.code === 0 || options.allowFailure) return resolve(result);
      const tail = `${stdout}\n${stderr}`.trim().split('\n').slice(-40).join('\n');
      reject(new Error(`${command} ${args.join(' ')} exited ${result.code}:\n${tail}`));
    });
  });
}

export const podman = (args: string[], options: Parameters<typeof run>[2] = {}) => run('podman', args, options);

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A container's state as podman keeps it: running or not, its exit code, how often it was restarted. */
export async function containerState(name: string) {
  const { stdout } = await podman(['container', 'inspect', name]);
  const [info] = JSON.parse(stdout) as Array<{
    State: { Status: string; Running: boolean; ExitCode: number; StartedAt: string };
    RestartCount: number;
  }>;
  return { ...info!.State, restartCount: info!.RestartCount };
}

/**
 * Runs the image's HEALTHCHECK until it passes: nothing runs it on a timer here, since podman
 * leaves that to systemd timers and this machine has no systemd.
 */
export async function waitHealthy(name: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  const restarts = (await containerState(name)).restartCount;
  let last = '';
  while (Date.now() - started < timeoutMs) {
    const state = await containerState(name);
    // A server that exits (and is restarted by the policy) is not waiting: it failed to start.
    if (state.restartCount > restarts || (!state.Running && state.Status !== 'created'))
      throw new Error(`${name} exited (${state.ExitCode}) while starting:\n${await logTail(name)}`);
    const check = await podman(['healthcheck', 'run', name], { allowFailure: true });
    if (check.code === 0) return Date.now() - started;
    last = `${check.stdout}${check.stderr}`.trim();
    await sleep(1000);
  }
  throw new Error(
    `${name} was not healthy after ${timeoutMs / 1000} s (${last}); its log ends:\n${await logTail(name)}`,
  );
}

async function logTail(name: string) {
  const logs = await podman(['logs', '--tail', '30', name], { allowFailure: true });
  return `${logs.stdout}${logs.stderr}`;
}

/** Image ids podman holds, intermediate ones included: what a build added is the difference. */
export async function imageIds(): Promise<Set<string>> {
  const { stdout } = await podman(['images', '--all', '--no-trunc', '--format', '{{.ID}}']);
  return new Set(stdout.split('\n').filter(Boolean));
}

export async function imageSize(image: string): Promise<number> {
  const { stdout } = await podman(['image', 'inspect', '--format', '{{.Size}}', image]);
  return Number(stdout.trim());
}

export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(0)} MB`;
