import type { Config } from '../config';
import { nominatimGeocoder, type Geocoder } from './geocoder';
import { osrmRoadSnapper, type RoadSnapper } from './road-snap';
import type { ProviderLog } from './service-request';
import { qcMobileUsdot, type UsdotDirectory } from './usdot';
import { vpicVinDecoder, type VinDecoder } from './vin-decoder';

export interface LookupProviders {
  vinDecoder: VinDecoder;
  usdot: UsdotDirectory;
  geocoder: Geocoder;
  roadSnapper: RoadSnapper;
}

/** The external lookup services at the addresses the configuration names. */
export function createLookupProviders(config: Config, log: ProviderLog): LookupProviders {
  const { lookups } = config;
  const timeoutMs = lookups.timeoutMs;
  return {
    vinDecoder: vpicVinDecoder({ baseUrl: lookups.vinDecoderUrl, timeoutMs, log }),
    usdot: qcMobileUsdot({ baseUrl: lookups.usdotUrl, webKey: lookups.usdotWebKey, timeoutMs, log }),
    geocoder: nominatimGeocoder({
      baseUrl: lookups.geocoderUrl,
      timeoutMs,
      log,
      userAgent: `${config.applicationName} (crash-report server)`,
    }),
    roadSnapper: osrmRoadSnapper({ baseUrl: lookups.roadSnapUrl, timeoutMs, log }),
  };
}
