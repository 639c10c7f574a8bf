import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLookupFakes, type LookupFakes } from '../../fakes/lookup-fakes';
import { startTileFake, type TileFake } from '../../fakes/tile-fake';
import { launchChromium } from '../support/chromium';
import { visit } from '../support/fresh-pages';
import { byRole, signIn, waitForText } from '../support/page-helpers';
import { freePort } from '../../fakes/free-port';
import { startRealServer, type RealServer } from '../support/real-server';

const MAP = '[aria-roledescription="map"]';
const LAT = '#field-Location-LatDecimalNmb';
const LONG = '#field-Location-LongDecimalNmb';

const valueOf = (page: Page, selector: string) => page.$eval(selector, (e) => (e as HTMLInputElement).value);
const markerTitle = (page: Page) =>
  page.$eval(`${MAP} .leaflet-marker-icon`, (e) => e.getAttribute('title')).catch(() => null);

async function openLocation(page: Page) {
  await page.locator('nav[aria-label="Report sections"] button ::-p-text(Location)').click();
  await page.waitForFunction(() => document.getElementById('section-title')?.textContent?.startsWith('Location'));
  await page.waitForSelector(MAP);
}

async function signedInPage(browser: Browser, baseUrl: string) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.setViewport({ width: 1400, height: 1000 });
  await signIn(page, baseUrl, 'officer');
  await waitForText(page, 'My reports');
  return { context, page };
}

/** A new report on `page`, at its Location section; from the dashboard, which it goes to inside the app. */
async function newReportOn(page: Page) {
  if (!page.url().endsWith('/dashboard')) await visit(page, '/dashboard', 'Dashboard');
  await byRole(page, 'button', 'New crash report').click();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.startsWith('Vehicle Crash Report #'));
  await openLocation(page);
}

async function newReportAtLocation(browser: Browser, baseUrl: string) {
  const { context, page } = await signedInPage(browser, baseUrl);
  await newReportOn(page);
  return { context, page };
}

/** Replaces a text field's value by typing, as the officer would, and leaves the field. */
async function retype(page: Page, selector: string, text: string) {
  await page.click(selector);
  await page.$eval(selector, (i) => (i as HTMLInputElement).select());
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** Clicks the map this far from its centre, in fractions of its width and height. */
async function clickMap(page: Page, dx: number, dy: number) {
  await page.$eval(MAP, (map) => map.scrollIntoView({ block: 'center' }));
  const box = await (await page.$(MAP))?.boundingBox();
  if (!box) throw new Error('The map is not on the page');
  await page.mouse.click(box.x + box.width * (0.5 + dx), box.y + box.height * (0.5 + dy));
}

/** Clicks the map this many pixels from its centre. */
async function clickMapPixels(page: Page, dx: number, dy: number) {
  await page.$eval(MAP, (map) => map.scrollIntoView({ block: 'center' }));
  const box = await (await page.$(MAP))?.boundingBox();
  if (!box) throw new Error('The map is not on the page');
  await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
}

/** The map's zoom, as the map element tells it. */
const zoomOf = (page: Page) => page.$eval(MAP, (map) => Number(map.getAttribute('data-zoom')));

/** Zooms out with the map's own − button until the map is at this zoom. */
async function zoomTo(page: Page, zoom: number) {
  while ((await zoomOf(page)) > zoom) {
    const was = await zoomOf(page);
    await page.click(`${MAP} .leaflet-control-zoom-out`);
    await page.waitForFunction(
      (m, z) => Number(document.querySelector(m)?.getAttribute('data-zoom')) < z,
      {},
      MAP,
      was,
    );
  }
}

/** Drags the marker this many pixels (at zoom 4 the bounds box is about 60 by 70 pixels). */
async function dragMarker(page: Page, dx: number, dy: number) {
  await page.$eval(MAP, (map) => map.scrollIntoView({ block: 'center' }));
  const marker = await (await page.$(`${MAP} .leaflet-marker-icon`))?.boundingBox();
  if (!marker) throw new Error('The marker is not on the page');
  const x = marker.x + marker.width / 2;
  const y = marker.y + marker.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 10 });
  await page.mouse.up();
}

