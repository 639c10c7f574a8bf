import type { FormDefinition } from '../definition/definition-schema';
import { formRoles } from '../definition/form-roles';
import type { ReportData } from '../definition/paths';
import { crashFactFields, type CrashFactFields } from './crash-facts';
import { reportSummary, type ReportSummaryFields } from './report-summary';

/**
 * Every column the server keeps of a report beside its document: the summary the tables and
 * search read, and the facts the crash data screen counts by. Apart from reportSummary, which the
 * app's first screens use for the reports kept on the device, so the crash data rules stay off them.
 */
export interface ReportColumns extends ReportSummaryFields, CrashFactFields {}

export function reportColumns(definition: FormDefinition, data: ReportData): ReportColumns {
  const summary = reportSummary(definition, data);
  return { ...summary, ...crashFactFields(definition, formRoles(definition), data, summary) };
}
