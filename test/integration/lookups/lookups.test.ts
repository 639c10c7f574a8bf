import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reportColumns } from '../../../lib/forms/derived/report-columns';
import { reportParties } from '../../../lib/forms/derived/report-parties';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { ConfigError, loadConfig } from '../../../server/config';
import type { Db } from '../../../server/db/database';
import { ProviderError } from '../../../server/providers/provider-error';
import { qcMobileUsdot } from '../../../server/providers/usdot';
import { reportDocumentRepository } from '../../../server/repositories/reports/report-document-repository';
import { startLookupFakes, type LookupFakes } from '../../fakes/lookup-fakes';
import { addAgency, addUser, userIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { freePort } from '../../fakes/free-port';

const OTHER_AGENCY = 'IN0450000';
const silent = { warn: () => undefined };

/** A report row written straight to the database, as another officer's saved report would be. */
async function insertReport(
  db: Db,
  userName: string,
  agencyOri: string,
  data: Record<string, unknown>,
  at = new Date(),
) {
  const form = await db.selectFrom('form_configurations').select('id').executeTakeFirstOrThrow();
  const authorUserId = await userIdOf(db, userName);
  const id = await reportDocumentRepository(db).create({
    formConfigurationId: form.id,
    formType: 'Crash',
    authorUserId,
    agencyOri,
    data,
    summary: reportColumns(vehicleCrashReport, data),
    parties: reportParties(vehicleCrashReport, data),
    departmentName: null,
    at,
  });
  // Without a clientId nothing can conflict: every create makes a report.
  return id!;
}

const unitWith = (people: Record<string, unknown>) => ({ Units: [people] });

describe('lookup configuration', () => {
  it('defaults to the public services and names a wrong URL or time-out', () => {
    expect(loadConfig({}).lookups).toEqual({
      vinDecoderUrl: 'https://vpic.nhtsa.dot.gov/api',
      usdotUrl: 'https://mobile.fmcsa.dot.gov/qc/services',
      usdotWebKey: undefined,
      geocoderUrl: 'https://nominatim.openstreetmap.org',
      roadSnapUrl: 'https://router.project-osrm.org',
      timeoutMs: 8000,
    });
    expect(loadConfig({ GEOCODER_URL: 'http://127.0.0.1:9/geo/', VIN_DECODER_URL: '' }).lookups).toMatchObject({
      geocoderUrl: 'http://127.0.0.1:9/geo',
      vinDecoderUrl: 'https://vpic.nhtsa.dot.gov/api',
    });
    const error = (() => {
      try {
        loadConfig({ USDOT_URL: 'mobile.fmcsa.dot.gov', LOOKUP_TIMEOUT_MS: 'soon' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message).toContain('USDOT_URL: USDOT_URL must be an http:// or https:// URL');
    expect(error?.message).toContain('LOOKUP_TIMEOUT_MS');
  });
});

describe.each(engines())('lookups against local fakes on %s', (engine) => {
  let fakes: LookupFakes;
  let server: TestServer;
  let officer: string;
  let outsider: string;

  beforeAll(async () => {
    fakes = await startLookupFakes();
    server = await startTestServer(engine, { ...fakes.env, LOOKUP_TIMEOUT_MS: '1000' });
    await addAgency(server.db, OTHER_AGENCY, 'Lake County Sheriff (test)');
    await addUser(server.db, { userName: 'lakeofficer', agencyOri: OTHER_AGENCY, role: 'Officer' });
    officer = await server.login('officer');
    outsider = await server.login('lakeofficer');
  });
  afterAll(async () => {
    await server?.close();
    await fakes?.stop();
  });
  beforeEach(() => {
    fakes.vpic.reset();
    fakes.qcMobile.reset();
    fakes.geocoder.reset();
    fakes.roadSnap.reset();
  });

  describe('Lookup/DecodeVin', () => {
    const decode = (vin: unknown, token = officer) => server.call('Lookup/DecodeVin', { vin }, token);

    it('decodes a known VIN through the vPIC fake, style mapped from the body class', async () => {
      const res = await decode(' 1ftmw1t88mfa00001 ');
      expect(res.statusCode).toBe(200);
      expect(res.body.payload).toEqual({
        vin: '1FTMW1T88MFA00001',
        make: 'FORD',
        model: 'F-150',
        year: 2021,
        vehicleType: 'TRUCK',
        style: '30',
        bodyClass: 'Pickup',
        errorCode: '0',
        errorText: '0 - VIN decoded clean. Check Digit (9th position) is correct',
      });
      expect(fakes.vpic.requests.map((u) => `${u.pathname}${u.search}`)).toEqual([
        '/api/vehicles/DecodeVinValues/1FTMW1T88MFA00001?format=json',
      ]);
    });

    it('maps sedans to 01 and SUVs to 14, and leaves the style empty when the body class is unknown', async () => {
      expect((await decode('WAUFFGFF8F1068897')).body.payload).toMatchObject({
        style: '01',
        bodyClass: 'Sedan/Saloon',
      });
      expect((await decode('KNDCE3LG2L5073161')).body.payload).toMatchObject({ make: 'KIA', year: 2020, style: '14' });
      expect((await decode('3FAHP0JA0AR281181')).body.payload).toMatchObject({ bodyClass: null, style: '01' });
      const unknown = await decode('1G8ZF52801Z322733');
      expect(unknown.body.payload).toMatchObject({ make: null, model: null, year: null, style: null, errorCode: '8' });
    });

    it('refuses an invalid check digit with the check message, without asking the service', async () => {
      const res = await decode('3FAHP0JA8AR281181');
      expect(res.statusCode).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(res.body.error.message).toContain('Position 9 (check digit) should be 0.');
      expect(res.body.error.fieldErrors).toEqual([
        { path: 'payload.vin', message: 'Position 9 (check digit) should be 0.' },
      ]);
      const short = await decode('4T1B');
      expect(short.statusCode).toBe(400);
      expect(short.body.error.fieldErrors[0]).toEqual({
        path: 'payload.vin',
        message: 'A VIN has 17 characters; this one has 4.',
      });
      expect(fakes.vpic.requests).toHaveLength(0);
    });

    it('says clearly when the service fails, is slow, or answers something unreadable', async () => {
      fakes.vpic.behaviour = 'fail';
      let res = await decode('1FTMW1T88MFA00001');
      expect(res.statusCode).toBe(503);
      expect(res.body.error).toEqual({
        code: 'unavailable',
        message: 'The VIN decoding service is not working right now; enter the vehicle details by hand.',
      });
      for (const behaviour of ['garbage', 'wrong-shape'] as const) {
        fakes.vpic.behaviour = behaviour;
        res = await decode('1FTMW1T88MFA00001');
        expect(res.statusCode, behaviour).toBe(502);
        expect(res.body.error.code).toBe('unavailable');
        expect(res.body.error.message).toBe(
          'The VIN decoding service answered with something that cannot be read; enter the vehicle details by hand.',
        );
      }
      fakes.vpic.behaviour = 'hang';
      res = await decode('1FTMW1T88MFA00001');
      expect(res.statusCode).toBe(503);
      expect(res.body.error.message).toBe(
        'The VIN decoding service did not answer within 1 s; enter the vehicle details by hand.',
      );
    });
  });

  describe('Lookup/UsdotSearch', () => {
    const search = (payload: object, token = officer) => server.call('Lookup/UsdotSearch', payload, token);

    it('finds carrier 44110 by number with the fields the CMV section fills', async () => {
      const res = await search({ usdotNumber: '44110' });
      expect(res.statusCode).toBe(200);
      expect(res.body.payload).toEqual({
        results: [
          {
            number: '0000044110',
            dotNumber: 44110,
            legalName: 'GREYHOUND LINES INC',
            dbaName: 'BOLT BUS',
            address: '9773 HARRY HINES BLVD',
            city: 'DALLAS',
            state: 'TX',
            zipCode: '75220',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 5,
        pageCount: 1,
      });
      const [request] = fakes.qcMobile.requests;
      expect(request?.pathname).toBe('/qc/services/carriers/44110');
      expect(request?.searchParams.get('webKey')).toBe('fake-web-key');
      // The 10-digit form the report holds is searched as the registry's number.
      expect((await search({ usdotNumber: '0000044110' })).body.payload.total).toBe(1);
      expect((await search({ usdotNumber: '999999' })).body.payload).toEqual({
        results: [],
        total: 0,
        page: 1,
        pageSize: 5,
        pageCount: 0,
      });
    });

    it('finds carriers by legal or DBA name', async () => {
      const byLegal = await search({ name: 'greyhound' });
      expect(byLegal.body.payload.results.map((c: { dotNumber: number }) => c.dotNumber)).toEqual([44110]);
      const byDba = await search({ name: 'Bolt Bus' });
      expect(byDba.body.payload.total).toBe(1);
    });

    it('pages 5 at a time through at most 500 results, asking the registry once per search', async () => {
      const first = await search({ name: 'hoosier' });
      expect(first.statusCode).toBe(200);
      expect(first.body.payload).toMatchObject({ total: 500, page: 1, pageSize: 5, pageCount: 100 });
      expect(first.body.payload.results.map((c: { legalName: string }) => c.legalName)).toEqual([
        'HOOSIER FREIGHT 001 LLC',
        'HOOSIER FREIGHT 002 LLC',
        'HOOSIER FREIGHT 003 LLC',
        'HOOSIER FREIGHT 004 LLC',
        'HOOSIER FREIGHT 005 LLC',
      ]);
      const starts = fakes.qcMobile.requests.map((u) => [u.searchParams.get('start'), u.searchParams.get('size')]);
      expect(starts).toEqual(Array.from({ length: 10 }, (_, i) => [String(1 + i * 50), '50']));

      const last = await search({ name: 'HOOSIER', page: 100 });
      expect(last.body.payload.results.map((c: { legalName: string }) => c.legalName)).toEqual([
        'HOOSIER FREIGHT 496 LLC',
        'HOOSIER FREIGHT 497 LLC',
        'HOOSIER FREIGHT 498 LLC',
        'HOOSIER FREIGHT 499 LLC',
        'HOOSIER FREIGHT 500 LLC',
      ]);
      expect(last.body.payload).toMatchObject({ total: 500, page: 100, pageCount: 100 });
      expect(fakes.qcMobile.requests).toHaveLength(10);
      expect((await search({ name: 'hoosier', page: 101 })).statusCode).toBe(400);
    });

    it('needs a number or a name, and digits only in the number', async () => {
      const none = await search({});
      expect(none.statusCode).toBe(400);
      expect(none.body.error.fieldErrors).toEqual([
        { path: 'payload.usdotNumber', message: 'Enter a USDOT number or a carrier name to search.' },
      ]);
      expect((await search({ usdotNumber: '12AB' })).body.error.fieldErrors[0].path).toBe('payload.usdotNumber');
      expect((await search({ usdotNumber: '12345678901' })).statusCode).toBe(400);
      expect((await search({ name: 'x' })).body.error.fieldErrors[0]).toEqual({
        path: 'payload.name',
        message: 'Type at least 2 characters of the carrier name.',
      });
      expect(fakes.qcMobile.requests).toHaveLength(0);
    });
  });

  describe('Lookup/Geocode', () => {
    const geocode = (payload: object, token = officer) => server.call('Lookup/Geocode', payload, token);

    it('searches Indiana in the US and answers only candidates inside the map bounds, best first', async () => {
      const res = await geocode({ address: '100 N Meridian St' });
      expect(res.statusCode).toBe(200);
      expect(res.body.payload.candidates).toEqual([
        {
          latitude: 39.7762,
          longitude: -86.1581,
          matchedAddress: 'North Meridian Street, Indianapolis, Marion County, Indiana, 46204, United States',
          score: 0.52,
        },
        {
          latitude: 40.0484,
          longitude: -86.4692,
          matchedAddress: 'North Meridian Street, Lebanon, Boone County, Indiana, 46052, United States',
          score: 0.31,
        },
      ]);
      const [request] = fakes.geocoder.requests;
      expect(request?.pathname).toBe('/search');
      expect(Object.fromEntries(request?.searchParams ?? [])).toMatchObject({
        q: '100 N Meridian St, Indiana',
        format: 'json',
        countrycodes: 'us',
        viewbox: '-88,42,-85,38',
        bounded: '1',
      });
    });

    it('narrows by county, given by code of list 2 or by name', async () => {
      await geocode({ address: 'W Washington St, Indianapolis, IN', county: '097' });
      await geocode({ address: 'W Washington St', county: 'Marion County' });
      expect(fakes.geocoder.requests.map((u) => u.searchParams.get('q'))).toEqual([
        'W Washington St, Indianapolis, IN, Marion County',
        'W Washington St, Marion County, Indiana',
      ]);
      const unknown = await geocode({ address: 'W Washington St', county: '999' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body.error.fieldErrors).toEqual([{ path: 'payload.county', message: 'There is no county 999.' }]);
    });

    it('answers no candidates when nothing in Indiana matches, and refuses an empty address', async () => {
      expect((await geocode({ address: 'Nowhere Road' })).body.payload.candidates).toEqual([]);
      const empty = await geocode({ address: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.body.error.fieldErrors[0].path).toBe('payload.address');
    });
  });

  describe('Lookup/SnapToRoad', () => {
    const snap = (payload: object, token = officer) => server.call('Lookup/SnapToRoad', payload, token);

    it('answers the nearest roadway point within 100 m through the OSRM fake', async () => {
      // About 74 m east of North Meridian Street (-86.1581).
      const res = await snap({ latitude: 39.78, longitude: -86.15724 });
      expect(res.statusCode).toBe(200);
      expect(res.body.payload).toEqual({
        road: { latitude: 39.78, longitude: -86.1581, roadName: 'North Meridian Street', distanceMeters: 74 },
        radiusMeters: 100,
      });
      const [request] = fakes.roadSnap.requests;
      expect(request?.pathname).toBe('/nearest/v1/driving/-86.15724,39.78');
      expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({ number: '1', radiuses: '100' });
    });

    it('answers no road when none lies within 100 m, and refuses a point outside the map bounds', async () => {
      // About 150 m east of North Meridian Street.
      expect((await snap({ latitude: 39.78, longitude: -86.15635 })).body.payload).toEqual({
        road: null,
        radiusMeters: 100,
      });
      const outside = await snap({ latitude: 43, longitude: -86 });
      expect(outside.statusCode).toBe(400);
      expect(outside.body.error.message).toMatch(/outside the area a crash report can place/);
      expect(outside.body.error.fieldErrors[0].path).toBe('payload.latitude');
      expect(fakes.roadSnap.requests).toHaveLength(1);
    });

    it('says clearly when the service fails or answers something unreadable', async () => {
      const point = { latitude: 39.78, longitude: -86.1581 };
      fakes.roadSnap.behaviour = 'fail';
      const down = await snap(point);
      expect(down.statusCode).toBe(503);
      expect(down.body.error).toEqual({
        code: 'unavailable',
        message: 'The roadway snapping service is not working right now; the point stays where it was chosen.',
      });
      fakes.roadSnap.behaviour = 'wrong-shape';
      expect((await snap(point)).statusCode).toBe(502);
    });
  });

  describe('Lookup/PersonSearch', () => {
    let sameAgencyReport: number;
    let ownReport: number;
    const search = (payload: object, token = officer) => server.call('Lookup/PersonSearch', payload, token);
    const names = (res: { body: { payload: { people: { name: string }[] } } }) =>
      res.body.payload.people.map((p) => p.name);

    beforeAll(async () => {
      sameAgencyReport = await insertReport(server.db, 'supervisor', 'IN0490000', {
        GeneralInformation: { LocalCodeTxt: 'CASE-A' },
        Units: [
          {
            Driver: {
              NAMELASTTXT: 'ZIMMERMANN',
              NAMEFIRSTTXT: 'ANNA',
              NAMEMINITIALTXT: 'M',
              BIRTHDTE: '04/12/1980',
              ADDRSTREETTXT: '12 ELM ST',
              ADDRCITYTXT: 'CARMEL',
              ADDRSTATECDE: 'IN',
              ADDRZIPTXT: '46032',
              DRIVERLICNBRTXT: '1234-56-7890',
              DRIVERLICSTATECDE: 'IN',
            },
            Owner: { OwnerPersonInd: '0', BUSINESSNAMETXT: 'ZIMMER LOGISTICS INC', ADDRCITYTXT: 'CARMEL' },
            Passengers: [{ NAMELASTTXT: 'ZIMMERMANN', NAMEFIRSTTXT: 'BEN' }],
          },
        ],
        Witnesses: [
          { TYPECDE: 'W', NAMETXT: "ZOE O'QUINTANA", ADDRESSTXT: '5 OAK AVE, CARMEL IN', PHONETEXT: '317-555-0100' },
        ],
      });
      await insertReport(
        server.db,
        'lakeofficer',
        OTHER_AGENCY,
        unitWith({ Driver: { NAMELASTTXT: 'ZIMMERMANN', NAMEFIRSTTXT: 'OUTSIDE' } }),
      );
      ownReport = await insertReport(server.db, 'officer', 'IN0490000', {
        Units: [{ Driver: { NAMELASTTXT: 'ZIMMERMANN', NAMEFIRSTTXT: 'CARL' } }, { Driver: 'not a person' }],
        Witnesses: 'none',
      });
      // The same driver saved in an older report of the agency is offered once, from the newer report.
      const anna = { NAMELASTTXT: 'ZIMMERMANN', NAMEFIRSTTXT: 'ANNA', NAMEMINITIALTXT: 'M', BIRTHDTE: '04/12/1980' };
      const address = { ADDRSTREETTXT: '12 ELM ST', ADDRCITYTXT: 'CARMEL', ADDRZIPTXT: '46032' };
      const lastYear = new Date(Date.now() - 365 * 86_400_000);
      await insertReport(server.db, 'officer', 'IN0490000', unitWith({ Driver: { ...anna, ...address } }), lastYear);
    });

    it('finds drivers, owners, passengers and witnesses of the agency\u2019s reports, each with its source', async () => {
      const res = await search({ text: 'zimmer' });
      expect(res.statusCode).toBe(200);
      expect(names(res).sort()).toEqual([
        'ZIMMER LOGISTICS INC',
        'ZIMMERMANN, ANNA M',
        'ZIMMERMANN, BEN',
        'ZIMMERMANN, CARL',
      ]);
      const anna = res.body.payload.people.find((p: { firstName: string }) => p.firstName === 'ANNA');
      expect(anna).toEqual({
        name: 'ZIMMERMANN, ANNA M',
        lastName: 'ZIMMERMANN',
        firstName: 'ANNA',
        middleInitial: 'M',
        suffix: null,
        businessName: null,
        gender: null,
        birthDate: '04/12/1980',
        phone: null,
        email: null,
        street: '12 ELM ST',
        city: 'CARMEL',
        state: 'IN',
        zip: '46032',
        address: null,
        licenceNumber: '1234-56-7890',
        licenceState: 'IN',
        source: { reportId: sameAgencyReport, caseNumber: 'CASE-A', role: 'driver', unit: 1, index: null },
      });
      const ben = res.body.payload.people.find((p: { firstName: string }) => p.firstName === 'BEN');
      expect(ben.source).toMatchObject({ reportId: sameAgencyReport, role: 'passenger', unit: 1, index: 1 });
      const owner = res.body.payload.people.find((p: { businessName: string }) => p.businessName);
      expect(owner.source).toMatchObject({ role: 'owner', unit: 1 });
    });

    it('matches every typed word against the start of a last or first name, in any order', async () => {
      expect(names(await search({ text: 'Zimmermann, Anna' }))).toEqual(['ZIMMERMANN, ANNA M']);
      expect(names(await search({ text: 'anna zimm' }))).toEqual(['ZIMMERMANN, ANNA M']);
      expect(names(await search({ text: 'IMMER' }))).toEqual([]);
      const witness = await search({ text: "o'quint" });
      expect(witness.body.payload.people).toEqual([
        expect.objectContaining({
          name: "ZOE O'QUINTANA",
          address: '5 OAK AVE, CARMEL IN',
          phone: '317-555-0100',
          source: { reportId: sameAgencyReport, caseNumber: 'CASE-A', role: 'witness', unit: null, index: 1 },
        }),
      ]);
    });

    it('puts the people of the open report first', async () => {
      const res = await search({ text: 'zimmermann', reportId: ownReport });
      expect(res.body.payload.people[0]).toMatchObject({
        name: 'ZIMMERMANN, CARL',
        source: { reportId: ownReport, role: 'driver', unit: 1 },
      });
    });

    it('never shows people from another agency\u2019s reports, nor opens their report', async () => {
      expect(names(await search({ text: 'zimmermann' }))).not.toContain('ZIMMERMANN, OUTSIDE');
      // As the editor asks (its open report named), the other agency's people stay out too.
      expect(names(await search({ text: 'zimmermann', reportId: ownReport }))).not.toContain('ZIMMERMANN, OUTSIDE');
      expect(names(await search({ text: 'zimmermann' }, outsider))).toEqual(['ZIMMERMANN, OUTSIDE']);
      const foreign = await search({ text: 'zimmermann', reportId: sameAgencyReport }, outsider);
      expect(foreign.statusCode).toBe(403);
      expect((await search({ text: 'zimmermann', reportId: 999_999 })).statusCode).toBe(404);
    });

    it('answers at most 25 people', async () => {
      const passengers = Array.from({ length: 30 }, (_, i) => ({ NAMELASTTXT: 'YBARRA', NAMEFIRSTTXT: `KID${i}` }));
      await insertReport(server.db, 'officer', 'IN0490000', unitWith({ Passengers: passengers }));
      expect((await search({ text: 'ybarra' })).body.payload.people).toHaveLength(25);
    });

    it('needs 2 characters and is only for those who write reports', async () => {
      const short = await search({ text: 'z' });
      expect(short.statusCode).toBe(400);
      expect(short.body.error.fieldErrors).toEqual([
        { path: 'payload.text', message: 'Type at least 2 characters of the name.' },
      ]);
      const admin = await server.login('agencyadmin');
      const refused = await search({ text: 'zimmer' }, admin);
      expect(refused.statusCode).toBe(403);
      expect(refused.body.error.message).toBe('Lookups are for those who write reports.');
    });
  });

  it('needs a session for every lookup', async () => {
    for (const [path, payload] of [
      ['Lookup/DecodeVin', { vin: '1FTMW1T88MFA00001' }],
      ['Lookup/UsdotSearch', { usdotNumber: '44110' }],
      ['Lookup/Geocode', { address: '100 N Meridian St' }],
      ['Lookup/PersonSearch', { text: 'zimmer' }],
      ['Lookup/SnapToRoad', { latitude: 39.78, longitude: -86.1581 }],
    ] as const) {
      const res = await server.call(path, payload);
      expect(res.statusCode, path).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
    const asked = [fakes.vpic, fakes.qcMobile, fakes.geocoder, fakes.roadSnap].map((f) => f.requests.length);
    expect(asked).toEqual([0, 0, 0, 0]);
  });

  it('refuses payloads of the wrong shape with field errors', async () => {
    for (const [path, payload, field] of [
      ['Lookup/DecodeVin', {}, 'payload.vin'],
      ['Lookup/DecodeVin', { vin: 'X'.repeat(22) }, 'payload.vin'],
      ['Lookup/UsdotSearch', { usdotNumber: 44110 }, 'payload.usdotNumber'],
      ['Lookup/Geocode', { address: 12 }, 'payload.address'],
      ['Lookup/PersonSearch', { text: 'zimmer', reportId: 'one' }, 'payload.reportId'],
      ['Lookup/SnapToRoad', { latitude: '39.78', longitude: -86.1581 }, 'payload.latitude'],
    ] as const) {
      const res = await server.call(path, payload, officer);
      expect(res.statusCode, path).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(res.body.error.fieldErrors[0].path, path).toBe(field);
    }
  });
});

describe.each(engines())('lookups with the services unreachable on %s', (engine) => {
  let server: TestServer;
  let officer: string;

  beforeAll(async () => {
    const port = await freePort();
    server = await startTestServer(engine, {
      VIN_DECODER_URL: `http://127.0.0.1:${port}/api`,
      USDOT_URL: `http://127.0.0.1:${port}/qc/services`,
      USDOT_WEB_KEY: 'any',
      GEOCODER_URL: `http://127.0.0.1:${port}`,
      ROAD_SNAP_URL: `http://127.0.0.1:${port}`,
    });
    officer = await server.login('officer');
  });
  afterAll(() => server?.close());

  it('answers 503 with what to do instead, for each service', async () => {
    const expectations = [
      [
        'Lookup/DecodeVin',
        { vin: '1FTMW1T88MFA00001' },
        'The VIN decoding service cannot be reached; enter the vehicle details by hand.',
      ],
      [
        'Lookup/UsdotSearch',
        { name: 'greyhound' },
        'The USDOT lookup service cannot be reached; enter the carrier details by hand.',
      ],
      [
        'Lookup/Geocode',
        { address: '100 N Meridian St' },
        'The address search (geocoding) service cannot be reached; set the location on the map or type the coordinates.',
      ],
      [
        'Lookup/SnapToRoad',
        { latitude: 39.78, longitude: -86.1581 },
        'The roadway snapping service cannot be reached; the point stays where it was chosen.',
      ],
    ] as const;
    for (const [path, payload, message] of expectations) {
      const res = await server.call(path, payload, officer);
      expect(res.statusCode, path).toBe(503);
      expect(res.body.error).toEqual({ code: 'unavailable', message });
    }
  });

  it('still refuses an invalid VIN locally, and still searches people', async () => {
    expect((await server.call('Lookup/DecodeVin', { vin: '3FAHP0JA8AR281181' }, officer)).statusCode).toBe(400);
    expect((await server.call('Lookup/PersonSearch', { text: 'nobody' }, officer)).body.payload).toEqual({
      people: [],
    });
  });
});

describe('the USDOT lookup without a web key', () => {
  it('fails with 503 saying it is not set up, without calling anyone', async () => {
    const usdot = qcMobileUsdot({ baseUrl: 'http://127.0.0.1:9', webKey: undefined, timeoutMs: 100, log: silent });
    const error = await usdot.byNumber(44110).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      code: 'unavailable',
      httpStatus: 503,
      message: 'The USDOT lookup service is not set up on this server; enter the carrier details by hand.',
    });
  });
});
