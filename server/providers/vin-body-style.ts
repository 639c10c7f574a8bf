/**
 * vPIC body classes (and, failing those, vehicle types) to the vehicle style codes of list 1020
 * (MMUCC body types, lib/codes/seed/units/vehicle-description.ts). Only mappings that hold for every
 * vehicle of the class are listed: a plain "Van" may carry people or cargo, so it maps to nothing
 * and the officer picks the style.
 */
const bodyClassStyles: [RegExp, string][] = [
  [/^(sedan|coupe|convertible|cabriolet|hatchback|wagon|roadster)/i, '01'],
  [/^(sport utility vehicle|crossover utility vehicle)/i, '14'],
  [/^minivan/i, '20'],
  [/^cargo van/i, '21'],
  [/^pickup/i, '30'],
  [/^bus - school bus/i, '50'],
  [/^truck-tractor/i, '78'],
  [/^motorhome/i, '73'],
  [/^motorcycle - (moped|scooter)/i, '81'],
  [/^motorcycle/i, '80'],
  [/all terrain vehicle|\(atv\)/i, '90'],
  [/snowmobile/i, '91'],
  [/^low speed vehicle/i, '94'],
  [/golf cart/i, '95'],
];

const vehicleTypeStyles: [RegExp, string][] = [
  [/^passenger car$/i, '01'],
  [/^bus$/i, '58'],
  [/^motorcycle$/i, '80'],
  [/^low speed vehicle/i, '94'],
];

/** The style code for a decoded vehicle, or null when its body class says too little. */
export function styleOfBodyClass(bodyClass: string | null, vehicleType: string | null): string | null {
  const match = (rules: [RegExp, string][], value: string | null) =>
    value ? (rules.find(([pattern]) => pattern.test(value))?.[1] ?? null) : null;
  return match(bodyClassStyles, bodyClass) ?? match(vehicleTypeStyles, vehicleType);
}
