// The test files that took longest, across the projects `npm test` ran (vitest's JSON reports),
// so the suite's time is seen where it goes each time it runs.
import path from 'node:path';

/**
 * `reports`: each project's name and its parsed vitest JSON report. Answers the `count` slowest
 * files, slowest first, each as "  <seconds> s  <project>  <file relative to root>".
 */
export function slowestFiles(reports, root, count = 10) {
  const files = reports.flatMap(({ project, report }) =>
    (report?.testResults ?? []).map((file) => ({
      project,
      file: path.relative(root, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
    })),
  );
  return files
    .filter((f) => Number.isFinite(f.seconds))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((f) => `  ${f.seconds.toFixed(1).padStart(7)} s  ${f.project.padEnd(11)}  ${f.file}`);
}
