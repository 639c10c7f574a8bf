import { z } from 'zod';
import type { VinDecode } from '../../lib/api/schemas/lookup-schemas';
import { getJson, readAnswer, type ProviderLog, type Service } from './service-request';
import { styleOfBodyClass } from './vin-body-style';

/** Decodes a VIN whose check digit is already known to be right. */
export interface VinDecoder {
  decode(vin: string): Promise<VinDecode>;
}

const value = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null);

/** vPIC DecodeVinValues: one flat object of strings per VIN; an empty string means "no data". */
const decodeVinValuesAnswer = z.object({
  Results: z
    .array(
      z.object({
        Make: value,
        Model: value,
        ModelYear: value,
        VehicleType: value,
        BodyClass: value,
        ErrorCode: value,
        ErrorText: value,
      }),
    )
    .min(1),
});

/** NHTSA vPIC: GET {base}/vehicles/DecodeVinValues/{VIN}?format=json (no key). */
export function vpicVinDecoder(options: { baseUrl: string; timeoutMs: number; log: ProviderLog }): VinDecoder {
  const service: Service = {
    name: 'VIN decoding service',
    fallback: 'enter the vehicle details by hand',
    timeoutMs: options.timeoutMs,
    log: options.log,
  };
  return {
    async decode(vin) {
      const url = new URL(`${options.baseUrl}/vehicles/DecodeVinValues/${encodeURIComponent(vin)}`);
      url.searchParams.set('format', 'json');
      const answer = readAnswer(service, url, decodeVinValuesAnswer, await getJson(service, url));
      const r = answer.Results[0] as (typeof answer.Results)[number];
      const year = r.ModelYear && /^\d{4}$/.test(r.ModelYear) ? Number(r.ModelYear) : null;
      return {
        vin,
        make: r.Make,
        model: r.Model,
        year,
        vehicleType: r.VehicleType,
        style: styleOfBodyClass(r.BodyClass, r.VehicleType),
        bodyClass: r.BodyClass,
        errorCode: r.ErrorCode ?? '',
        errorText: r.ErrorText ?? '',
      };
    },
  };
}
