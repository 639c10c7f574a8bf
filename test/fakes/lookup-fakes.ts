import type { FakeServer } from './fake-server';
import { startGeocoderFake } from './geocoder-fake';
import { startRoadSnapFake } from './road-snap-fake';
import { QCMOBILE_BASE_PATH, QCMOBILE_WEB_KEY, startQcMobileFake } from './qcmobile-fake';
import { startVpicFake, VPIC_BASE_PATH } from './vpic-fake';

export interface LookupFakes {
  vpic: FakeServer;
  qcMobile: FakeServer;
  geocoder: FakeServer;
  roadSnap: FakeServer;
  /** The server's configuration pointing at the fakes (VIN_DECODER_URL, USDOT_URL, ...). */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

/**
 * The four external lookup services as local fakes on 127.0.0.1, for integration and end-to-end
 * tests: pass `env` to the server under test and no request leaves the machine.
 */
export async function startLookupFakes(): Promise<LookupFakes> {
  const [vpic, qcMobile, geocoder, roadSnap] = await Promise.all([
    startVpicFake(),
    startQcMobileFake(),
    startGeocoderFake(),
    startRoadSnapFake(),
  ]);
  return {
    vpic,
    qcMobile,
    geocoder,
    roadSnap,
    env: {
      VIN_DECODER_URL: `${vpic.url}${VPIC_BASE_PATH}`,
      USDOT_URL: `${qcMobile.url}${QCMOBILE_BASE_PATH}`,
      USDOT_WEB_KEY: QCMOBILE_WEB_KEY,
      GEOCODER_URL: geocoder.url,
      ROAD_SNAP_URL: roadSnap.url,
    },
    stop: async () => {
      await Promise.all([vpic.stop(), qcMobile.stop(), geocoder.stop(), roadSnap.stop()]);
    },
  };
}
