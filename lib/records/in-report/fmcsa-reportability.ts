/**
 * Whether a vehicle in a crash is reportable to FMCSA (the MCMIS crash file, which states feed
 * from their crash reports), combining the "accident" of 49 CFR 390.5 with the MCMIS vehicle
 * criteria:
 * - the vehicle: GVWR/GCWR over 10,000 lb, or designed to carry 9 or more people including the
 *   driver, or displaying a hazardous materials placard (any size);
 * - the crash: a fatality, an injured person transported away from the scene for immediate
 *   medical treatment, or a vehicle towed away because of disabling damage.
 * Both must hold. The report definition uses the result to require the CMV section of a unit.
 */
import { z } from 'zod/mini';

/** A count of people or vehicles: a whole number, zero or more. */
const count = z.number().check(z.int(), z.nonnegative());

/** The vehicle facts that decide whether a vehicle falls under the criteria. */
export const fmcsaVehicleSchema = z.object({
  /** Gross vehicle (or combination) weight rating over 10,000 lb. */
  gvwrOver10000: z.boolean(),
  /** Designed or used to carry 9 or more people, the driver included. */
  designedFor9PlusPassengers: z.boolean(),
  /** Displays a hazardous materials placard. */
  hazmatPlacard: z.boolean(),
});

/** The crash facts that decide whether the crash is severe enough. */
export const fmcsaCrashSchema = z.object({
  /** People killed in the crash. */
  fatalities: count,
  /** Injured people transported away from the scene for medical treatment. */
  injuredTransportedForTreatment: count,
  /** Vehicles towed from the scene because of damage from the crash. */
  vehiclesTowedDueToDamage: count,
});

/** Input of {@link assessFmcsaReportability}. */
export const fmcsaReportabilityInputSchema = z.object({ vehicle: fmcsaVehicleSchema, crash: fmcsaCrashSchema });

/** See {@link fmcsaVehicleSchema}. */
export type FmcsaVehicle = z.infer<typeof fmcsaVehicleSchema>;
/** See {@link fmcsaCrashSchema}. */
export type FmcsaCrash = z.infer<typeof fmcsaCrashSchema>;
/** See {@link fmcsaReportabilityInputSchema}. */
export type FmcsaReportabilityInput = z.infer<typeof fmcsaReportabilityInputSchema>;

/** The decision with its grounds. */
export interface FmcsaReportability {
  /** True when the vehicle qualifies and the crash qualifies. */
  reportable: boolean;
  /** The vehicle meets at least one vehicle criterion. */
  vehicleQualifies: boolean;
  /** The crash meets at least one severity criterion. */
  crashQualifies: boolean;
  /** Every criterion met, vehicle criteria first, in words for the user (also when not reportable). */
  reasons: string[];
}

/** Reason texts of the vehicle criteria. */
export const FMCSA_VEHICLE_REASONS = {
  gvwrOver10000: 'GVWR/GCWR over 10,000 lb',
  designedFor9PlusPassengers: 'designed to carry 9 or more people, including the driver',
  hazmatPlacard: 'displays a hazardous materials placard',
} as const satisfies Record<keyof FmcsaVehicle, string>;

/** "a fatality" / "3 fatalities" and the like; nothing for zero (or a value that is not a positive number). */
function counted(n: number, one: string, many: string): string[] {
  if (!(n > 0)) return [];
  return [n === 1 ? one : `${n} ${many}`];
}

/**
 * Decides whether a vehicle in a crash is FMCSA-reportable:
 * `(gvwrOver10000 || designedFor9PlusPassengers || hazmatPlacard) &&
 * (fatalities > 0 || injuredTransportedForTreatment > 0 || vehiclesTowedDueToDamage > 0)`.
 * Pure; counts that are not positive numbers count as zero.
 */
export function assessFmcsaReportability({ vehicle, crash }: FmcsaReportabilityInput): FmcsaReportability {
  const vehicleReasons = (Object.keys(FMCSA_VEHICLE_REASONS) as (keyof FmcsaVehicle)[])
    .filter((key) => vehicle[key] === true)
    .map((key) => FMCSA_VEHICLE_REASONS[key]);
  const crashReasons = [
    ...counted(crash.fatalities, 'a fatality', 'fatalities'),
    ...counted(
      crash.injuredTransportedForTreatment,
      'an injured person transported for treatment',
      'injured people transported for treatment',
    ),
    ...counted(crash.vehiclesTowedDueToDamage, 'a vehicle towed due to damage', 'vehicles towed due to damage'),
  ];
  const vehicleQualifies = vehicleReasons.length > 0;
  const crashQualifies = crashReasons.length > 0;
  return {
    reportable: vehicleQualifies && crashQualifies,
    vehicleQualifies,
    crashQualifies,
    reasons: [...vehicleReasons, ...crashReasons],
  };
}
