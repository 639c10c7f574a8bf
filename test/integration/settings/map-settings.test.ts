import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines())('Settings/GetApplicationSettings map tiles on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'Tiles © County GIS',
    });
  });
  afterAll(() => server.close());

  it('answers the configured tile URL and attribution, before sign-in', async () => {
    const res = await server.call('Settings/GetApplicationSettings', {});
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toMatchObject({
      mapTileUrl: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
      mapTileAttribution: 'Tiles © County GIS',
    });
  });
});
