import { describe, expect, it } from 'vitest';
import {
  FMCSA_VEHICLE_REASONS,
  assessFmcsaReportability,
  fmcsaReportabilityInputSchema,
  type FmcsaCrash,
  type FmcsaVehicle,
} from './fmcsa-reportability';

const noCrash: FmcsaCrash = { fatalities: 0, injuredTransportedForTreatment: 0, vehiclesTowedDueToDamage: 0 };

/** The 2^3 vehicle combinations, with the reasons each one should give. */
const vehicles: [FmcsaVehicle, string[]][] = [false, true].flatMap((gvwrOver10000) =>
  [false, true].flatMap((designedFor9PlusPassengers) =>
    [false, true].map((hazmatPlacard): [FmcsaVehicle, string[]] => [
      { gvwrOver10000, designedFor9PlusPassengers, hazmatPlacard },
      [
        ...(gvwrOver10000 ? ['GVWR/GCWR over 10,000 lb'] : []),
        ...(designedFor9PlusPassengers ? ['designed to carry 9 or more people, including the driver'] : []),
        ...(hazmatPlacard ? ['displays a hazardous materials placard'] : []),
      ],
    ]),
  ),
);

/** Crash outcomes, with the reasons each one should give. */
const crashes: [string, FmcsaCrash, string[]][] = [
  ['nothing serious', noCrash, []],
  ['one fatality', { ...noCrash, fatalities: 1 }, ['a fatality']],
  [
    'one injured transported',
    { ...noCrash, injuredTransportedForTreatment: 1 },
    ['an injured person transported for treatment'],
  ],
  ['one vehicle towed', { ...noCrash, vehiclesTowedDueToDamage: 1 }, ['a vehicle towed due to damage']],
  [
    'several of everything',
    { fatalities: 2, injuredTransportedForTreatment: 3, vehiclesTowedDueToDamage: 4 },
    ['2 fatalities', '3 injured people transported for treatment', '4 vehicles towed due to damage'],
  ],
  [
    'injured and towed, no death',
    { ...noCrash, injuredTransportedForTreatment: 1, vehiclesTowedDueToDamage: 2 },
    ['an injured person transported for treatment', '2 vehicles towed due to damage'],
  ],
];

const table = vehicles.flatMap(([vehicle, vehicleReasons]) =>
  crashes.map(([label, crash, crashReasons]) => ({
    name: `${JSON.stringify(vehicle)} / ${label}`,
    vehicle,
    crash,
    vehicleQualifies: vehicleReasons.length > 0,
    crashQualifies: crashReasons.length > 0,
    reasons: [...vehicleReasons, ...crashReasons],
  })),
);

describe('assessFmcsaReportability', () => {
  it('covers every vehicle combination with every crash outcome', () => {
    expect(table).toHaveLength(8 * crashes.length);
  });

  it.each(table)('$name', ({ vehicle, crash, vehicleQualifies, crashQualifies, reasons }) => {
    expect(assessFmcsaReportability({ vehicle, crash })).toEqual({
      reportable: vehicleQualifies && crashQualifies,
      vehicleQualifies,
      crashQualifies,
      reasons,
    });
  });

  it.each([
    ['a car with a towed vehicle', false, false, false, { ...noCrash, vehiclesTowedDueToDamage: 1 }, false],
    ['a heavy truck with property damage only', true, false, false, noCrash, false],
    ['a heavy truck in a fatal crash', true, false, false, { ...noCrash, fatalities: 1 }, true],
    [
      'a 15-passenger van with an injured person transported',
      false,
      true,
      false,
      { ...noCrash, injuredTransportedForTreatment: 1 },
      true,
    ],
    ['a placarded pickup with a vehicle towed', false, false, true, { ...noCrash, vehiclesTowedDueToDamage: 1 }, true],
  ])('%s: reportable = %s', (_, gvwrOver10000, designedFor9PlusPassengers, hazmatPlacard, crash, reportable) => {
    const vehicle = { gvwrOver10000, designedFor9PlusPassengers, hazmatPlacard };
    expect(assessFmcsaReportability({ vehicle, crash }).reportable).toBe(reportable);
  });

  it('counts values that are not positive numbers as zero', () => {
    const vehicle = { gvwrOver10000: true, designedFor9PlusPassengers: false, hazmatPlacard: false };
    const crash = { fatalities: -1, injuredTransportedForTreatment: Number.NaN, vehiclesTowedDueToDamage: 0 };
    expect(assessFmcsaReportability({ vehicle, crash })).toEqual({
      reportable: false,
      vehicleQualifies: true,
      crashQualifies: false,
      reasons: ['GVWR/GCWR over 10,000 lb'],
    });
  });

  it('names each vehicle criterion once', () => {
    expect(Object.values(FMCSA_VEHICLE_REASONS)).toEqual([
      'GVWR/GCWR over 10,000 lb',
      'designed to carry 9 or more people, including the driver',
      'displays a hazardous materials placard',
    ]);
  });
});

describe('fmcsaReportabilityInputSchema', () => {
  const vehicle = { gvwrOver10000: false, designedFor9PlusPassengers: true, hazmatPlacard: false };

  it('accepts booleans and whole counts of zero or more', () => {
    const input = { vehicle, crash: { fatalities: 0, injuredTransportedForTreatment: 2, vehiclesTowedDueToDamage: 1 } };
    expect(fmcsaReportabilityInputSchema.parse(input)).toEqual(input);
  });

  it.each([
    ['a negative count', { vehicle, crash: { ...noCrash, fatalities: -1 } }],
    ['a fractional count', { vehicle, crash: { ...noCrash, vehiclesTowedDueToDamage: 1.5 } }],
    ['a count as text', { vehicle, crash: { ...noCrash, fatalities: '1' } }],
    ['a missing flag', { vehicle: { gvwrOver10000: true, hazmatPlacard: false }, crash: noCrash }],
    ['a flag as a Y/N code', { vehicle: { ...vehicle, hazmatPlacard: 'Y' }, crash: noCrash }],
  ])('refuses %s', (_, input) => {
    expect(fmcsaReportabilityInputSchema.safeParse(input).success).toBe(false);
  });
});
