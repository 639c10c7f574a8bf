import { describe, expect, it } from 'vitest';
import { CodeListId } from '../../codes/list-ids';
import { addressProblem, locationAddressSearch } from './location-address';
import { vehicleCrashReport } from '../vehicle-crash-report';

const labels: Record<string, string> = { [`${CodeListId.City}:36003`]: 'Indianapolis' };
const label = (listId: number, code: string) => labels[`${listId}:${code}`];
/** The address search of a report whose Location section is `location`. */
const search = (location: Record<string, unknown> | undefined) =>
  locationAddressSearch(vehicleCrashReport, location === undefined ? {} : { Location: location }, label);

describe('locationAddressSearch', () => {
  it('joins house number, direction, roadway name, suffix, city label and zip; county goes apart', () => {
    expect(
      search({
        RdwyHouseNbrTxt: '100',
        RoadwayDirection: 'N',
        RdwyNameTxt: ' MERIDIAN ',
        RdwySuffixTxt: 'ST',
        CityCde: '36003',
        Zip: '46204',
        CountyCde: '097',
      }),
    ).toEqual({ address: '100 N MERIDIAN ST, Indianapolis, 46204', county: '097', problem: '' });
  });

  it('uses the roadway number when there is no name, and leaves out what is empty or unknown', () => {
    expect(search({ RdwyNumberTxt: 'SR 37', CityCde: '99999' })).toEqual({
      address: 'SR 37',
      problem: '',
    });
    expect(search({ RdwyNameTxt: 'WASHINGTON', RdwyNumberTxt: '40' })).toMatchObject({
      address: 'WASHINGTON',
    });
  });

  it('says what is missing when there is no roadway', () => {
    const result = search({ CityCde: '36003', RdwyHouseNbrTxt: '12', CountyCde: '097' });
    expect(result).toEqual({
      address: 'Indianapolis',
      county: '097',
      problem: expect.stringContaining('roadway name or number'),
    });
    expect(search(undefined).problem).not.toBe('');
  });

  it('refuses an address too short to find, typed or built', () => {
    expect(search({ RdwyNameTxt: 'A' }).problem).toMatch(/too short/);
    expect(addressProblem('  ab ')).toBe('The address “ab” is too short to find: type at least 3 characters.');
    expect(addressProblem('')).toMatch(/no address to find/);
    expect(addressProblem('US 31')).toBe('');
  });
});
