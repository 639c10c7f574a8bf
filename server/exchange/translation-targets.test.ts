import { describe, expect, it } from 'vitest';
import { exchangeTranslations } from '../../lib/forms/vehicle-crash-report/exchange/exchange-translations';
import { loadNiemRelease } from '../../scripts/niem-subset/niem-release';

/** The schema document of each prefix a translation targets, in the NIEM 5.2 release. */
const releaseFiles: Record<string, string> = {
  mmucc: 'codes/mmucc.xsd',
  aamva_d20: 'codes/aamva_d20.xsd',
  j: 'domains/jxdm.xsd',
  nc: 'niem-core.xsd',
};
/** A simple type's codes, read from its enumerations in the release (the vendored test fixture). */
const targetCodes = (type: string): string[] | undefined => {
  const [prefix, name] = type.split(':') as [string, string];
  const text = loadNiemRelease().get(releaseFiles[prefix] ?? '');
  const body = text?.match(new RegExp(`<xs:simpleType name="${name}">([\\s\\S]*?)</xs:simpleType>`))?.[1];
  return body === undefined
    ? undefined
    : [...body.matchAll(/<xs:enumeration value="([^"]*)"/g)].map((m) => m[1] as string);
};

describe("the exchange mapping's translation tables", () => {
  it('translate only to codes of their target lists, as the NIEM 5.2 release enumerates them', () => {
    for (const [name, table] of Object.entries(exchangeTranslations)) {
      const targets = targetCodes(table.type);
      expect(targets, `${name}: targets of ${table.type}`).toBeDefined();
      for (const target of Object.values(table.codes)) {
        if (target !== null) expect(targets, `${name} → ${target}`).toContain(target);
      }
    }
  });
});
