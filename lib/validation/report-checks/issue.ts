import type { Severity } from '../../forms/definition/definition-schema';

/** One finding of the completeness check: where, how serious, what to tell the officer. */
export interface ValidationIssue {
  path: string;
  severity: Severity;
  message: string;
}
