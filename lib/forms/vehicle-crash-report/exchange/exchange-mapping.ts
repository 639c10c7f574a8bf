import { MOTOR_VEHICLE_UNIT_TYPES } from '../../../codes/code-meanings';
import type { ExchangeMapping } from '../../../exchange/exchange-mapping-schema';
import { crashFields, notExported } from './exchange-fields';
import { peopleFields } from './exchange-fields-people';
import { unitFields } from './exchange-fields-units';
import { unfilledMmucc } from './exchange-unfilled';
import { exchangeTranslations } from './exchange-translations';

/**
 * The Vehicle Crash Report in the state's exchange (docs/exchange.md): NIEM 5.2's Justice domain
 * coded with MMUCC, our own elements (cr:) where NIEM has none. A unit is a j:CrashVehicle or,
 * by its type, a j:CrashNonMotorist whose person is the unit's Driver section.
 */
export const vehicleCrashReportExchange: ExchangeMapping = {
  contexts: [
    {
      section: 'Units.*',
      element: 'j:Crash/j:CrashVehicle',
      when: { field: 'UnitInformation.UNITTYPECDE', in: [...MOTOR_VEHICLE_UNIT_TYPES] },
      json: 'vehicles',
    },
    {
      section: 'Units.*',
      element: 'j:Crash/j:CrashNonMotorist',
      when: { field: 'UnitInformation.UNITTYPECDE', notIn: [...MOTOR_VEHICLE_UNIT_TYPES] },
      person: 'nc:RoleOfPerson',
      json: 'nonMotorists',
    },
    {
      section: 'Units.*.Driver',
      within: 'j:CrashVehicle',
      element: 'j:CrashDriver',
      person: 'nc:RoleOfPerson',
      json: 'driver',
    },
    {
      section: 'Units.*.Driver',
      within: 'j:CrashNonMotorist',
      element: '.',
      person: 'nc:RoleOfPerson',
      json: 'person',
    },
    {
      section: 'Units.*.Passengers.*',
      within: 'j:CrashVehicle',
      element: 'j:CrashPassenger',
      person: 'nc:RoleOfPerson',
      json: 'passengers',
    },
    // A vehicle's sections mean nothing for a non-motorist unit, and a non-motorist's nothing for a vehicle.
    { section: 'Units.*.VehicleInformation', within: 'j:CrashVehicle', element: '.' },
    { section: 'Units.*.CMVInformation', within: 'j:CrashVehicle', element: '.', json: 'commercialVehicle' },
    { section: 'Units.*.TrailerInformation', within: 'j:CrashVehicle', element: '.', json: 'trailer' },
    { section: 'Units.*.Owner', within: 'j:CrashVehicle', element: '.', json: 'owner' },
    { section: 'Units.*.NonMotorist', within: 'j:CrashNonMotorist', element: '.' },
    {
      section: 'Units.*.NonMotorist.Citations.*',
      element: 'cr:CrashNonMotoristAugmentation/j:Charge',
      json: 'citations',
    },
    {
      section: 'GeneralInformation.AssistingOfficers.*',
      element: 'j:Crash/cr:CrashAugmentation/cr:AssistingOfficer',
      json: 'assistingOfficers',
    },
    {
      section: 'CrashDetails.PublicPropertyDamage.*',
      element: 'j:Crash/cr:CrashAugmentation/cr:DamagedProperty',
      json: 'damagedProperty',
    },
    { section: 'Witnesses.*', element: 'j:Crash/cr:CrashAugmentation/j:Witness', json: 'witnesses' },
  ],
  fields: { ...crashFields, ...unitFields, ...peopleFields },
  notExported,
  unfilled: unfilledMmucc,
  translations: exchangeTranslations,
};