/** Where the marker is drawn inside the map, in pixels from its top left corner. */
async function markerOffset(page: Page) {
  return page.$eval(MAP, (map) => {
    const marker = map.querySelector('.leaflet-marker-icon')?.getBoundingClientRect();
    const frame = map.getBoundingClientRect();
    return marker ? { x: marker.x - frame.x, y: marker.y - frame.y } : null;
  });
}

/** Lets React render what a click or a keystroke changed. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('the location map, with local tile and geocoder fakes', () => {
  let fakes: LookupFakes;
  let tiles: TileFake;
  let server: RealServer;
  let browser: Browser;

  beforeAll(async () => {
    [fakes, tiles] = await Promise.all([startLookupFakes(), startTileFake()]);
    server = await startRealServer({ ...fakes.env, MAP_TILE_URL: tiles.template, MAP_TILE_ATTRIBUTION: 'Test tiles' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await Promise.all([fakes?.stop(), tiles?.stop()]);
  });

  // The officer signs in once; each test starts a new report from the dashboard (a page load and a
  // sign-in each, before).
  let officer: Promise<Page> | undefined;
  const reportAtLocation = async () => {
    const page = await (officer ??= signedInPage(browser, server.url).then((signedIn) => signedIn.page));
    await newReportOn(page);
    return page;
  };

  it('draws tiles from MAP_TILE_URL; a click outside the bounds is refused, one farther out than zoom 15 zooms in; typing moves the marker; Enter and dragging work', async () => {
    const page = await reportAtLocation();

    // Tiles come from the configured server, at the default view (zoom 4).
    await page.waitForSelector(`${MAP} img.leaflet-tile-loaded`);
    expect(tiles.requests.length).toBeGreaterThan(0);
    expect(tiles.requests.every((p) => p.startsWith('/4/'))).toBe(true);
    await waitForText(page, 'Test tiles');
    expect(await page.$(`${MAP} .leaflet-marker-icon`)).toBeNull();

    // Far to the west (west of -95 at zoom 4) is outside longitude -88 to -85.
    await clickMap(page, -0.45, 0);
    await waitForText(page, 'is outside the area a crash report can place: latitude 38 to 42 and longitude -88 to -85');
    expect(await zoomOf(page)).toBe(4);

    // Minimum zoom 15: a click at zoom 4 sets nothing and zooms in to street level there.
    await clickMap(page, 0, 0);
    await waitForText(page, 'The map has zoomed in to street level where you chose.');
    await page.waitForFunction((m) => document.querySelector(m)?.getAttribute('data-zoom') === '15', {}, MAP);
    expect(await valueOf(page, LAT)).toBe('');
    await page.waitForFunction(() => [...document.querySelectorAll('img.leaflet-tile-loaded')].length > 0);
    expect(tiles.requests.some((p) => p.startsWith('/15/'))).toBe(true);

    // There, a click sets the point; no roadway of the fake lies near the default centre, so it stays put.
    await clickMap(page, 0, 0);
    await waitForText(page, 'set where you chose: no roadway lies within 100 m.');
    const latitude = Number(await valueOf(page, LAT));
    const longitude = Number(await valueOf(page, LONG));
    expect(Math.abs(latitude - 39.410993)).toBeLessThan(0.3);
    expect(Math.abs(longitude - -86.418882)).toBeLessThan(0.3);
    expect(await valueOf(page, LAT)).toMatch(/^\d{2}\.\d{1,9}$/);
    expect(await markerTitle(page)).toBe(`Crash location ${latitude.toFixed(6)}, ${longitude.toFixed(6)}`);

    // Typed coordinates move the marker: north and west of the point is up and to the left. The
    // partial values on the way (39.4, 39.43, …) are points too, far off at this zoom: the map does
    // not chase them.
    const before = await markerOffset(page);
    const [north, west] = [(latitude + 0.001).toFixed(6), (longitude - 0.001).toFixed(6)];
    await retype(page, LAT, north);
    await retype(page, LONG, west);
    await page.waitForFunction(
      (selector, title) => document.querySelector(selector)?.getAttribute('title') === title,
      {},
      `${MAP} .leaflet-marker-icon`,
      `Crash location ${north}, ${west}`,
    );
    const after = await markerOffset(page);
    expect(after?.y).toBeLessThan(before?.y ?? 0);
    expect(after?.x).toBeLessThan(before?.x ?? 0);

    // Keyboard: Tab from Unable to Map reaches the map by its name; Enter sets the centre.
    await page.focus('#field-Location-UnableToMap');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => ({
        role: document.activeElement?.getAttribute('role'),
        name: document.activeElement?.getAttribute('aria-label'),
      })),
    ).toEqual({ role: 'application', name: `Map: crash location at ${Number(north)}, ${Number(west)}` });
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (selector, old) => (document.querySelector(selector) as HTMLInputElement).value !== old,
      {},
      LAT,
      north,
    );
    expect(Math.abs(Number(await valueOf(page, LAT)) - latitude)).toBeLessThan(0.0001);

    // Dragging the marker south sets a smaller latitude.
    const centre = await valueOf(page, LAT);
    await dragMarker(page, 0, 10);
    await page.waitForFunction(
      (selector, old) => (document.querySelector(selector) as HTMLInputElement).value !== old,
      {},
      LAT,
      centre,
    );
    const dragged = await valueOf(page, LAT);
    expect(Number(dragged)).toBeLessThan(Number(centre));

    // Zoomed out again, a drag out of the bounds goes back, and a drag inside them zooms in instead.
    await zoomTo(page, 4);
    await dragMarker(page, 150, 0);
    await waitForText(page, 'is outside the area a crash report can place');
    expect(await valueOf(page, LAT)).toBe(dragged);
    await dragMarker(page, 0, 10);
    await waitForText(page, 'The map has zoomed in to street level where you chose.');
    await page.waitForFunction((m) => document.querySelector(m)?.getAttribute('data-zoom') === '15', {}, MAP);
    expect(await valueOf(page, LAT)).toBe(dragged);
  });

  it('snaps a point to the nearest roadway within 100 m, not when Not on Roadway is ticked; a failing service leaves it where chosen', async () => {
    const page = await reportAtLocation();
    // The geocoder fake's North Meridian Street, which the road fake runs along (longitude -86.1581).
    await retype(page, '#field-Location-RdwyNameTxt', 'meridian');
    await byRole(page, 'button', 'Find on map').click();
    await page.locator('ul[aria-label="Places found"] button ::-p-text(Indianapolis)').click();
    await waitForText(
      page,
      'Latitude 39.7762 and longitude -86.1581 set on NORTH MERIDIAN STREET, 0 m from where you chose.',
    );
    expect(await zoomOf(page)).toBe(15);

    // About 20 pixels (75 m at zoom 15) east of the street: the point moves back onto it.
    await clickMapPixels(page, 20, 0);
    await waitForText(page, 'set on NORTH MERIDIAN STREET, 7');
    expect(await valueOf(page, LONG)).toBe('-86.1581');
    expect(Math.abs(Number(await valueOf(page, LAT)) - 39.7762)).toBeLessThan(0.0001);
    expect(fakes.roadSnap.requests.at(-1)?.searchParams.get('radiuses')).toBe('100');

    // About 40 pixels (150 m) east: no roadway that close, so it is set where the officer clicked.
    await clickMapPixels(page, 40, 0);
    await waitForText(page, 'no roadway lies within 100 m. If the crash was off the road, tick Not on Roadway.');
    const offRoad = Number(await valueOf(page, LONG));
    expect(offRoad).toBeGreaterThan(-86.1581 + 0.001);

    // Not on Roadway: the chosen point is kept, the service is not asked.
    await page.click('#field-Location-NotOnRoadway');
    const asked = fakes.roadSnap.requests.length;
    await clickMapPixels(page, 20, 0);
    await waitForText(page, 'Not on Roadway is ticked, so it stays off the road.');
    expect(Number(await valueOf(page, LONG))).toBeGreaterThan(-86.1581 + 0.0005);
    expect(fakes.roadSnap.requests.length).toBe(asked);
    await page.click('#field-Location-NotOnRoadway');

    // The service fails: the point is still set, where chosen, and the officer is told why.
    fakes.roadSnap.behaviour = 'fail';
    const chosen = await valueOf(page, LONG);
    await clickMapPixels(page, -10, 0);
    await waitForText(
      page,
      'The roadway snapping service is not working right now; the point stays where it was chosen.',
    );
    expect(await valueOf(page, LONG)).not.toBe(chosen);
    expect(Number(await valueOf(page, LONG))).not.toBe(-86.1581);
    fakes.roadSnap.reset();

    // Unable to Map is refused where the crash has been placed.
    await page.click('#field-Location-UnableToMap');
    await waitForText(page, 'Unable to Map is ticked, but the crash has a latitude and longitude');
  });

  it('finds the typed address with the geocoder, and Unable to Map turns the map off', async () => {
    const page = await reportAtLocation();

    await byRole(page, 'button', 'Find on map').click();
    await waitForText(page, 'Type the roadway name or number in the Location section first');

    await retype(page, '#field-Location-RdwyNameTxt', 'nowhere');
    await byRole(page, 'button', 'Find on map').click();
    await waitForText(page, 'Nothing was found for “NOWHERE”');

    fakes.geocoder.behaviour = 'fail';
    await byRole(page, 'button', 'Find on map').click();
    await waitForText(
      page,
      'The address search (geocoding) service is not working right now; set the location on the map or type the coordinates.',
    );

    fakes.geocoder.reset();
    await retype(page, '#field-Location-RdwyNameTxt', 'meridian');
    expect(await valueOf(page, 'input[placeholder="House number, roadway, city"]')).toBe('MERIDIAN');
    await byRole(page, 'button', 'Find on map').click();
    await waitForText(page, 'Pick the crash location');
    expect(fakes.geocoder.requests.at(-1)?.searchParams.get('q')).toBe('MERIDIAN, Indiana');
    // The Mississippi Meridian is outside the bounds and not offered.
    expect(await page.$$eval('ul[aria-label="Places found"] li', (items) => items.length)).toBe(2);
    await page.locator('ul[aria-label="Places found"] button ::-p-text(Indianapolis)').click();
    await waitForText(page, 'Placed at North Meridian Street, Indianapolis');
    await waitForText(page, 'set on NORTH MERIDIAN STREET, 0 m from where you chose.');
    expect(await valueOf(page, LAT)).toBe('39.7762');
    expect(await valueOf(page, LONG)).toBe('-86.1581');
    expect(await markerTitle(page)).toBe('Crash location 39.776200, -86.158100');

    // Unable to Map: the map says so and sets nothing; the address search is off too.
    await page.click('#field-Location-UnableToMap');
    await waitForText(page, 'Unable to Map is ticked, so the map does not set the point.');
    // The marker follows the UI rules, which run a frame after the tick is painted.
    await page.waitForFunction(
      (m) => !document.querySelector(`${m} .leaflet-marker-draggable`),
      { timeout: 5_000 },
      MAP,
    );
    await page.waitForFunction(
      () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Find on map' && b.disabled),
      { timeout: 5_000 },
    );
    await clickMap(page, 0.05, 0.05);
    await settle(page);
    expect(await valueOf(page, LAT)).toBe('39.7762');
    expect(await valueOf(page, LONG)).toBe('-86.1581');

    // The tick's message grew the page: the box is brought out from under the sticky header first.
    await page.$eval('#field-Location-UnableToMap', (e) => e.scrollIntoView({ block: 'center' }));
    await page.click('#field-Location-UnableToMap');
    await page.waitForSelector(`${MAP} .leaflet-marker-draggable`);
  });
});

describe('the location map when the tile server cannot be reached', () => {
  let server: RealServer;
  let browser: Browser;
  let closedPort: number;

  beforeAll(async () => {
    closedPort = await freePort();
    server = await startRealServer({ MAP_TILE_URL: `http://127.0.0.1:${closedPort}/{z}/{x}/{y}.png` });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('says the tiles cannot be loaded, and typed coordinates still work and are saved', async () => {
    const { context, page } = await newReportAtLocation(browser, server.url);
    await waitForText(page, `The map tiles could not be loaded from 127.0.0.1:${closedPort}`);
    await waitForText(page, 'type the latitude and longitude instead.');

    await retype(page, LAT, '40.123456789');
    await retype(page, LONG, '-86.5');
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.getAttribute('title') === 'Crash location 40.123457, -86.500000',
      {},
      `${MAP} .leaflet-marker-icon`,
    );

    await page.waitForFunction(
      () => document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === 'saved',
      { timeout: 15_000 },
    );
    await page.reload();
    await waitForText(page, 'Vehicle Crash Report #');
    await openLocation(page);
    expect(await valueOf(page, LAT)).toBe('40.123456789');
    expect(await valueOf(page, LONG)).toBe('-86.5');
    expect(await markerTitle(page)).toBe('Crash location 40.123457, -86.500000');
    await context.close();
  });
});
