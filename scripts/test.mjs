// `npm test`: typecheck, lint, unit, the build, integration (PGlite, and PostgreSQL when DATABASE_URL
// is set), then end-to-end tests in Chromium. Every step runs; the summary names the ones that failed
// and repeats why, since a long run's log is often read from its end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { slowestFiles } from './slowest-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const reportDir = path.join(root, '.tmp');
fs.mkdirSync(reportDir, { recursive: true });

const vitest = (project) => ({
  name: `${project} tests`,
  command: bin('vitest'),
  args: [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.join(reportDir, `${project}.json`)}`,
  ],
  report: path.join(reportDir, `${project}.json`),
});

const steps = [
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
  { name: 'lint', command: bin('eslint'), args: ['.'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  vitest('unit'),
  // The release tests in integration install and run what the build made.
  { name: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
  vitest('integration'),
  vitest('e2e'),
];

if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: integration tests run on PGlite only.');

/** Runs a step with its output shown as it comes and also kept, to quote why it failed. */
function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    const chunks = [];
    const keep = (stream) => (chunk) => {
      stream.write(chunk);
      chunks.push(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', (error) => chunks.push(Buffer.from(`\n${error.stack ?? error}\n`)));
    child.on('close', (status, signal) => resolve({ status, signal, output: Buffer.concat(chunks).toString('utf8') }));
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
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  if (step.report) fs.rmSync(step.report, { force: true });
  const result = await run(step);
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
}

console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s. The ten slowest test files:`);
console.log(slowestFiles(reports, root).join('\n'));
if (reasons.length) console.log(`\n${reasons.join('\n\n')}\n`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
