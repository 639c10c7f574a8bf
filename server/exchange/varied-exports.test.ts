import { describe, expect, it } from 'vitest';
import { unitTypeList } from '../../lib/codes/seed/units/unit-type';
import type { ReportData } from '../../lib/forms/definition/paths';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import { exchangeTestReport } from '../../lib/validation/report-checks/exchange-test-report';
import { completeReport, largeReport } from '../../lib/validation/report-checks/test-reports';
import { fullReleaseSchemaSet } from './exchange-documents.fixture';
import { exchangeSchemas, exportReport, type ExchangeReport } from './report-exchange';
import {
  exchangeValidator,
  findExchangeFolder,
  readExchangeSchemaSet,
  validateExchangeDocuments,
} from './validate-exchange';

const set = readExchangeSchemaSet(findExchangeFolder());
const schemas = exchangeSchemas(
  [set.main, ...set.imported].map((f) => String(f.contents)),
  validateExchangeDocuments,
);
const form = { label: 'Vehicle Crash Report 1.0', definition: vehicleCrashReport };

type Unit = Record<string, Record<string, unknown>>;
const unitsOf = (data: ReportData) => data.Units as Unit[];

/** The test report with its first unit of `type` (list 272), the rest as they are. */
function withFirstUnitType(type: string): ReportData {
  const data = exchangeTestReport();
  unitsOf(data)[0]!.UnitInformation!.UNITTYPECDE = type;
  return data;
}

/** Codes MMUCC's lists lack: a helmet worn and a driver pinned under, carried by our own elements. */
function helmetAndPinned(): ReportData {
  const data = exchangeTestReport();
  const driver = unitsOf(data)[0]!.Driver!;
  driver.SAFETYEQUUSEDCDE = '5';
  driver.EJECTTRAPCDE = '6';
  return data;
}

const report = (data: ReportData, more: Partial<ExchangeReport> = {}): ExchangeReport => ({
  uniqueIdentifier: '4f1c2b7e-0d55-4a8e-9e1f-2b6b6f0c9a11',
  version: 3,
  isSupplement: false,
  agencyOri: 'IN0490000',
  data,
  ...more,
});

const unitTypes = unitTypeList.entries.map((c) => c.code);

/** Varied reports, each as the state would receive it. */
const cases: [string, ExchangeReport, { replaces?: string }?][] = [
  [
    'every section filled: two vehicles (CMV with hazmat, trailer), a pedestrian, witnesses',
    report(exchangeTestReport()),
  ],
  ['the smallest complete report', report(completeReport())],
  ['thirty units with drivers, passengers and ten witnesses', report(largeReport(30))],
  [
    'a supplement replacing an accepted report',
    report(exchangeTestReport(), { isSupplement: true }),
    { replaces: 'IN-2026-000123' },
  ],
  ["codes MMUCC's lists lack, carried by our own elements", report(helmetAndPinned())],
  ...unitTypes.map((type): [string, ExchangeReport] => [
    `a first unit of type ${type}`,
    report(withFirstUnitType(type)),
  ]),
];

describe('exports of varied reports', () => {
  it('are built without a problem and accepted by the whole NIEM 5.2 release, as by the subset', async () => {
    const built = [];
    for (const [name, r, options] of cases) {
      const out = await exportReport(schemas, form, r, options);
      expect(out.problems, name).toEqual([]);
      built.push(out.xml);
    }
    expect(built[3]).toContain('<cr:CrashReportSupplementIndicator>true</cr:CrashReportSupplementIndicator>');
    expect(built[4]).toMatch(/<cr:SafetyEquipmentCode>5<\/cr:SafetyEquipmentCode>/);
    expect(built[4]).toMatch(/<cr:EjectionTrappedCode>6<\/cr:EjectionTrappedCode>/);
    // A pedestrian first unit is a non-motorist; a parked or working vehicle a vehicle.
    expect(built[5 + unitTypes.indexOf('22')]).toMatch(/<j:Crash>[\s\S]*<j:CrashNonMotorist>/);
    const release = await exchangeValidator(fullReleaseSchemaSet(), { maxMemoryMiB: 1024 })(built);
    release.forEach((verdict, n) => expect(verdict, cases[n]![0]).toEqual({ valid: true, errors: [] }));
  }, 120_000);
});
