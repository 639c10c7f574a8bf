import { describe, expect, it } from 'vitest';
import { completeReport } from '../../validation/report-checks/test-reports';
import { setAt } from '../definition/paths';
import { vehicleCrashReport } from '../vehicle-crash-report';
import { addressOffers, sameAsDriverOffer } from './offers-at-field';

const HOME = {
  ADDRSTREETTXT: '2200 S HARDING ST',
  ADDRCITYTXT: 'INDIANAPOLIS',
  ADDRSTATECDE: 'IN',
  ADDRZIPTXT: '46221',
};

/** Two units: unit 1's driver, unit 2's driver who owns her vehicle (the owner holds her address too), and her passenger. */
function report() {
  const [unit] = completeReport().Units as Record<string, unknown>[];
  let data = setAt(completeReport(), 'Units', [unit, unit]);
  data = setAt(data, 'Units.0.Driver', { NAMELASTTXT: 'QUILLFEATHER', ADDRSTREETTXT: '123 N MERIDIAN ST' });
  data = setAt(data, 'Units.1.Driver', { NAMELASTTXT: 'HOLLOWAY', NAMEFIRSTTXT: 'PRISCILLA', ...HOME });
  data = setAt(data, 'Units.1.Owner', { OwnerPersonInd: '1', NAMELASTTXT: 'HOLLOWAY', ...HOME });
  return setAt(data, 'Units.1.Passengers', [{ NAMELASTTXT: 'HOLLOWAY', NAMEFIRSTTXT: 'MAYA' }]);
}

describe('the address offered at the field being typed', () => {
  it("offers a passenger's empty street the addresses in the report, her own unit's first, each address once", () => {
    const offers = addressOffers(vehicleCrashReport, report(), 9, 'Units.1.Passengers.0.ADDRSTREETTXT');
    expect(offers.map((p) => [p.source.role, p.source.unit, p.street])).toEqual([
      ['driver', 2, '2200 S HARDING ST'],
      ['driver', 1, '123 N MERIDIAN ST'],
    ]);
  });

  it('offers nothing at a street already written, at another field, or where nobody has an address', () => {
    const data = report();
    const cleared = setAt(data, 'Units.1.Driver.ADDRSTREETTXT', '');
    const offers = addressOffers(vehicleCrashReport, cleared, 9, 'Units.1.Driver.ADDRSTREETTXT');
    expect(offers.map((p) => [p.source.role, p.source.unit])).toEqual([
      ['owner', 2],
      ['driver', 1],
    ]);
    expect(addressOffers(vehicleCrashReport, data, 9, 'Units.1.Owner.ADDRSTREETTXT')).toEqual([]);
    expect(addressOffers(vehicleCrashReport, data, 9, 'Units.1.Passengers.0.ADDRCITYTXT')).toEqual([]);
    expect(addressOffers(vehicleCrashReport, completeReport(), 9, 'Units.0.Driver.ADDRSTREETTXT')).toEqual([]);
  });

  it("offers a witness's one-line address too", () => {
    const data = setAt(report(), 'Witnesses', [{ NAMETXT: 'OKAFOR, DANIEL' }]);
    expect(addressOffers(vehicleCrashReport, data, 9, 'Witnesses.0.ADDRESSTXT')).toHaveLength(2);
  });
});

describe('"same as the driver" offered at the owner\'s name', () => {
  it("answers Driver Owns the Vehicle Yes, naming the driver, while the owner's name is empty and the question unanswered", () => {
    let data = setAt(report(), 'Units.1.Owner', {});
    expect(sameAsDriverOffer(vehicleCrashReport, data, 'Units.1.Owner.NAMELASTTXT')).toEqual({
      path: 'Units.1.Driver.VehicleOwnerInd',
      value: '1',
      driverName: 'HOLLOWAY, PRISCILLA',
    });
    expect(sameAsDriverOffer(vehicleCrashReport, data, 'Units.1.Owner.NAMEFIRSTTXT')).toBeUndefined();
    expect(sameAsDriverOffer(vehicleCrashReport, data, 'Units.1.Passengers.0.NAMELASTTXT')).toBeUndefined();
    data = setAt(data, 'Units.1.Driver.VehicleOwnerInd', '0');
    expect(sameAsDriverOffer(vehicleCrashReport, data, 'Units.1.Owner.NAMELASTTXT')).toBeUndefined();
    expect(sameAsDriverOffer(vehicleCrashReport, report(), 'Units.1.Owner.NAMELASTTXT')).toBeUndefined();
  });
});
