import fs from 'node:fs';
import { startFakeServer } from './fake-server';

/** Read at run time (not imported) so that plain Node scripts can start the fakes too. */
const vpic = JSON.parse(fs.readFileSync(new URL('./fixtures/vpic-decodes.json', import.meta.url), 'utf8')) as {
  keys: string[];
  decodes: Record<string, string>[];
};

/** The path prefix of the real service (https://vpic.nhtsa.dot.gov/api), so base URLs join as in production. */
export const VPIC_BASE_PATH = '/api';

/** vPIC's Count is the number of decoder variables (134 in the captured answer), not of results. */
const VARIABLES = 134;
const message =
  'Results returned successfully. NOTE: Any missing decoded values should be interpreted as NHTSA does not have data on the specific variable. Missing value should NOT be interpreted as an indication that a feature or technology is unavailable for a vehicle.';

/** A full DecodeVinValues object: all 148 keys, empty where vPIC has no data. */
function resultFor(vin: string): Record<string, string> {
  const empty = Object.fromEntries(vpic.keys.map((k) => [k, '']));
  const known = vpic.decodes.find((d) => d.VIN === vin);
  if (known) return { ...empty, ...known };
  return { ...empty, VIN: vin, ErrorCode: '8', ErrorText: '8 - No detailed data available currently' };
}

/** NHTSA vPIC's DecodeVinValues for the VINs in fixtures/vpic-decodes.json. */
export async function startVpicFake() {
  return startFakeServer((url) => {
    const match = new RegExp(`^${VPIC_BASE_PATH}/vehicles/DecodeVinValues/([^/]+)$`).exec(url.pathname);
    if (!match?.[1] || url.searchParams.get('format') !== 'json') {
      return { status: 404, body: { Message: 'The requested resource does not exist.' } };
    }
    const vin = decodeURIComponent(match[1]).toUpperCase();
    return {
      body: { Count: VARIABLES, Message: message, SearchCriteria: `VIN(s): ${vin}`, Results: [resultFor(vin)] },
    };
  });
}
