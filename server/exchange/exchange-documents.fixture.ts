/**
 * Hand-written exchange documents for the validator's tests: one valid crash report, and copies
 * of it each broken in one way the schema must refuse.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EXCHANGE_NAMESPACE } from '../../lib/exchange/exchange-namespaces';
import { loadNiemRelease } from '../../scripts/niem-subset/niem-release';
import { EXCHANGE_SCHEMA_FILE, findExchangeFolder, type ExchangeSchemaSet } from './validate-exchange';

/** Our exchange schema over the whole NIEM 5.2 release (the vendored test fixture) instead of the subset. */
export function fullReleaseSchemaSet(): ExchangeSchemaSet {
  return {
    main: {
      fileName: EXCHANGE_SCHEMA_FILE,
      contents: fs.readFileSync(path.join(findExchangeFolder(), EXCHANGE_SCHEMA_FILE), 'utf8'),
    },
    imported: [...loadNiemRelease()].map(([file, contents]) => ({ fileName: `niem/${file}`, contents })),
  };
}

const NAMESPACES = [
  `xmlns:cr="${EXCHANGE_NAMESPACE}"`,
  'xmlns:j="http://release.niem.gov/niem/domains/jxdm/7.2/"',
  'xmlns:nc="http://release.niem.gov/niem/niem-core/5.0/"',
  'xmlns:structures="http://release.niem.gov/niem/structures/5.0/"',
].join(' ');

/** A vehicle with its driver (name, birth date, licence) and a passenger, `index` apart from others. */
export function crashVehicle(index: number): string {
  return `
    <j:CrashVehicle structures:id="vehicle-${index}">
      <j:CrashDriver>
        <nc:RoleOfPerson>
          <nc:PersonBirthDate><nc:Date>1980-04-0${(index % 9) + 1}</nc:Date></nc:PersonBirthDate>
          <nc:PersonName>
            <nc:PersonGivenName>Alex</nc:PersonGivenName>
            <nc:PersonSurName>Driver ${index}</nc:PersonSurName>
          </nc:PersonName>
        </nc:RoleOfPerson>
        <j:DriverLicense>
          <j:DriverLicenseIdentification><nc:IdentificationID>D${1000000 + index}</nc:IdentificationID></j:DriverLicenseIdentification>
          <j:DriverLicenseCommercialClassCode>B</j:DriverLicenseCommercialClassCode>
        </j:DriverLicense>
      </j:CrashDriver>
      <j:CrashPassenger>
        <nc:RoleOfPerson>
          <nc:PersonName><nc:PersonGivenName>Sam</nc:PersonGivenName></nc:PersonName>
        </nc:RoleOfPerson>
      </j:CrashPassenger>
      <j:VehicleBodyCategoryCode>1</j:VehicleBodyCategoryCode>
    </j:CrashVehicle>`;
}

export interface CrashReportParts {
  metadata?: string;
  vehicles?: string;
  crashCodes?: string;
}

/** A crash report document; each part replaced by `parts`, when given, as written. */
export function crashReportDocument(parts: CrashReportParts = {}): string {
  const metadata =
    parts.metadata ??
    `
  <cr:CrashReportIdentification><nc:IdentificationID>0d9f3c1e-6a57-4a5e-9c52-3f1f7a2b9e10</nc:IdentificationID></cr:CrashReportIdentification>
  <cr:CrashReportVersionNumeric>2</cr:CrashReportVersionNumeric>
  <cr:CrashReportSupplementIndicator>false</cr:CrashReportSupplementIndicator>
  <cr:CrashReportReplacedStateCaseIdentification><nc:IdentificationID>2024-000123</nc:IdentificationID></cr:CrashReportReplacedStateCaseIdentification>
  <cr:CrashReportAgencyORIIdentification><nc:IdentificationID>MD0030000</nc:IdentificationID></cr:CrashReportAgencyORIIdentification>
  <cr:CrashReportFormVersionText>2024.1</cr:CrashReportFormVersionText>`;
  const crashCodes =
    parts.crashCodes ??
    `
    <j:CrashLightConditionCode>1</j:CrashLightConditionCode>
    <j:CrashMannerCode>2</j:CrashMannerCode>
    <j:CrashWeatherConditionCode>1</j:CrashWeatherConditionCode>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<cr:CrashReport ${NAMESPACES}>${metadata}
  <j:Crash>
    <nc:ActivityDate><nc:DateTime>2024-05-01T14:30:00</nc:DateTime></nc:ActivityDate>${parts.vehicles ?? crashVehicle(1)}${crashCodes}
    <cr:CrashAugmentation>
      <cr:LaneClosedStartTime>14:45:00</cr:LaneClosedStartTime>
      <cr:LaneClosedEndTime>15:30:00</cr:LaneClosedEndTime>
    </cr:CrashAugmentation>
  </j:Crash>
</cr:CrashReport>
`;
}
