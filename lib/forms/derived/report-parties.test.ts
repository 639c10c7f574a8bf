import { describe, expect, it } from 'vitest';
import { completeReport } from '../../validation/report-checks/test-reports';
import { setAt } from '../definition/paths';
import { vehicleCrashReport } from '../vehicle-crash-report';
import { noPartyValues, partyDate, partyKey, partyName, reportParties } from './report-parties';

const blank = noPartyValues;

describe('the people and vehicles of a report (the search index)', () => {
  it('reads each unit’s vehicle, driver, passengers and owner and the witnesses, normalised', () => {
    let data = completeReport();
    data = setAt(data, 'Units.0.VehicleInformation.VEHLICNBRTXT', 'abc 123');
    data = setAt(data, 'Units.0.Driver', {
      NAMELASTTXT: ' o’brien ',
      NAMEFIRSTTXT: 'pat  ann',
      BIRTHDTE: '04/09/1985',
      DRIVERLICNBRTXT: '1234-56-7890',
      DRIVERLICSTATECDE: 'in',
    });
    data = setAt(data, 'Units.0.Passengers', [{ NAMELASTTXT: 'Doe', NAMEFIRSTTXT: 'Jane' }, { NAMEFIRSTTXT: '' }]);
    data = setAt(data, 'Units.0.Owner', { OwnerPersonInd: '0', BUSINESSNAMETXT: 'ACME' });
    data = setAt(data, 'Witnesses', [{ NAMETXT: 'Smith, John' }, { NAMETXT: '' }]);
    expect(reportParties(vehicleCrashReport, data)).toEqual([
      {
        ...blank,
        kind: 'vehicle',
        role: 'vehicle',
        unit: 1,
        plate: 'ABC123',
        plateState: 'IN',
        vin: '1FTMW1T88MFA00001',
      },
      {
        ...blank,
        kind: 'person',
        role: 'driver',
        unit: 1,
        lastName: 'O’BRIEN',
        firstName: 'PAT ANN',
        birthDate: '1985-04-09',
        licenceNumber: '1234567890',
        licenceState: 'IN',
      },
      { ...blank, kind: 'person', role: 'passenger', unit: 1, lastName: 'DOE', firstName: 'JANE' },
      { ...blank, kind: 'person', role: 'witness', unit: null, lastName: 'SMITH', firstName: 'JOHN' },
    ]);
  });

  it('holds nothing for a report without people or vehicles', () => {
    expect(reportParties(vehicleCrashReport, {})).toEqual([]);
  });

  it('normalises values as the search compares them', () => {
    expect(partyName('  van  der berg ')).toBe('VAN DER BERG');
    expect(partyName('')).toBeNull();
    expect(partyKey(' 1hg-cm8 2633a ')).toBe('1HGCM82633A');
    expect(partyKey('--')).toBeNull();
    expect(partyDate('02/29/2024')).toBe('2024-02-29');
    expect(partyDate('1985-04-09')).toBe('1985-04-09');
    expect(partyDate('02/30/2024')).toBeNull();
    expect(partyDate('04/09/85')).toBeNull();
  });
});
