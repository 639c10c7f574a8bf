import { describe, expect, it } from 'vitest';
import { renameKey } from '../forms/designer/definition-edits';
import { removeField } from '../forms/designer/field-edits';
import { vehicleCrashReport } from '../forms/vehicle-crash-report';
import { vehicleCrashReportExchange } from '../forms/vehicle-crash-report/exchange/exchange-mapping';
import { exchangeMappingSchema } from './exchange-mapping-schema';
import { mappingCoverage } from './mapping-coverage';

const withMapping = () => ({
  ...structuredClone(vehicleCrashReport),
  exchange: structuredClone(vehicleCrashReportExchange),
});
const mappingOf = (definition: { exchange?: unknown }) => exchangeMappingSchema.parse(definition.exchange);

describe("the exchange mapping follows the designer's edits", () => {
  it('renames the paths of a renamed field', () => {
    const edited = renameKey(withMapping(), 'Units.*.VehicleInformation.VINTXT', 'VIN');
    const mapping = mappingOf(edited);
    expect(mapping.fields['Units.*.VehicleInformation.VIN']).toEqual(
      vehicleCrashReportExchange.fields['Units.*.VehicleInformation.VINTXT'],
    );
    expect(mapping.fields).not.toHaveProperty(['Units.*.VehicleInformation.VINTXT']);
    // Every field path of the definition is mapped or listed, and nothing else is.
    expect(mappingCoverage(edited, mapping)).toEqual({ unexported: [], unknown: [] });
  });

  it("renames a section's paths and its contexts, and a condition's field when that is renamed", () => {
    const sectionRenamed = mappingOf(renameKey(withMapping(), 'Units', 'Parties'));
    expect(sectionRenamed.contexts.filter((c) => c.section === 'Parties.*')).toHaveLength(2);
    expect(sectionRenamed.contexts.some((c) => c.section.startsWith('Units'))).toBe(false);
    expect(Object.keys(sectionRenamed.fields).filter((p) => p.startsWith('Units.'))).toEqual([]);

    const typeRenamed = mappingOf(renameKey(withMapping(), 'Units.*.UnitInformation.UNITTYPECDE', 'UNITKIND'));
    const unitContexts = typeRenamed.contexts.filter((c) => c.section === 'Units.*');
    expect(unitContexts.map((c) => c.when?.field)).toEqual(['UnitInformation.UNITKIND', 'UnitInformation.UNITKIND']);
  });

  it('drops a removed field from the mapping, and it stays complete', () => {
    const edited = removeField(withMapping(), 'GeneralInformation.TimeArrivedTxt');
    const mapping = mappingOf(edited);
    expect(JSON.stringify(mapping)).not.toContain('TimeArrivedTxt');
    // Every field path of the definition is mapped or listed, and nothing else is.
    expect(mappingCoverage(edited, mapping)).toEqual({ unexported: [], unknown: [] });
  });

  it('leaves a definition without a mapping without one', () => {
    expect(
      renameKey(structuredClone(vehicleCrashReport), 'Units.*.VehicleInformation.VINTXT', 'VIN').exchange,
    ).toBeUndefined();
    expect(
      removeField(structuredClone(vehicleCrashReport), 'GeneralInformation.TimeArrivedTxt').exchange,
    ).toBeUndefined();
  });
});
