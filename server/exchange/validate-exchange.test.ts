import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXCHANGE_NAMESPACE, EXCHANGE_PREFIX } from '../../lib/exchange/exchange-namespaces';
import { crashReportDocument, crashVehicle, fullReleaseSchemaSet } from './exchange-documents.fixture';
import {
  EXCHANGE_SCHEMA_FILE,
  exchangeValidator,
  findExchangeFolder,
  readExchangeSchemaSet,
  readVerdicts,
  validateExchangeDocuments,
  type ExchangeValidation,
} from './validate-exchange';

const folder = findExchangeFolder();

/** The exchange schema over the whole NIEM release instead of the subset. */

const valid = crashReportDocument();
const documents = {
  valid,
  wrongCode: crashReportDocument({ crashCodes: '\n    <j:CrashMannerCode>77</j:CrashMannerCode>' }),
  missingRequired: valid.replace(
    /\s*<cr:CrashReportAgencyORIIdentification>.*<\/cr:CrashReportAgencyORIIdentification>/,
    '',
  ),
  unknownElement: valid.replace(
    '<nc:PersonGivenName>Alex',
    '<nc:PersonFavouriteColour>Red</nc:PersonFavouriteColour><nc:PersonGivenName>Alex',
  ),
  outOfOrder: crashReportDocument({
    crashCodes:
      '\n    <j:CrashWeatherConditionCode>1</j:CrashWeatherConditionCode>\n    <j:CrashMannerCode>2</j:CrashMannerCode>',
  }),
  notWellFormed: valid.replace('</j:Crash>', '</j:Crash2>'),
  notXml: 'not XML at all',
  wrongRoot: valid.replace(/cr:CrashReport\b/g, 'cr:CrashRecord'),
};
const names = Object.keys(documents) as (keyof typeof documents)[];
/** An element of the release the exchange does not use: the subset alone refuses it. */
const unusedElement = crashReportDocument({
  crashCodes: `
    <j:CrashLightConditionCode>1</j:CrashLightConditionCode>
    <j:CrashMannerCode>2</j:CrashMannerCode>
    <j:CrashSchoolBusRelatedCode>0</j:CrashSchoolBusRelatedCode>
    <j:CrashWeatherConditionCode>1</j:CrashWeatherConditionCode>`,
});

