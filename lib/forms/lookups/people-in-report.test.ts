import { describe, expect, it } from 'vitest';
import { completeReport } from '../../validation/report-checks/test-reports';
import { setAt } from '../definition/paths';
import { vehicleCrashReport } from '../vehicle-crash-report';
import { peopleInReport, peopleToTakeFrom, takeFromPerson } from './people-in-report';

function report() {
  let data = setAt(completeReport(), 'Units.0.Driver', {
    NAMELASTTXT: 'SMITH',
    NAMEFIRSTTXT: 'ANN',
    BIRTHDTE: '01/02/1980',
    PHONETXT: '317-555-0100',
    ADDRSTREETTXT: '1 MAIN ST',
    ADDRCITYTXT: 'INDIANAPOLIS',
    ADDRSTATECDE: 'IN',
    ADDRZIPTXT: '46204',
  });
  data = setAt(data, 'Units.0.Passengers', [{ NAMELASTTXT: 'SMITH', NAMEFIRSTTXT: 'BEN' }]);
  return setAt(data, 'Witnesses', [{ NAMETXT: 'DOE, JO', ADDRESSTXT: '5 ELM ST, CARMEL IN 46032' }, {}]);
}

describe('people already in the report', () => {
  it('lists the people with a name or an address, in the order of the form, skipping empty items', () => {
    const people = peopleInReport(vehicleCrashReport, report(), 9);
    expect(people.map((p) => [p.source.role, p.source.unit, p.source.index, p.name])).toEqual([
      ['driver', 1, null, 'SMITH, ANN'],
      ['passenger', 1, 1, 'SMITH, BEN'],
      ['witness', null, 1, 'DOE, JO'],
    ]);
    expect(people[0]?.source.reportId).toBe(9);
  });

  it('leaves out the item being filled', () => {
    const others = peopleToTakeFrom(vehicleCrashReport, report(), 9, 'Units.0.Passengers.0');
    expect(others.map((p) => p.name)).toEqual(['SMITH, ANN', 'DOE, JO']);
  });

  it("gives a passenger the driver's address alone, marked as copied, leaving the passenger's name", () => {
    const [driver] = peopleInReport(vehicleCrashReport, report(), 9);
    const fill = takeFromPerson(vehicleCrashReport, 'Units.0.Passengers.0', driver!, 'address');
    expect(fill.writes).toEqual([
      { path: 'Units.0.Passengers.0.ADDRSTREETTXT', value: '1 MAIN ST', provenance: 'copied' },
      { path: 'Units.0.Passengers.0.ADDRCITYTXT', value: 'INDIANAPOLIS', provenance: 'copied' },
      { path: 'Units.0.Passengers.0.ADDRSTATECDE', value: 'IN', provenance: 'copied' },
      { path: 'Units.0.Passengers.0.ADDRZIPTXT', value: '46204', provenance: 'copied' },
    ]);
  });

  it('gives a witness a whole person on one line, and says when there is no address to take', () => {
    const people = peopleInReport(vehicleCrashReport, report(), 9);
    const whole = takeFromPerson(vehicleCrashReport, 'Witnesses.1', people[0]!, 'person');
    expect(whole.writes).toEqual(
      expect.arrayContaining([
        { path: 'Witnesses.1.NAMETXT', value: 'SMITH, ANN', provenance: 'copied' },
        { path: 'Witnesses.1.ADDRESSTXT', value: '1 MAIN ST, INDIANAPOLIS IN 46204', provenance: 'copied' },
      ]),
    );
    const none = takeFromPerson(vehicleCrashReport, 'Witnesses.1', people[1]!, 'address');
    expect(none.notes).toEqual(['SMITH, BEN has no address to take.']);
  });
});
