/**
 * The container test (.ci/run's last step; `npx tsx deploy/test-containers.ts`, as root, with
 * podman, buildah, podman-compose, runc and debootstrap): builds the images as docs/deploy.md
 * says, runs compose.yaml (two app containers, PostgreSQL, the S3 store) with podman-compose,
 * and checks what a state's IT department relies on. It removes every container, network, volume
 * and image it made, except the cached base images (KEEP_IMAGES=1 keeps the built ones too).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { crashApi, markerOf, PNG, withMarker } from './crash-api';
import { freePort, killMidBurst } from './burst';
import { containerState, imageIds, imageSize, megabytes, podman, run, sleep, waitHealthy } from './podman';

const root = path.resolve(import.meta.dirname, '..');
process.env.CONTAINERS_CONF = path.join(root, 'deploy/containers.conf');

const NODE_BASE = 'localhost/crash-node:24-bookworm';
const DEBIAN_BASE = 'localhost/crash-debian:bookworm';
// compose.yaml's defaults: the test runs what the file documents, with nothing swapped in.
const IMAGES = {
  app: 'localhost/crash-report:latest',
  postgres: 'localhost/crash-postgres:15',
  s3: 'localhost/crash-s3rver:3.7.1',
};
const DEMO = { officer: 'officer', password: process.env.DEMO_PASSWORD || 'Crash-Demo-2026' };
const HEALTHY_WITHIN_MS = 180_000;

const project = `crash-ci-${process.pid}`;
const container = (service: string) => `${project}_${service}_1`;
let composeEnv: NodeJS.ProcessEnv = { ...process.env };
const compose = (args: string[], allowFailure = false) =>
  run('podman-compose', ['-p', project, '-f', path.join(root, 'compose.yaml'), ...args], {
    env: composeEnv,
    cwd: root,
    allowFailure,
  });

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pass = (line: string) => console.log(`  ✓ ${line}`);
function check(condition: unknown, failure: string): asserts condition {
  if (!condition) throw new Error(`check failed: ${failure}`);
}

/**
 * A TLS-inspecting proxy's CA, when this machine trusts one, goes to npm in the build as a
 * secret (never into a layer): npm in the build reaches the registry through the same proxy.
 */
function npmCaSecret(): string[] {
  const ca = process.env.NODE_EXTRA_CA_CERTS;
  return ca && fs.existsSync(ca) ? ['--secret', `id=npm-ca,src=${ca}`] : [];
}

async function build(image: string, base: string, contextArgs: string[]) {
  const started = Date.now();
  await podman(
    // Docker format: the OCI image format has no HEALTHCHECK, and buildah would drop it.
    ['build', '--format', 'docker', '--build-arg', `BASE_IMAGE=${base}`, ...npmCaSecret(), '-t', image, ...contextArgs],
    { cwd: root },
  ).catch((error: Error) => {
    throw new Error(`building ${image} failed: ${error.message}`);
  });
  pass(`built ${image} from ${base} in ${seconds(Date.now() - started)} (${megabytes(await imageSize(image))})`);
}

async function buildImages() {
  await build(IMAGES.postgres, DEBIAN_BASE, ['deploy/postgres']);
  await build(IMAGES.s3, NODE_BASE, ['deploy/s3rver']);
  await build(IMAGES.app, NODE_BASE, ['-f', 'Containerfile', '.']);

  const { stdout } = await podman(['image', 'inspect', IMAGES.app]);
  const [image] = JSON.parse(stdout) as Array<{
    Config: { User?: string; StopSignal?: string; Healthcheck?: { Test: string[] } };
    // podman puts a docker-format image's HEALTHCHECK beside Config, docker inside it.
    Healthcheck?: { Test: string[] };
  }>;
  const health = image!.Healthcheck ?? image!.Config.Healthcheck;
  check(health?.Test.join(' ').includes('/API/health'), `the image has no HEALTHCHECK on /API/health`);
  check(image!.Config.User && !['root', '0'].includes(image!.Config.User), `the image runs as root`);
  check(image!.Config.StopSignal === 'SIGTERM', `the image's stop signal is ${image!.Config.StopSignal}`);
  pass(`the app image runs as ${image!.Config.User}, stops with SIGTERM and checks GET /API/health`);
}

