import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_LIST_UPDATE_START } from '../../../lib/codes/code-list-constants';
import type { CodeListSeed } from '../../../lib/codes/code-list';
import { CodeListId } from '../../../lib/codes/list-ids';
import { codeListSeeds } from '../../../lib/codes/seed/all-code-lists';
import { seedCodeLists } from '../../../server/db/seed-code-lists';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const totalEntries = codeListSeeds.reduce((n, l) => n + l.entries.length, 0);

/** The shipped seed with one list changed, as a later release of the seed would be. */
function seedsWith(listId: number, change: (list: CodeListSeed) => CodeListSeed): CodeListSeed[] {
  return codeListSeeds.map((l) => (l.listId === listId ? change(l) : l));
}

describe.each(engines())('code lists: seed, CodeList/GetUpdated and CodeList/Search on %s', (engine) => {
  let server: TestServer;
  let officer: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    officer = await server.login('officer');
  });
  afterAll(() => server.close());

  const stamps = async () =>
    (await server.db.selectFrom('code_lists').select(['list_id', 'code', 'last_updated']).execute())
      .map((r) => `${r.list_id}/${r.code}@${r.last_updated.toISOString()}`)
      .sort();
  const getUpdated = (payload: object, token = officer) => server.call('CodeList/GetUpdated', payload, token);
  const search = (payload: object, token = officer) => server.call('CodeList/Search', payload, token);

  it('seeding fills every list of the registry with its entries, all active', async () => {
    const counts = await server.db
      .selectFrom('code_lists')
      .select(['list_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('active', '=', true)
      .groupBy('list_id')
      .execute();
    const byList = new Map(counts.map((c) => [c.list_id, Number(c.n)]));
    for (const list of codeListSeeds) expect(byList.get(list.listId), `list ${list.listId}`).toBe(list.entries.length);
    expect(byList.size).toBe(Object.keys(CodeListId).length);
    const names = await server.db.selectFrom('code_list_names').selectAll().execute();
    expect(names).toHaveLength(codeListSeeds.length);
    expect(names.find((n) => n.list_id === CodeListId.City)).toMatchObject({ name: 'City/Town', parent_list_id: 2 });
  });

  it('seeding again changes nothing and stamps nothing', async () => {
    const before = await stamps();
    expect(await seedCodeLists(server.db)).toEqual({ listsChanged: 0, entriesChanged: 0, entriesDeactivated: 0 });
    expect(await stamps()).toEqual(before);
  });

  it('GetUpdated from the default start (2017-01-01) answers every list and entry, then nothing since its serverTime', async () => {
    const all = await getUpdated({});
    expect(all.statusCode).toBe(200);
    const { lists, entries, serverTime } = all.body.payload;
    expect(lists).toHaveLength(codeListSeeds.length);
    expect(entries).toHaveLength(totalEntries);
    expect(entries.find((e: { listId: number; code: string }) => e.listId === 339 && e.code === 'IN0490000')).toEqual({
      listId: 339,
      code: 'IN0490000',
      // The demo agency's name: an agency's own name is its code's label (migration 029).
      label: DEMO_AGENCY.name,
      parentCode: '097',
      active: true,
      lastUpdated: expect.any(String),
    });
    expect((await getUpdated({ since: CODE_LIST_UPDATE_START })).body.payload.entries).toHaveLength(totalEntries);
    const none = await getUpdated({ since: serverTime });
    expect(none.body.payload).toEqual({ lists: [], entries: [], serverTime: expect.any(String) });
    expect(Date.parse(none.body.payload.serverTime)).toBeGreaterThanOrEqual(Date.parse(serverTime));
  });

  it('after one label changes, GetUpdated answers just that entry; a code left out of the seed comes back inactive', async () => {
    const { serverTime } = (await getUpdated({})).body.payload;
    const relabelled = seedsWith(CodeListId.Weather, (l) => ({
      ...l,
      entries: l.entries.map((e) => (e.code === '2' ? { ...e, label: 'Overcast' } : e)),
    }));
    expect(await seedCodeLists(server.db, relabelled)).toEqual({
      listsChanged: 0,
      entriesChanged: 1,
      entriesDeactivated: 0,
    });
    const changed = (await getUpdated({ since: serverTime })).body.payload;
    expect(changed.lists).toEqual([]);
    expect(changed.entries).toEqual([
      {
        listId: CodeListId.Weather,
        code: '2',
        label: 'Overcast',
        parentCode: null,
        active: true,
        lastUpdated: expect.any(String),
      },
    ]);

    const dropped = relabelled.map((l) =>
      l.listId === CodeListId.Weather ? { ...l, entries: l.entries.filter((e) => e.code !== '8') } : l,
    );
    expect(await seedCodeLists(server.db, dropped)).toEqual({
      listsChanged: 0,
      entriesChanged: 0,
      entriesDeactivated: 1,
    });
    const gone = (await getUpdated({ since: changed.serverTime })).body.payload.entries;
    expect(gone).toEqual([expect.objectContaining({ listId: CodeListId.Weather, code: '8', active: false })]);
    expect((await search({ listId: CodeListId.Weather, text: 'blowing' })).body.payload.entries).toEqual([]);

    // The shipped seed again: 2 gets its label back and 8 comes back active.
    expect(await seedCodeLists(server.db)).toEqual({ listsChanged: 0, entriesChanged: 2, entriesDeactivated: 0 });
    expect((await search({ listId: CodeListId.Weather, text: 'blowing' })).body.payload.entries).toHaveLength(1);
  });

  it('GetUpdated refuses a since that is not a date-time', async () => {
    const res = await getUpdated({ since: 'yesterday' });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fieldErrors[0].path).toBe('payload.since');
  });

  it('Search ranks code-prefix matches first, then labels, active entries only', async () => {
    const res = await search({ listId: CodeListId.City, text: 'IN' });
    expect(res.statusCode).toBe(200);
    const labels = res.body.payload.entries.map((e: { label: string }) => e.label);
    expect(labels).toHaveLength(20);
    expect(labels.slice(0, 3)).toEqual(['Indian Village', 'Indianapolis', 'Ingalls']);
    const byCode = await search({ listId: CodeListId.County, text: '09' });
    expect(byCode.body.payload.entries.map((e: { code: string }) => e.code)).toEqual([
      '091',
      '093',
      '095',
      '097',
      '099',
    ]);
  });

  it('Search cascades by parent code: cities of Marion County only', async () => {
    const res = await search({ listId: CodeListId.City, text: 'in', parentCode: '097' });
    expect(res.body.payload.entries.map((e: { label: string; parentCode: string }) => [e.label, e.parentCode])).toEqual(
      [
        ['Indianapolis', '097'],
        ['Spring Hill', '097'],
      ],
    );
    const townships = await search({ listId: CodeListId.Township, text: 'wa', parentCode: '097' });
    expect(townships.body.payload.entries.map((e: { label: string }) => e.label)).toEqual([
      'Warren Township',
      'Washington Township',
      'Wayne Township',
    ]);
  });

  it('Search finds citations on list 340 from 2 characters, in natural section order, up to the limit', async () => {
    const res = await search({ listId: CodeListId.Citation, text: 'ic', limit: 5 });
    expect(res.body.payload.entries.map((e: { code: string }) => e.code)).toEqual([
      'IC 7.1-5-1-3',
      'IC 7.1-5-7-7',
      'IC 9-18.1-2-1',
      'IC 9-18.1-2-4',
      'IC 9-18.1-4-2',
    ]);
    const speed = await search({ listId: CodeListId.Citation, text: 'Ic 9-21-5-' });
    expect(speed.body.payload.entries.slice(0, 2).map((e: { code: string }) => e.code)).toEqual([
      'IC 9-21-5-1',
      'IC 9-21-5-2',
    ]);
    const byLabel = await search({ listId: CodeListId.Citation, text: 'reckless' });
    expect(byLabel.body.payload.entries.map((e: { code: string }) => e.code)).toEqual([
      'IC 9-21-8-52', // Reckless driving
      'IC 35-42-1-5', // Reckless homicide
      'IC 35-42-2-2', // Criminal recklessness: the label only contains the text
    ]);
  });

  it('Search treats % and _ as plain characters', async () => {
    const res = await search({ listId: CodeListId.Citation, text: '%%' });
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.entries).toEqual([]);
  });

  it('Search answers 400 with a field error below 2 characters, and for a limit over 100', async () => {
    const short = await search({ listId: CodeListId.Citation, text: ' i ' });
    expect(short.statusCode).toBe(400);
    expect(short.body.error.fieldErrors).toEqual([
      { path: 'payload.text', message: 'Type at least 2 characters to search.' },
    ]);
    const big = await search({ listId: CodeListId.Citation, text: 'ic', limit: 101 });
    expect(big.statusCode).toBe(400);
    expect(big.body.error.fieldErrors[0].path).toBe('payload.limit');
  });

  it('Search answers 404 for a list that does not exist', async () => {
    const res = await search({ listId: 999, text: 'ab' });
    expect(res.statusCode).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found', message: 'There is no code list 999.' });
  });

  it('both calls need a session', async () => {
    expect((await getUpdated({}, '')).statusCode).toBe(401);
    expect((await search({ listId: CodeListId.City, text: 'in' }, '')).statusCode).toBe(401);
  });
});
