import { CodeListId } from '../../codes/list-ids';
import { code, count, NO_1_YES_0, section, text, yesNo } from '../definition/builders';

/** The Crash Details section, with its repeated Public Property Damage. */
export const publicPropertyDamage = section(
  'PublicPropertyDamage',
  'Public Property Damage',
  [
    text('PROPNAMETXT', 'Property Damaged', { maxLength: 45 }),
    yesNo('STATEPROPIND', 'State Property'),
    text('OWNERNAMETXT', 'Owner Name', { maxLength: 45 }),
    text('OWNERADDRESSTXT', 'Owner Address', { maxLength: 70 }),
  ],
  { repeat: { min: 1, max: 20, itemLabel: 'Damaged Property' } },
);

export const crashDetails = section(
  'CrashDetails',
  'Crash Details',
  [
    yesNo('HitRunInd', 'Hit and Run', undefined, { role: 'crash.hitAndRun' }),
    count('MotorVehInvolvedNmb', 'Number of Motor Vehicles', 2, { role: 'crash.motorVehicleCount' }),
    count('NonMotoristsNmb', 'Number of Non-Motorists', 2, { role: 'crash.nonMotoristCount' }),
    count('InjuredNmb', 'Number Injured', 2, { role: 'crash.injuredCount' }),
    count('DeadNmb', 'Number Dead', 2, { role: 'crash.deadCount' }),
    count('CommercialUnitsNmb', 'Number of Commercial Units', 2, { role: 'crash.commercialUnitCount' }),
    count('DeerNmb', 'Number of Deer', 2),
    yesNo('WitnessesInd', 'Witnesses', NO_1_YES_0),
    yesNo('SecondaryCrashInd', 'Secondary Crash', NO_1_YES_0),
    code('SecondaryFromCde', 'Secondary Crash From', CodeListId.SecondaryCrashFrom),
    code('PrimaryFactorCde', 'Primary Factor', CodeListId.PrimaryFactor, { role: 'crash.primaryFactor' }),
    yesNo('SchoolZoneInd', 'School Zone'),
    yesNo('RumbleStripInd', 'Rumble Strip'),
    yesNo('ConstructionInd', 'Construction Zone', NO_1_YES_0),
    code('ConstructTypeCde', 'Construction Type', CodeListId.ConstructionType),
    code('LightCondCde', 'Light Condition', CodeListId.LightCondition),
    code('WeatherCde', 'Weather', CodeListId.Weather),
    code('SurfaceCondCde', 'Surface Condition', CodeListId.SurfaceCondition),
    code('RDWYJUNCTIONCDE', 'Roadway Junction', CodeListId.RoadwayJunction, { role: 'crash.roadwayJunction' }),
    yesNo('INVOLVEDEQUIPMENTIND', 'Involved Equipment'),
    text('CROSSINGNUMBERTXT', 'Railroad Crossing Number', { mask: '999999A' }),
    code('SurfaceTypeCde', 'Surface Type', CodeListId.SurfaceType),
    code('PropDamageCde', 'Property Damage', CodeListId.PropertyDamage),
    code('PropertyType', 'Property Type', CodeListId.PropertyType),
    code('DamageEstimateCde', 'Damage Estimate', CodeListId.DamageEstimate),
    code('MannerCollCde', 'Manner of Collision', CodeListId.CrashTypeCollision, { role: 'crash.mannerOfCollision' }),
    yesNo('ResponderInjuredInd', 'Responder Injured'),
    text('ResponderIncidentNumberTxt', 'Responder Incident Number', { maxLength: 20 }),
    yesNo('AdvancedWarningVehicleInd', 'Vehicle Advanced Warning System'),
  ],
  { navRoot: true, sections: [publicPropertyDamage] },
);
