import { vehicleCrashReportExchange } from '../forms/vehicle-crash-report/exchange/exchange-mapping';
import type { ExchangeMapping } from './exchange-mapping-schema';

/**
 * Elements whose type a mapping writes as xsi:type (`nc:RoleOfItem~nc:VehicleType`): the subset
 * keeps a type through an element declared with it, so the type's element is wanted too.
 */
const elementOfType: Record<string, string> = {
  'nc:VehicleType': 'nc:Vehicle',
  'j:CrashDriverLicenseType': 'j:CrashDriverLicense',
};

/** Every NIEM element a mapping may write, with those the builder adds itself (the person links). */
export function elementsOfMapping(mapping: ExchangeMapping): string[] {
  const found = new Set<string>(['j:Crash', 'j:CrashPerson', 'j:CrashVehicleOccupant', 'nc:RoleOfPerson']);
  const add = (path: string | undefined) => {
    for (const step of path?.split('/') ?? []) {
      if (step === '.' || step.startsWith('@')) continue;
      const [name, type] = step.split('~') as [string, string | undefined];
      found.add(name);
      if (type) found.add(elementOfType[type] ?? type);
    }
  };
  for (const context of mapping.contexts) {
    add(context.element);
    add(context.person);
  }
  for (const mapped of Object.values(mapping.fields)) {
    for (const exp of Array.isArray(mapped) ? mapped : [mapped]) add(exp.element);
  }
  return [...found].filter((name) => !name.startsWith('cr:')).sort();
}

/**
 * The NIEM elements an exported crash report may hold, as `prefix:Name` with the prefix the NIEM
 * 5.2 release gives each namespace: those of the shipped form's mapping. The subset (exchange/niem/,
 * cut by `npm run niem-subset`) keeps these and what they need; an optional element of a NIEM type
 * that is not listed here is left out of the subset, so a document holding it is refused.
 */
export function niemElementsUsed(): readonly string[] {
  return elementsOfMapping(vehicleCrashReportExchange);
}
