import { MOTOR_VEHICLE_UNIT_TYPES } from '../../codes/code-meanings';
import type { UiRule } from '../definition/definition-schema';

/** The fixed value the UI rules set LocalCodeTxt to when photos are taken. */
export const PHOTOS_TAKEN_LOCAL_CODE = 'PHOTOS ON FILE';

const unit = 'Units.*';
/** The sections that describe a vehicle; a non-motorist unit has none of them. */
const vehicleSections = ['VehicleInformation', 'CMVInformation', 'TrailerInformation', 'Owner', 'Passengers'];

/**
 * The form UI rules (see docs/rules/report-editor.md, "UI rules"), in order: later rules win, so the unit-type rules come after the
 * CMV and trailer indicators (a non-motorist unit never shows a CMV or trailer section).
 */
export const vehicleCrashReportUiRules: UiRule[] = [
  {
    id: 'secondary-crash-1',
    when: { path: 'CrashDetails.SecondaryCrashInd', equals: '1' },
    then: [{ action: 'disable', target: 'CrashDetails.SecondaryFromCde' }],
  },
  {
    id: 'secondary-crash-0',
    when: { path: 'CrashDetails.SecondaryCrashInd', equals: '0' },
    then: [{ action: 'enable', target: 'CrashDetails.SecondaryFromCde' }],
  },
  {
    id: 'construction-1',
    when: { path: 'CrashDetails.ConstructionInd', equals: '1' },
    then: [{ action: 'disable', target: 'CrashDetails.ConstructTypeCde' }],
  },
  {
    id: 'construction-0',
    when: { path: 'CrashDetails.ConstructionInd', equals: '0' },
    then: [{ action: 'enable', target: 'CrashDetails.ConstructTypeCde' }],
  },
  {
    id: 'witnesses-1',
    when: { path: 'CrashDetails.WitnessesInd', equals: '1' },
    then: [{ action: 'hide', target: 'Witnesses' }],
  },
  {
    id: 'witnesses-0',
    when: { path: 'CrashDetails.WitnessesInd', equals: '0' },
    then: [{ action: 'show', target: 'Witnesses' }],
  },
  {
    id: 'investigation-complete-1',
    when: { path: 'GeneralInformation.InvestCompleteInd', equals: '1' },
    then: [{ action: 'disable', target: 'GeneralInformation.LocalCodeTxt' }],
  },
  {
    id: 'photos-taken-1',
    when: { path: 'GeneralInformation.PhotosTakenInd', equals: '1' },
    then: [{ action: 'set', target: 'GeneralInformation.LocalCodeTxt', value: PHOTOS_TAKEN_LOCAL_CODE }],
  },
  {
    id: 'photos-taken-0',
    when: { path: 'GeneralInformation.PhotosTakenInd', equals: '0' },
    then: [{ action: 'clear', target: 'GeneralInformation.LocalCodeTxt' }],
  },
  {
    id: 'commercial-vehicle-1',
    when: { path: `${unit}.UnitInformation.COMMVEHIND`, equals: '1' },
    then: [{ action: 'hide', target: `${unit}.CMVInformation` }],
  },
  {
    id: 'commercial-vehicle-0',
    when: { path: `${unit}.UnitInformation.COMMVEHIND`, equals: '0' },
    then: [{ action: 'show', target: `${unit}.CMVInformation` }],
  },
  {
    id: 'trailer-1',
    when: { path: `${unit}.UnitInformation.TRAILERIND`, equals: '1' },
    then: [{ action: 'hide', target: `${unit}.TrailerInformation` }],
  },
  {
    id: 'trailer-0',
    when: { path: `${unit}.UnitInformation.TRAILERIND`, equals: '0' },
    then: [{ action: 'show', target: `${unit}.TrailerInformation` }],
  },
  {
    // The map is off while the officer says the crash cannot be mapped, so the two never disagree.
    id: 'unable-to-map',
    when: { path: 'Location.UnableToMap', equals: 'true' },
    then: [{ action: 'disable', target: 'Location.MapIt' }],
  },
  {
    // An owner is a person or a business, so only its own name fields show.
    id: 'owner-individual',
    when: { path: `${unit}.Owner.OwnerPersonInd`, equals: '1' },
    then: [{ action: 'hide', target: `${unit}.Owner.BUSINESSNAMETXT` }],
  },
  {
    id: 'owner-business',
    when: { path: `${unit}.Owner.OwnerPersonInd`, equals: '0' },
    then: ['NAMELASTTXT', 'NAMEFIRSTTXT', 'NAMEMINITIALTXT'].map((key) => ({
      action: 'hide' as const,
      target: `${unit}.Owner.${key}`,
    })),
  },
  // A unit that left the scene: what cannot be read off a vehicle that is gone is not asked for
  // (disabled fields are not required). Its plain answers are filled by lib/forms/derived/derived-values.ts.
  {
    id: 'left-scene-1',
    when: { path: `${unit}.UnitInformation.LEFTSCENEIND`, equals: '1' },
    then: ['VINTXT', 'VEHLICYEARTXT', 'OCCUPSNMB'].map((key) => ({
      action: 'disable' as const,
      target: `${unit}.VehicleInformation.${key}`,
    })),
  },
  {
    id: 'unit-type-unset',
    when: { path: `${unit}.UnitInformation.UNITTYPECDE`, empty: true },
    then: [{ action: 'hide', target: `${unit}.NonMotorist` }],
  },
  {
    id: 'unit-type-vehicle',
    when: { path: `${unit}.UnitInformation.UNITTYPECDE`, in: [...MOTOR_VEHICLE_UNIT_TYPES] },
    then: [
      { action: 'show', target: `${unit}.VehicleInformation` },
      { action: 'show', target: `${unit}.Owner` },
      { action: 'show', target: `${unit}.Passengers` },
      { action: 'hide', target: `${unit}.NonMotorist` },
    ],
  },
  {
    id: 'unit-type-non-motorist',
    when: { path: `${unit}.UnitInformation.UNITTYPECDE`, notIn: [...MOTOR_VEHICLE_UNIT_TYPES] },
    then: [
      ...vehicleSections.map((s) => ({ action: 'hide' as const, target: `${unit}.${s}` })),
      { action: 'show', target: `${unit}.NonMotorist` },
    ],
  },
];
