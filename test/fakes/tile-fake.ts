import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1x1 white PNG: Leaflet stretches every tile to 256 px, so this is a whole (plain) map. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

const TILE_PATH = /^\/(\d{1,2})\/(\d+)\/(\d+)\.png$/;

export interface TileFake {
  /** MAP_TILE_URL for the server under test. */
  template: string;
  /** Tile requests received, as /z/x/y.png paths, oldest first (other paths answer 404). */
  requests: string[];
  stop: () => Promise<void>;
}

/** A tile server on 127.0.0.1 answering /{z}/{x}/{y}.png, so no map test reaches the internet. */
export async function startTileFake(): Promise<TileFake> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const match = TILE_PATH.exec(path);
    if (!match) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not a tile');
      return;
    }
    requests.push(path);
    response
      .writeHead(200, {
        'content-type': 'image/png',
        'content-length': TILE.length,
        // Leaflet reads tiles as images from another origin; the fake allows it as tile servers do.
        'access-control-allow-origin': '*',
      })
      .end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    requests,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
