import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PINS } from '../../../lib/analysis/dashboard-pins';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines())('a dashboard’s pinned crash data views on %s', (engine) => {
  let server: TestServer;
  const token: Record<string, string> = {};
  const ok = async (who: string, path: string, payload: unknown) => {
    const res = await server.call(path, payload, token[who]);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload.pins as { id: number; title: string; view: string; search: string; position: number }[];
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    for (const u of ['officer', 'supervisor', 'agencyadmin']) token[u] = await server.login(u);
  });
  afterAll(() => server.close());

  it('pins views with their filters, keeps their order, moves and removes them, and follows the user', async () => {
    await ok('supervisor', 'Dashboard/Pin', {
      view: 'trend',
      title: 'Marion crashes',
      search: '?countyCode=049&trend=week',
    });
    await ok('supervisor', 'Dashboard/Pin', { view: 'hourByDay', title: 'When', search: '' });
    const pins = await ok('supervisor', 'Dashboard/Pin', {
      view: 'map',
      title: 'Fatal map',
      search: '?severity=K&view=map',
    });
    expect(pins.map((p) => [p.title, p.view, p.search, p.position])).toEqual([
      ['Marion crashes', 'trend', '?countyCode=049&trend=week', 0],
      ['When', 'hourByDay', '', 1],
      ['Fatal map', 'map', '?severity=K&view=map', 2],
    ]);
    const moved = await ok('supervisor', 'Dashboard/MovePin', { id: pins[2]!.id, position: 0 });
    expect(moved.map((p) => p.title)).toEqual(['Fatal map', 'Marion crashes', 'When']);
    const removed = await ok('supervisor', 'Dashboard/Unpin', { id: pins[0]!.id });
    expect(removed.map((p) => [p.title, p.position])).toEqual([
      ['Fatal map', 0],
      ['When', 1],
    ]);
    // Another computer: another session of the same user sees the same pins.
    const elsewhere = await server.login('supervisor');
    const listed = await server.call('Dashboard/Pins', {}, elsewhere);
    expect(listed.body.payload.pins.map((p: { title: string }) => p.title)).toEqual(['Fatal map', 'When']);
    // Nobody else's.
    expect(await ok('agencyadmin', 'Dashboard/Pins', {})).toEqual([]);
    const other = await server.call('Dashboard/Unpin', { id: pins[1]!.id }, token.agencyadmin);
    expect(other.statusCode).toBe(404);
    expect(other.body.error.message).toBe(`There is no pin ${pins[1]!.id} on your dashboard.`);
    const otherMove = await server.call('Dashboard/MovePin', { id: pins[1]!.id, position: 0 }, token.agencyadmin);
    expect(otherMove.statusCode).toBe(404);
  });

  it('refuses a pin from whoever may not use the crash data screen, a filter the screen refuses, and more than the limit', async () => {
    const officer = await server.call('Dashboard/Pin', { view: 'trend', title: 'Mine', search: '' }, token.officer);
    expect(officer.statusCode).toBe(403);
    const badFilter = await server.call(
      'Dashboard/Pin',
      { view: 'trend', title: 'Bad', search: '?hitAndRun=maybe' },
      token.agencyadmin,
    );
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.body.error.fieldErrors).toEqual([
      { path: 'payload.search', message: 'The pinned view’s filters are not ones the crash data screen takes.' },
    ]);
    const untitled = await server.call('Dashboard/Pin', { view: 'trend', title: '  ', search: '' }, token.agencyadmin);
    expect(untitled.body.error.fieldErrors).toEqual([{ path: 'payload.title', message: 'Name the pinned view.' }]);
    for (let i = 0; i < MAX_PINS; i++)
      await ok('agencyadmin', 'Dashboard/Pin', { view: 'severity', title: `Pin ${i}`, search: '' });
    const over = await server.call(
      'Dashboard/Pin',
      { view: 'severity', title: 'One more', search: '' },
      token.agencyadmin,
    );
    expect(over.statusCode).toBe(400);
    expect(over.body.error.message).toBe(`Your dashboard holds at most ${MAX_PINS} pinned views: remove one first.`);
    expect(await ok('agencyadmin', 'Dashboard/Pins', {})).toHaveLength(MAX_PINS);
  });
});
