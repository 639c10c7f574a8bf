import type { CodeListSeed } from '../code-list';
import { agencyList } from './agencies';
import { testGivenList, testTypeList } from './alcohol-drug-tests';
import { citationList } from './citations';
import { cityList } from './cities';
import { gvwrList, cargoBodyTypeList, hazardClassList } from './commercial-vehicle';
import { environmentalFactorList, driverFactorList, vehicleFactorList } from './contributing-circumstances';
import { countyList } from './counties';
import {
  weatherList,
  surfaceConditionList,
  lightConditionList,
  roadwayJunctionList,
  constructionTypeList,
  secondaryCrashFromList,
} from './crash-conditions';
import { mannerOfCollisionList, harmfulEventList } from './crash-type';
import { driverConditionList, genderList, driverLicenseTypeList, cdlClassList, licenseRestrictionList } from './driver';
import { injuryStatusList, injuryNatureList, injuryLocationList } from './injury';
import {
  nonMotoristActionList,
  nonMotoristLocationList,
  nonMotoristCollidedWithList,
  citationTypeList,
} from './non-motorist';
import { seatingPositionList, ejectionTrappedList, safetyEquipmentList } from './occupant';
import { primaryFactorList } from './primary-factors';
import { propertyDamageList, propertyTypeList, damageEstimateList } from './property-damage';
import {
  functionalClassList,
  roadTypeList,
  trafficControlList,
  roadwayCharacterList,
  localityList,
  surfaceTypeList,
  roadwayClassList,
  locationTypeList,
} from './roadway';
import { stateList } from './states';
import { streetSuffixList, compassDirectionList } from './street-address';
import { townshipList } from './townships';
import { unitTypeList } from './unit-type';
import { vehicleColorList, vehicleStyleList, vehicleUseList } from './vehicle-description';
import { travelDirectionList, preCollisionActionList, damageAreaList } from './vehicle-movement';

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
