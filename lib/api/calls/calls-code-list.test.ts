import { describe, expect, it } from 'vitest';
import { CODE_LIST_UPDATE_START } from '../../codes/code-list-constants';
import { getUpdatedCodeLists, searchCodeList } from './calls-code-list';

describe('CodeList calls', () => {
  it('GetUpdated asks from 2017-01-01 when the client has never synced', () => {
    expect(getUpdatedCodeLists.request.parse({})).toEqual({ since: '2017-01-01T00:00:00Z' });
    expect(CODE_LIST_UPDATE_START).toBe('2017-01-01T00:00:00Z');
    expect(getUpdatedCodeLists.request.parse({ since: '2026-03-01T10:00:00.123+01:00' }).since).toBe(
      '2026-03-01T10:00:00.123+01:00',
    );
    expect(getUpdatedCodeLists.request.safeParse({ since: '2026-03-01' }).success).toBe(false);
  });

  it('Search needs 2 characters after trimming and limits answers to 20 by default, 100 at most', () => {
    expect(searchCodeList.request.parse({ listId: 340, text: ' ic ' })).toEqual({ listId: 340, text: 'ic', limit: 20 });
    const short = searchCodeList.request.safeParse({ listId: 340, text: ' i ' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]).toMatchObject({ path: ['text'], message: 'Type at least 2 characters to search.' });
    expect(searchCodeList.request.safeParse({ listId: 340, text: 'ic', limit: 101 }).success).toBe(false);
    expect(searchCodeList.request.safeParse({ listId: 0, text: 'ic' }).success).toBe(false);
    expect(searchCodeList.request.parse({ listId: 3, text: 'in', parentCode: '097' }).parentCode).toBe('097');
  });
});