async function startStack() {
  const [port1, port2] = [await freePort(), await freePort()];
  composeEnv = {
    ...process.env,
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    APP1_PORT: String(port1),
    APP2_PORT: String(port2),
    PUBLIC_URL: `http://127.0.0.1:${port1}`,
    SEED_DEMO: '1',
    // info: the server logs its SIGTERM close at info.
    LOG_LEVEL: 'info',
  };
  const started = Date.now();
  await compose(['up', '-d', '--no-build']);
  const times = await Promise.all(['app1', 'app2'].map((s) => waitHealthy(container(s), HEALTHY_WITHIN_MS)));
  const upToHealthy = Date.now() - started;
  // waitHealthy fails on a restart: both started together on the new database, neither died.
  pass(
    `compose up to both app containers healthy, neither restarted: ${seconds(upToHealthy)} ` +
      `(${times.map(seconds).join(' and ')} after compose up returned)`,
  );
  return {
    upToHealthy,
    app1: crashApi(`http://127.0.0.1:${port1}`),
    app2: crashApi(`http://127.0.0.1:${port2}`),
  };
}

const psql = async (sql: string) =>
  (await podman(['exec', container('postgres'), 'psql', '-U', 'crash', '-d', 'crash', '-tA', '-c', sql])).stdout.trim();

async function main() {
  const begun = Date.now();
  await run('bash', [path.join(root, 'deploy/base-image.sh')], { echo: true });
  const before = await imageIds();
  cleanupImages = async () => {
    if (process.env.KEEP_IMAGES === '1') return;
    const made = [...(await imageIds())].filter((id) => !before.has(id));
    if (made.length) await podman(['rmi', '--force', ...made], { allowFailure: true });
  };
  await buildImages();
  const { upToHealthy, app1, app2 } = await startStack();

  const token = await app1.login(DEMO.officer, DEMO.password);
  pass('signed in through the API as the demo officer');
  const created = await app1.ok('Report/Create', {}, token);
  const saved = await app1.ok(
    'Report/Save',
    {
      id: created.id,
      version: created.version,
      // Printed below, in fonts the image must keep: Traditional Chinese and emoji.
      data: { ...withMarker(created.data, 'CI-KEEP'), Narrative: { NarrativeTxt: 'Driver 鄺志強 wrote 🚗 → 🚑.' } },
    },
    token,
  );
  const attachmentId = await app1.upload(token, created.id, 'scene.png', PNG);
  check(
    (await psql(`select store || ' ' || (content is null) from attachments where id = '${attachmentId}'`)) ===
      's3 true',
    'the attachment row does not point at the object store',
  );
  const objects = await podman(['exec', container('s3'), 'find', '/data', '-type', 'f']);
  check(objects.stdout.includes(attachmentId), `no object for ${attachmentId} in the store:\n${objects.stdout}`);
  pass(`saved report ${created.id} (version ${saved.version}) and put attachment ${attachmentId} in the S3 store`);

  const readBack = async (where: typeof app1, label: string) => {
    const got = await where.ok('Report/Get', { id: created.id }, token);
    check(markerOf(got.data) === 'CI-KEEP' && got.version === saved.version, `${label} reads the report back changed`);
    check((await where.download(token, attachmentId)).equals(PNG), `${label} serves different attachment bytes`);
  };
  await readBack(app2, 'the other container');
  pass('the other app container reads the same report and attachment (one database, one store)');

  // The image keeps only the font files the printed report reads (scripts/prune-fonts.mjs).
  const pdf = await app1.print(token, created.id);
  check(pdf.subarray(0, 5).toString() === '%PDF-', 'Report/Print did not answer a PDF');
  for (const font of ['DejaVuSans', 'NotoSansTC', 'NotoEmoji'])
    check(pdf.includes(`+${font}`), `the printed report has no ${font} embedded`);
  pass("prints a report with Traditional Chinese and emoji in the image's kept fonts");

  const stopStarted = Date.now();
  await podman(['stop', '--time', '30', container('app1')]);
  const stopped = await containerState(container('app1'));
  const stopLog = await podman(['logs', '--tail', '20', container('app1')]);
  check(stopped.ExitCode === 0, `app1 exited ${stopped.ExitCode} on SIGTERM, not 0 (killed after the timeout?)`);
  check(`${stopLog.stdout}${stopLog.stderr}`.includes('SIGTERM'), 'app1 did not log its SIGTERM close');
  pass(`app1 stopped on SIGTERM in ${seconds(Date.now() - stopStarted)} with exit code 0`);
  await podman(['start', container('app1')]);
  await waitHealthy(container('app1'), HEALTHY_WITHIN_MS);
  await readBack(app1, 'the restarted container');
  await readBack(app2, 'the other container after the restart');
  pass('after app1 restarted, the report, the attachment and the session are all there, through both containers');

  const burst = await killMidBurst({ writer: app1, reader: app2, token, kill: () => killApp1() });
  pass(
    `SIGKILL of app1 during ${burst.reports} reports' saves: all ${burst.acknowledged} acknowledged saves are there ` +
      `(${burst.unanswered} cut off unanswered by the kill, ${burst.committedUnanswered} of those committed)`,
  );
  if ((await containerState(container('app1'))).Running === false) await podman(['start', container('app1')]);
  await waitHealthy(container('app1'), HEALTHY_WITHIN_MS);
  await readBack(app1, 'app1 after SIGKILL');
  pass('app1 came back healthy after SIGKILL');

  await podman(['stop', '--time', '30', container('postgres')]);
  const withoutDatabase = await podman(['healthcheck', 'run', container('app1')], { allowFailure: true });
  check(withoutDatabase.code !== 0, 'app1 reports healthy with PostgreSQL stopped');
  pass('with PostgreSQL stopped, the health check reports app1 unhealthy');
  const beforeRestart = await containerState(container('app2'));
  await podman(['restart', container('app2')]);
  await sleep(15_000);
  const waiting = await containerState(container('app2'));
  check(
    waiting.Running && waiting.restartCount === beforeRestart.restartCount,
    `app2 started without PostgreSQL did not keep waiting (${waiting.Status}, exit ${waiting.ExitCode}, ` +
      `restarts ${beforeRestart.restartCount} → ${waiting.restartCount})`,
  );
  await podman(['start', container('postgres')]);
  const recovered = await waitHealthy(container('app2'), HEALTHY_WITHIN_MS);
  await readBack(app2, 'app2 started before PostgreSQL');
  pass(
    `app2 started while PostgreSQL was down: still running 15 s later, healthy ${seconds(recovered)} after it came up`,
  );

  console.log(`\nApp image: ${megabytes(await imageSize(IMAGES.app))}`);
  console.log(`PostgreSQL image: ${megabytes(await imageSize(IMAGES.postgres))}`);
  console.log(`S3 store image: ${megabytes(await imageSize(IMAGES.s3))}`);
  console.log(`compose up to healthy: ${seconds(upToHealthy)}`);
  return begun;
}

