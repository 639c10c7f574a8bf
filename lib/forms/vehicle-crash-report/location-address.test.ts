import { describe, expect, it } from 'vitest';
import { CodeListId } from '../../codes/list-ids';
import { locationAddressSearch } from './location-address';

const labels: Record<string, string> = { [`${CodeListId.City}:36003`]: 'Indianapolis' };
const label = (listId: number, code: string) => labels[`${listId}:${code}`];

describe('locationAddressSearch', () => {
  it('joins house number, direction, roadway name, suffix, city label and zip; county goes apart', () => {
    expect(
      locationAddressSearch(
        {
          RdwyHouseNbrTxt: '100',
          RoadwayDirection: 'N',
          RdwyNameTxt: ' MERIDIAN ',
          RdwySuffixTxt: 'ST',
          CityCde: '36003',
          Zip: '46204',
          CountyCde: '097',
        },
        label,
      ),
    ).toEqual({ ok: true, address: '100 N MERIDIAN ST, Indianapolis, 46204', county: '097' });
  });

  it('uses the roadway number when there is no name, and leaves out what is empty or unknown', () => {
    expect(locationAddressSearch({ RdwyNumberTxt: 'SR 37', CityCde: '99999' }, label)).toEqual({
      ok: true,
      address: 'SR 37',
    });
    expect(locationAddressSearch({ RdwyNameTxt: 'WASHINGTON', RdwyNumberTxt: '40' }, label)).toMatchObject({
      address: 'WASHINGTON',
    });
  });

  it('says what is missing when there is no roadway', () => {
    const result = locationAddressSearch({ CityCde: '36003', RdwyHouseNbrTxt: '12' }, label);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('roadway name or number') });
    expect(locationAddressSearch(undefined, label).ok).toBe(false);
  });

  it('refuses an address too short to find', () => {
    expect(locationAddressSearch({ RdwyNameTxt: 'A' }, label)).toEqual({
      ok: false,
      message: expect.stringContaining('too short'),
    });
  });
});
