// `npm test`: typecheck, lint, unit, integration (PGlite, and PostgreSQL when DATABASE_URL is set),
// build, then end-to-end tests in Chromium. Every step runs; the summary names the ones that failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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
  vitest('integration'),
  { name: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
  vitest('e2e'),
];

if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: integration tests run on PGlite only.');

let passed = 0;
let failed = 0;
const failedSteps = [];
const started = Date.now();
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  if (step.report) fs.rmSync(step.report, { force: true });
  const result = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  if (step.report && fs.existsSync(step.report)) {
    const report = JSON.parse(fs.readFileSync(step.report, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (!ok) failedSteps.push(step.name);
  console.log(`${ok ? '✔' : '✘'} ${step.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