async function killApp1() {
  await podman(['kill', '--signal', 'KILL', container('app1')]);
}

let cleanupImages = async () => {};
/** Everything the run made goes, even when a check failed: containers, networks, volumes, images. */
async function cleanup() {
  await compose(['down', '--volumes', '--timeout', '10'], true);
  const label = `label=io.podman.compose.project=${project}`;
  for (const kind of ['container', 'volume', 'network']) {
    const listed = await podman(
      [kind, 'ls', ...(kind === 'container' ? ['--all'] : []), '--quiet', '--filter', label],
      {
        allowFailure: true,
      },
    );
    const ids = listed.stdout.split('\n').filter(Boolean);
    if (ids.length) await podman([kind, 'rm', '--force', ...ids], { allowFailure: true });
  }
  await cleanupImages();
}

console.log(`Container test (project ${project})…`);
const watchdog = setTimeout(() => {
  console.error('Container test: no end after 25 minutes; cleaning up.');
  void cleanup().finally(() => process.exit(1));
}, 25 * 60_000);
try {
  const begun = await main();
  await cleanup();
  clearTimeout(watchdog);
  console.log(`Removed the stack's containers, network and volumes and the images built.`);
  console.log(`Container test passed: ${seconds(Date.now() - begun)} in all`);
} catch (error) {
  console.error(`\nContainer test FAILED: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.KEEP_STACK === '1') console.error(`KEEP_STACK=1: project ${project} is left running.`);
  else await cleanup();
  clearTimeout(watchdog);
  process.exit(1);
}
