import { code, date, section, text, time, yesNo } from '../forms/definition/builders';
import type { FormDefinition } from '../forms/definition/definition-schema';
import type { ExchangeMapping } from './exchange-mapping-schema';
import type { SchemaOrder } from './niem-document';

/** A two-section form: the crash, and units that are vehicles or pedestrians by their type. */
export const definition = {
  type: 'Crash',
  name: 'Tiny',
  lockDuration: 1,
  sections: [
    section('Crash', 'Crash', [
      date('Day', 'Day'),
      time('At', 'At'),
      code('Weather', 'Weather', 1),
      text('Note', 'Note'),
      text('Kept', 'Kept'),
    ]),
    section('Parties', 'Parties', [], {
      repeat: { min: 1, max: 9, itemLabel: 'Unit' },
      sections: [
        section('Info', 'Info', [code('Kind', 'Kind', 2), yesNo('Towed', 'Towed')]),
        section('Driver', 'Driver', [text('Last', 'Last Name'), code('Injury', 'Injury', 3)]),
      ],
    }),
  ],
  uiRules: [],
  validationRules: [],
  attachmentTypes: [],
  attachmentLimits: { maxBytesEach: 1, maxBytesTotal: 1, extensions: ['pdf'] },
  mapBounds: { minLatitude: 0, maxLatitude: 1, minLongitude: 0, maxLongitude: 1 },
} satisfies FormDefinition;

export const mapping: ExchangeMapping = {
  contexts: [
    {
      section: 'Parties.*',
      element: 'j:Crash/j:CrashVehicle',
      when: { field: 'Info.Kind', in: ['V'] },
      json: 'vehicles',
    },
    {
      section: 'Parties.*',
      element: 'j:Crash/j:CrashNonMotorist',
      when: { field: 'Info.Kind', notIn: ['V'] },
      person: 'nc:RoleOfPerson',
      json: 'nonMotorists',
    },
    {
      section: 'Parties.*.Driver',
      within: 'j:CrashVehicle',
      element: 'j:CrashDriver',
      person: 'nc:RoleOfPerson',
      json: 'driver',
    },
    { section: 'Parties.*.Driver', within: 'j:CrashNonMotorist', element: '.' },
  ],
  fields: {
    'Crash.Day': { element: 'j:Crash/nc:ActivityDate/nc:DateTime', as: 'dateTime', time: 'At', json: 'crashDate' },
    'Crash.Weather': { element: 'j:Crash/j:CrashWeatherConditionCode', as: 'code', codes: 'weather', json: 'weather' },
    'Crash.Note': { element: 'j:Crash/nc:ActivityDescriptionText', as: 'text', json: 'note' },
    'Parties.*.Info.Kind': { element: 'cr:UnitKind', as: 'code', json: 'kind' },
    'Parties.*.Info.Towed': {
      element: 'nc:ConveyanceTowedIndicator',
      as: 'boolean',
      json: 'towed',
      within: 'j:CrashVehicle',
    },
    'Parties.*.Driver.Last': {
      element: 'nc:RoleOfPerson/nc:PersonName/nc:PersonSurName',
      as: 'text',
      json: 'lastName',
    },
    'Parties.*.Driver.Injury': {
      element: '@crashPerson/j:CrashPersonInjury/j:InjurySeverityCode',
      as: 'code',
      codes: 'injury',
      json: 'injury',
    },
  },
  notExported: { 'Crash.At': 'Written with the day.', 'Crash.Kept': 'Ours alone.' },
  unfilled: [],
  translations: {
    weather: { type: 'mmucc:AtmosphericConditionCodeSimpleType', codes: { '1': '1', '2': '10', '9': null } },
    injury: { type: 'aamva_d20:AccidentSeverityCodeSimpleType', codes: { K: '1', O: '5' } },
  },
};

/** The schemas' order for the elements above, written out as the server reads it from the XSDs. */
export const order: SchemaOrder = {
  elementType: new Map([
    ['cr:Report', 'cr:ReportType'],
    ['j:Crash', 'j:CrashType'],
    ['j:CrashVehicle', 'j:CrashVehicleType'],
    ['j:CrashNonMotorist', 'j:CrashNonMotoristType'],
    ['j:CrashDriver', 'j:CrashDriverType'],
    ['j:CrashPerson', 'j:CrashPersonType'],
    ['nc:RoleOfPerson', 'nc:PersonType'],
    ['nc:PersonName', 'nc:PersonNameType'],
    ['nc:ActivityDate', 'nc:DateType'],
    ['j:CrashPersonInjury', 'nc:InjuryType'],
  ]),
  substitutes: new Map([
    ['j:CrashWeatherConditionCode', 'j:CrashWeatherConditionAbstract'],
    ['j:InjurySeverityCode', 'nc:InjurySeverityAbstract'],
  ]),
  children: new Map([
    ['cr:ReportType', ['j:Crash']],
    ['nc:ActivityType', ['nc:ActivityDate', 'nc:ActivityDescriptionText']],
    [
      'j:CrashType',
      [
        'nc:ActivityDate',
        'nc:ActivityDescriptionText',
        'j:CrashVehicle',
        'j:CrashNonMotorist',
        'j:CrashPerson',
        'j:CrashWeatherConditionAbstract',
      ],
    ],
    ['j:CrashVehicleType', ['nc:ConveyanceTowedIndicator', 'j:CrashDriver', 'cr:UnitKind']],
    ['j:CrashNonMotoristType', ['nc:RoleOfPerson', 'cr:UnitKind']],
    ['j:CrashDriverType', ['nc:RoleOfPerson']],
    ['j:CrashPersonType', ['nc:RoleOfPerson', 'j:CrashPersonInjury']],
    ['nc:PersonType', ['nc:PersonName']],
    ['nc:PersonNameType', ['nc:PersonGivenName', 'nc:PersonSurName']],
    ['nc:DateType', ['nc:Date', 'nc:DateTime']],
    ['nc:InjuryType', ['nc:InjurySeverityAbstract']],
  ]),
};

export const report = () => ({
  Crash: { Day: '11/20/2026', At: '14:05', Weather: '2', Note: 'A & B <c>\u0001', Kept: 'x' },
  Parties: [
    { Info: { Kind: 'V', Towed: '1' }, Driver: { Last: 'DOE', Injury: 'K' } },
    { Info: { Kind: 'P', Towed: '0' }, Driver: { Last: 'ROE', Injury: 'O' } },
  ],
});
