import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../definition/field-schema';
import { newReportData, newReportProvenance } from './new-report';
import { withServerSetFields } from './server-set-fields';
import { walkFields } from '../definition/definition-walk';
import { vehicleCrashReport } from '../vehicle-crash-report';

const author = { firstName: 'Olivia', lastName: 'Officer', badgeId: '4711', agencyOri: 'IN0490000' };
const indianapolis = { county: '097', city: '36003', latitude: 39.7684, longitude: -86.1581 };

describe('a new report at the author’s default location', () => {
  it('names in the definition which Location fields take which part of the profile', () => {
    const fromProfile = walkFields(vehicleCrashReport)
      .filter(({ field }) => field.defaultFrom?.startsWith('profile.'))
      .map(({ path, field }) => [path, field.defaultFrom]);
    expect(fromProfile).toEqual([
      ['Location.CountyCde', 'profile.county'],
      ['Location.CityCde', 'profile.city'],
      ['Location.LatDecimalNmb', 'profile.latitude'],
      ['Location.LongDecimalNmb', 'profile.longitude'],
    ]);
  });

  it('fills county, city and point, marked as defaults, beside the officer from the profile', () => {
    const data = newReportData(vehicleCrashReport, { ...author, defaultLocation: indianapolis });
    expect(data.Location).toEqual({
      CountyCde: '097',
      CityCde: '36003',
      LatDecimalNmb: '39.7684',
      LongDecimalNmb: '-86.1581',
    });
    expect((data.GeneralInformation as Record<string, unknown>).InvestigativeOfficer).toEqual({
      OfficerIdTxt: '4711',
      OfficerNameFiTxt: 'OLIVIA',
      OfficerNameLastTxt: 'OFFICER',
    });
    const provenance = newReportProvenance(vehicleCrashReport, data);
    expect(provenance['Location.CountyCde']).toBe('default');
    expect(provenance['Location.LatDecimalNmb']).toBe('default');
  });

  it('leaves out what the profile leaves empty', () => {
    const countyOnly = newReportData(vehicleCrashReport, {
      ...author,
      defaultLocation: { county: '005', city: '', latitude: null, longitude: null },
    });
    expect(countyOnly.Location).toEqual({ CountyCde: '005' });
    expect(newReportData(vehicleCrashReport, { ...author, defaultLocation: null }).Location).toBeUndefined();
    expect(newReportData(vehicleCrashReport, author).Location).toBeUndefined();
  });

  it('lets the officer change the Location afterwards: a save keeps what they chose', () => {
    const data = newReportData(vehicleCrashReport, { ...author, defaultLocation: indianapolis });
    const edited = { ...data, Location: { ...(data.Location as object), CountyCde: '005', CityCde: '14734' } };
    const kept = withServerSetFields(vehicleCrashReport, edited, {}, author);
    expect(kept.data.Location).toMatchObject({ CountyCde: '005', CityCde: '14734' });
  });

  it('refuses a definition whose server-set field would take a profile value', () => {
    const parsed = fieldSchema.safeParse({
      key: 'CountyCde',
      label: 'County',
      type: 'text',
      defaultFrom: 'profile.county',
      setByServer: true,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/only the user's name, officer id and agency/);
  });
});
