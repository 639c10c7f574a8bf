import { startFakeServer } from './fake-server';

/** The path prefix of the real service (https://mobile.fmcsa.dot.gov/qc/services). */
export const QCMOBILE_BASE_PATH = '/qc/services';
export const QCMOBILE_WEB_KEY = 'fake-web-key';
/** How many generated carriers share the name word below: more than the lookup's 500 cap. */
export const GENERATED_CARRIERS = 520;
export const GENERATED_NAME_WORD = 'HOOSIER';

/** Carrier 44110 as captured from the real service (api-shapes.md; the EIN left out). */
const greyhound = {
  allowedToOperate: 'Y',
  bipdInsuranceOnFile: '5000',
  bipdInsuranceRequired: 'Y',
  bipdRequiredAmount: '5000',
  bondInsuranceOnFile: '0',
  bondInsuranceRequired: 'Y',
  brokerAuthorityStatus: 'I',
  cargoInsuranceOnFile: '0',
  cargoInsuranceRequired: 'u',
  commonAuthorityStatus: 'A',
  contractAuthorityStatus: 'A',
  crashTotal: 92,
  dbaName: 'BOLT BUS' as string | null,
  dotNumber: 44110,
  driverInsp: 817,
  driverOosInsp: 7,
  driverOosRate: 0.8567931456548348,
  driverOosRateNationalAverage: '5.51',
  fatalCrash: 6,
  hazmatInsp: 0,
  hazmatOosInsp: 0,
  hazmatOosRate: 0,
  hazmatOosRateNationalAverage: '4.5',
  injCrash: 40,
  isPassengerCarrier: 'Y',
  issScore: null,
  legalName: 'GREYHOUND LINES INC',
  mcs150Outdated: 'N',
  oosDate: null,
  oosRateNationalAverageYear: '2009-2010',
  phyCity: 'DALLAS',
  phyCountry: 'US',
  phyState: 'TX',
  phyStreet: '9773 HARRY HINES BLVD',
  phyZipcode: '75220',
  reviewDate: '2024-09-09',
  reviewType: 'N',
  safetyRating: 'S',
  safetyRatingDate: '2023-06-09',
  safetyReviewDate: '2024-09-09',
  safetyReviewType: 'N',
  snapshotDate: null,
  statusCode: 'A',
  totalDrivers: 1160,
  totalPowerUnits: 872,
  towawayCrash: 46,
  vehicleInsp: 286,
  vehicleOosInsp: 18,
  vehicleOosRate: 6.293706293706293,
  vehicleOosRateNationalAverage: '20.72',
};
type FakeCarrier = typeof greyhound;

const cities = ['INDIANAPOLIS', 'FORT WAYNE', 'EVANSVILLE', 'SOUTH BEND', 'CARMEL', 'BLOOMINGTON', 'GARY', 'MUNCIE'];

/** Made-up Indiana carriers "HOOSIER FREIGHT 001 LLC" ... with DOT numbers from 3000001. */
function generatedCarriers(): FakeCarrier[] {
  return Array.from({ length: GENERATED_CARRIERS }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return {
      ...greyhound,
      dotNumber: 3_000_001 + i,
      legalName: `${GENERATED_NAME_WORD} FREIGHT ${n} LLC`,
      dbaName: i % 3 === 0 ? `HF ${n}` : null,
      isPassengerCarrier: 'N',
      phyCity: cities[i % cities.length] as string,
      phyState: 'IN',
      phyStreet: `${100 + i} W WASHINGTON ST`,
      phyZipcode: String(46201 + (i % 90)),
    };
  });
}

/** FMCSA QCMobile: carriers by DOT number and by name (legal or DBA, contains), paged by start/size. */
export async function startQcMobileFake() {
  const carriers = [greyhound, ...generatedCarriers()];
  const retrievalDate = () => new Date().toISOString().replace('Z', '+0000');
  return startFakeServer((url) => {
    if (url.searchParams.get('webKey') !== QCMOBILE_WEB_KEY) {
      return { status: 401, body: { content: 'Webkey not found' } };
    }
    const path = url.pathname.slice(QCMOBILE_BASE_PATH.length);
    const byName = /^\/carriers\/name\/([^/]+)$/.exec(path);
    if (url.pathname.startsWith(QCMOBILE_BASE_PATH) && byName?.[1]) {
      const word = decodeURIComponent(byName[1]).toUpperCase();
      const start = Math.max(1, Number(url.searchParams.get('start') ?? 1));
      // The real service never answers more than 50 carriers a request.
      const size = Math.min(50, Math.max(1, Number(url.searchParams.get('size') ?? 50)));
      const found = carriers.filter((c) => c.legalName.includes(word) || (c.dbaName ?? '').includes(word));
      const content = found.slice(start - 1, start - 1 + size).map((carrier) => ({ carrier }));
      return { body: { content, retrievalDate: retrievalDate() } };
    }
    const byNumber = /^\/carriers\/(\d+)$/.exec(path);
    if (url.pathname.startsWith(QCMOBILE_BASE_PATH) && byNumber?.[1]) {
      const carrier = carriers.find((c) => c.dotNumber === Number(byNumber[1]));
      const content = carrier ? { carrier, _links: {} } : null;
      return { body: { content, retrievalDate: retrievalDate() } };
    }
    return { status: 404, body: { content: 'Not found' } };
  });
}
