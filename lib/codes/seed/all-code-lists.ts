import type { CodeListSeed } from '../code-list';
import { agencyList } from './places/agencies';
import { testGivenList, testTypeList } from './units/alcohol-drug-tests';
import { citationList } from './units/citations';
import { cityList } from './places/cities';
import { gvwrList, cargoBodyTypeList, hazardClassList } from './units/commercial-vehicle';
import { environmentalFactorList, driverFactorList, vehicleFactorList } from './units/contributing-circumstances';
import { countyList } from './places/counties';
import {
  weatherList,
  surfaceConditionList,
  lightConditionList,
  roadwayJunctionList,
  constructionTypeList,
  secondaryCrashFromList,
} from './crash/crash-conditions';
import { mannerOfCollisionList, harmfulEventList } from './crash/crash-type';
import {
  driverConditionList,
  genderList,
  driverLicenseTypeList,
  cdlClassList,
  licenseRestrictionList,
} from './units/driver';
import { injuryStatusList, injuryNatureList, injuryLocationList } from './units/injury';
import {
  nonMotoristActionList,
  nonMotoristLocationList,
  nonMotoristCollidedWithList,
  citationTypeList,
} from './units/non-motorist';
import { seatingPositionList, ejectionTrappedList, safetyEquipmentList } from './units/occupant';
import { primaryFactorList } from './crash/primary-factors';
import { propertyDamageList, propertyTypeList, damageEstimateList } from './crash/property-damage';
import {
  functionalClassList,
  roadTypeList,
  trafficControlList,
  roadwayCharacterList,
  localityList,
  surfaceTypeList,
  roadwayClassList,
  locationTypeList,
} from './crash/roadway';
import { stateList } from './places/states';
import { streetSuffixList, compassDirectionList } from './places/street-address';
import { townshipList } from './places/townships';
import { unitTypeList } from './units/unit-type';
import { vehicleColorList, vehicleStyleList, vehicleUseList } from './units/vehicle-description';
import { travelDirectionList, preCollisionActionList, damageAreaList } from './units/vehicle-movement';

/**
 * Every shipped code list: the server seeds the database from these and tests check them against
 * the registry in list-ids.ts. Each file's header says where its values come from (real or
 * plausible).
 */
export const codeListSeeds: readonly CodeListSeed[] = [
  agencyList,
  testGivenList,
  testTypeList,
  citationList,
  cityList,
  gvwrList,
  cargoBodyTypeList,
  hazardClassList,
  environmentalFactorList,
  driverFactorList,
  vehicleFactorList,
  countyList,
  weatherList,
  surfaceConditionList,
  lightConditionList,
  roadwayJunctionList,
  constructionTypeList,
  secondaryCrashFromList,
  mannerOfCollisionList,
  harmfulEventList,
  driverConditionList,
  genderList,
  driverLicenseTypeList,
  cdlClassList,
  licenseRestrictionList,
  injuryStatusList,
  injuryNatureList,
  injuryLocationList,
  nonMotoristActionList,
  nonMotoristLocationList,
  nonMotoristCollidedWithList,
  citationTypeList,
  seatingPositionList,
  ejectionTrappedList,
  safetyEquipmentList,
  primaryFactorList,
  propertyDamageList,
  propertyTypeList,
  damageEstimateList,
  functionalClassList,
  roadTypeList,
  trafficControlList,
  roadwayCharacterList,
  localityList,
  surfaceTypeList,
  roadwayClassList,
  locationTypeList,
  stateList,
  streetSuffixList,
  compassDirectionList,
  townshipList,
  unitTypeList,
  vehicleColorList,
  vehicleStyleList,
  vehicleUseList,
  travelDirectionList,
  preCollisionActionList,
  damageAreaList,
];
