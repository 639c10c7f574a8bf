import { describe, expect, it } from 'vitest';
import { buildCodeLookup } from '../../codes/lookup';
import { entriesOfSeeds } from '../../codes/code-list';
import { codeListSeeds } from '../../codes/seed/all-code-lists';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import { codeMembershipIssues } from './code-membership';
import { checkCompleteness } from './completeness';
import { sendableExchangeTestReport } from './exchange-test-report';
import { buildReportSchema } from './report-schema';

const lookup = buildCodeLookup(entriesOfSeeds(codeListSeeds, '2026-01-01T00:00:00.000Z'));

/** The end-to-end test of the road to the state saves, sends and accepts this report through the real server. */
describe('the report with every field filled, as an officer could send it', () => {
  it('is one the server saves: every value in its bounds, every code on its list and under its parent', () => {
    const parsed = buildReportSchema(vehicleCrashReport).safeParse(sendableExchangeTestReport());
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    const codes = codeMembershipIssues(vehicleCrashReport, sendableExchangeTestReport(), (list, code) =>
      lookup.get(list, code),
    );
    expect(codes).toEqual([]);
  });

  it('is complete: it may be sent to review without an error', () => {
    const errors = checkCompleteness(vehicleCrashReport, sendableExchangeTestReport()).filter(
      (i) => i.severity === 'error',
    );
    expect(errors).toEqual([]);
  });
});
