/** Types of slowest-files.mjs, which `npm test` runs as plain JavaScript. */
export interface ProjectReport {
  project: string;
  report?: { testResults?: { name: string; startTime?: number; endTime?: number }[] };
}
export function slowestFiles(reports: ProjectReport[], root: string, count?: number): string[];