describe('validateExchangeDocuments', () => {
  let subsetVerdicts: Record<string, ExchangeValidation>;
  let releaseVerdicts: Record<string, ExchangeValidation>;

  beforeAll(async () => {
    const texts = [...names.map((name) => documents[name]), unusedElement];
    const [subset, release] = await Promise.all([
      validateExchangeDocuments(texts),
      exchangeValidator(fullReleaseSchemaSet(), { maxMemoryMiB: 1024 })(texts),
    ]);
    subsetVerdicts = Object.fromEntries([...names, 'unused'].map((name, i) => [name, subset[i]!]));
    releaseVerdicts = Object.fromEntries([...names, 'unused'].map((name, i) => [name, release[i]!]));
  }, 60_000);

  it('accepts the valid report and gives it no errors, against the subset and the whole release', () => {
    expect(subsetVerdicts.valid).toEqual({ valid: true, errors: [] });
    expect(releaseVerdicts.valid).toEqual({ valid: true, errors: [] });
  });

  it('refuses each broken report against both, for the same reason on the same line', () => {
    // Where an element is not expected, libxml2 lists those that would be: fewer in the subset.
    const reasons = (verdict: ExchangeValidation) =>
      verdict.errors.map(({ line, message }) => ({ line, message: message.replace(/ Expected is .*/, '') }));
    for (const name of names.filter((n) => n !== 'valid')) {
      expect(subsetVerdicts[name]!.valid, name).toBe(false);
      expect(releaseVerdicts[name]!.valid, name).toBe(false);
      expect(subsetVerdicts[name]!.errors.length, name).toBeGreaterThan(0);
      expect(reasons(subsetVerdicts[name]!), name).toEqual(reasons(releaseVerdicts[name]!));
    }
  });

  it("says what is wrong with each, on the broken element's line", () => {
    const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
    expect(subsetVerdicts.wrongCode!.errors).toEqual([
      {
        line: lineOf(documents.wrongCode, '<j:CrashMannerCode>77'),
        message: expect.stringMatching(/CrashMannerCode.*\[facet 'enumeration'\] The value '77'/),
      },
    ]);
    expect(subsetVerdicts.missingRequired!.errors[0]!.message).toMatch(
      /Expected is \(.*CrashReportAgencyORIIdentification/,
    );
    expect(subsetVerdicts.unknownElement!.errors[0]!.message).toMatch(
      /PersonFavouriteColour.*This element is not expected/,
    );
    expect(subsetVerdicts.outOfOrder!.errors[0]!.message).toMatch(/CrashMannerCode.*This element is not expected/);
    expect(subsetVerdicts.notWellFormed!.errors[0]!.message).toMatch(/parser error : Opening and ending tag mismatch/);
    expect(subsetVerdicts.notXml!.errors).toEqual([{ line: 1, message: expect.stringMatching(/parser error/) }]);
    expect(subsetVerdicts.wrongRoot!.errors[0]!.message).toMatch(/CrashRecord.*No matching global declaration/);
  });

  it('refuses, against the subset only, an element of the release the exchange does not use', () => {
    expect(releaseVerdicts.unused).toEqual({ valid: true, errors: [] });
    expect(subsetVerdicts.unused!.valid).toBe(false);
    expect(subsetVerdicts.unused!.errors[0]!.message).toMatch(
      /CrashSchoolBusRelatedCode.*This element is not expected/,
    );
  });

  it('gives each of many documents checked in one call its own verdict', async () => {
    const big = crashReportDocument({ vehicles: Array.from({ length: 3 }, (_, i) => crashVehicle(i)).join('') });
    const verdicts = await validateExchangeDocuments([big, documents.wrongCode, big]);
    expect(verdicts.map((v) => v.valid)).toEqual([true, false, true]);
    expect(verdicts[1]!.errors).toHaveLength(1);
    expect(await validateExchangeDocuments([])).toEqual([]);
  });
});

describe('readVerdicts', () => {
  it("keeps each document's errors apart and leaves out the lines quoting a document", () => {
    const output = [
      'document-0.xml:3: parser error : Opening and ending tag mismatch: a line 1 and b',
      '</b>',
      '   ^',
      'document-1.xml validates',
      'document-0.xml fails to validate',
    ].join('\n');
    expect(readVerdicts(output, 2)).toEqual([
      {
        valid: false,
        errors: [{ line: 3, message: 'parser error : Opening and ending tag mismatch: a line 1 and b' }],
      },
      { valid: true, errors: [] },
    ]);
  });
});

describe('findExchangeFolder', () => {
  it('finds the exchange schema a build put beside the bundled server, above the module', () => {
    const release = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-release-'));
    try {
      fs.mkdirSync(path.join(release, 'dist/server/chunks'), { recursive: true });
      fs.mkdirSync(path.join(release, 'dist/exchange'));
      fs.writeFileSync(path.join(release, 'dist/exchange', EXCHANGE_SCHEMA_FILE), '<xs:schema/>');
      expect(findExchangeFolder(path.join(release, 'dist/server/chunks'))).toBe(path.join(release, 'dist/exchange'));
      expect(() => findExchangeFolder(path.join(release, 'elsewhere'))).toThrow(/No exchange\/crash-report.xsd/);
    } finally {
      fs.rmSync(release, { recursive: true, force: true });
    }
  });
});

describe('the exchange schema', () => {
  it('declares the namespace and prefix the code writes documents with', () => {
    const schema = readExchangeSchemaSet(folder).main.contents as string;
    expect(schema).toContain(`targetNamespace="${EXCHANGE_NAMESPACE}"`);
    expect(schema).toContain(`xmlns:${EXCHANGE_PREFIX}="${EXCHANGE_NAMESPACE}"`);
  });
});
