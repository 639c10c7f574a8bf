import { describe, expect, it } from 'vitest';
import { checkCompleteness } from '../../validation/report-checks/completeness';
import { newReportData, newReportProvenance } from './new-report';
import { vehicleCrashReport } from '../vehicle-crash-report';

const author = { firstName: 'Olivia', lastName: 'Officer', badgeId: '4711', agencyOri: 'IN0490000' };

describe('a new Vehicle Crash Report', () => {
  const data = newReportData(vehicleCrashReport, author);

  it('fills the investigative officer and agency from the current user', () => {
    expect(data.GeneralInformation).toEqual({
      AgencyORITXT: 'IN0490000',
      InvestigativeOfficer: { OfficerIdTxt: '4711', OfficerNameFiTxt: 'OLIVIA', OfficerNameLastTxt: 'OFFICER' },
    });
  });

  it('starts with the minimum items of each repeated group, each with its own id', () => {
    const id = expect.stringMatching(/^[0-9a-f-]{36}$/);
    expect(data.Units).toEqual([{ $id: id, NonMotorist: { Citations: [{ $id: id }] } }]);
    expect(data.Witnesses).toEqual([{ $id: id }]);
    expect((data.CrashDetails as Record<string, unknown>).PublicPropertyDamage).toEqual([{ $id: id }]);
    expect((data.GeneralInformation as Record<string, unknown>).AssistingOfficers).toBeUndefined();
  });

  it('does not ask for witness details before the witness question is answered', () => {
    const messages = checkCompleteness(vehicleCrashReport, data).map((i) => i.message);
    expect(messages).toContain('Yes/No for the Witness Indicator is required.');
    expect(messages.some((m) => m.startsWith('Witness name'))).toBe(false);
    expect(messages).toContain('You must have at least one (1) motor vehicle.');
  });
});

describe('the provenance of a new report', () => {
  it('marks the fields filled from the author as defaults, and nothing else', () => {
    const data = newReportData(vehicleCrashReport, author);
    expect(newReportProvenance(vehicleCrashReport, data)).toEqual({
      'GeneralInformation.AgencyORITXT': 'default',
      'GeneralInformation.InvestigativeOfficer.OfficerIdTxt': 'default',
      'GeneralInformation.InvestigativeOfficer.OfficerNameFiTxt': 'default',
      'GeneralInformation.InvestigativeOfficer.OfficerNameLastTxt': 'default',
    });
  });

  it('does not mark a default the author had no value for', () => {
    const data = newReportData(vehicleCrashReport, { ...author, badgeId: '' });
    expect(newReportProvenance(vehicleCrashReport, data)).not.toHaveProperty(
      'GeneralInformation.InvestigativeOfficer.OfficerIdTxt',
    );
  });
});
