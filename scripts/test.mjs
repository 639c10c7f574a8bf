// `npm test`: typecheck, lint, unit, the build, integration (PGlite, and PostgreSQL when DATABASE_URL
// is set) and end-to-end tests in Chromium, in two lanes side by side. Every step runs; the summary
// names the ones that failed and repeats why, since a long run's log is often read from its end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { slowestFiles } from './slowest-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const reportDir = path.join(root, '.tmp');
fs.mkdirSync(reportDir, { recursive: true });

/** A vitest run of `projects` (the unit step runs both unit projects), its JSON report named after the step. */
const vitest = (project, projects = [project]) => ({
  name: `${project} tests`,
  command: bin('vitest'),
  args: [
    'run',
    ...projects.flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.join(reportDir, `${project}.json`)}`,
  ],
  report: path.join(reportDir, `${project}.json`),
});

const step = (name, command, args) => ({ name, command, args });

/**
 * Two lanes run side by side, each step after the one before it in its lane: the end-to-end tests
 * need the build and spend most of their time waiting on a browser, so the checks and the other
 * projects use the CPU meanwhile. On this 2-core machine one lane after the other took about
 * 1,500 s; side by side the run is about as long as its longer lane.
 */
const lanes = [
  // The release tests in integration install and run what the build made, so the build goes
  // first in its lane too: integration waits for it below.
  [step('build', 'npm', ['run', 'build', '--silent']), vitest('e2e')],
  [
    step('typecheck', bin('tsc'), ['--noEmit']),
    step('lint', bin('eslint'), ['.']),
    step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']),
    vitest('unit', ['unit', 'unit-shared']),
    { ...vitest('integration'), after: 'build' },
    // A part of the e2e files (vitest.config.ts, E2E_TAIL): this lane ends sooner than the other.
    { ...vitest('e2e-tail'), after: 'build' },
  ],
];
if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: integration tests run on PGlite only.');

let running = 0;

/** Writes a step's output as it comes, each line marked with the step's name while another step runs too. */
function writer(stream, name) {
  let partial = '';
  return (chunk) => {
    // The step's end passes a lone line break: only what is left of its last line is written.
    if (chunk === '\n' && !partial) return;
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) stream.write(running > 1 ? `[${name}] ${line}\n` : `${line}\n`);
  };
}

/** Runs a step with its output shown as it comes and also kept, to quote why it failed. */
function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    const chunks = [];
    const keep = (write) => (chunk) => {
      write(chunk);
      chunks.push(chunk);
    };
    const out = writer(process.stdout, step.name);
    const err = writer(process.stderr, step.name);
    child.stdout.on('data', keep(out));
    child.stderr.on('data', keep(err));
    child.on('error', (error) => chunks.push(Buffer.from(`\n${error.stack ?? error}\n`)));
    child.on('close', (status, signal) => {
      out('\n');
      err('\n');
      resolve({ status, signal, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

/** Where a failed step says why: vitest's failure and unhandled-error blocks, else the output's end. */
function whyItFailed(output, status, signal) {
  // eslint-disable-next-line no-control-regex -- colours are escape sequences
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const blocks = [/Failed (Tests|Suites)|Unhandled (Errors?|Rejection)/, /\bERR_|\w*Error:/];
  const start =
    blocks.map((pattern) => lines.findIndex((line) => pattern.test(line))).find((index) => index >= 0) ?? -1;
  const quoted = start >= 0 ? lines.slice(start, start + 80) : lines.slice(-40);
  return [`exit ${signal ?? status}`, ...quoted].map((line) => `    ${line}`).join('\n');
}

let passed = 0;
let failed = 0;
const failedSteps = [];
const reasons = [];
const reports = [];
const started = Date.now();
/** Each step's end, for a step in another lane that must wait for it (every step runs, as before). */
const ended = new Map();
const endOf = (name) => {
  if (!ended.has(name)) ended.set(name, Promise.withResolvers());
  return ended.get(name);
};

async function runStep(step) {
  if (step.after) await endOf(step.after).promise;
  const t0 = Date.now();
  running += 1;
  console.log(`\n▶ ${step.name}`);
  if (step.report) fs.rmSync(step.report, { force: true });
  const result = await run(step);
  running -= 1;
  const ok = result.status === 0;
  if (step.report && fs.existsSync(step.report)) {
    const report = JSON.parse(fs.readFileSync(step.report, 'utf8'));
    reports.push({ project: step.name.replace(/ tests$/, ''), report });
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (!ok) {
    failedSteps.push(step.name);
    reasons.push(`✘ ${step.name}:\n${whyItFailed(result.output, result.status, result.signal)}`);
  }
  console.log(`${ok ? '✔' : '✘'} ${step.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  endOf(step.name).resolve();
}

await Promise.all(
  lanes.map(async (lane) => {
    for (const each of lane) await runStep(each);
  }),
);

console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s. The ten slowest test files:`);
console.log(slowestFiles(reports, root).join('\n'));
if (reasons.length) console.log(`\n${reasons.join('\n\n')}\n`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
