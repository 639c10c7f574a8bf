/**
 * Our exchange's own namespace and the prefix its documents give it: the root `cr:CrashReport`,
 * the report's metadata and the augmentations that carry what NIEM has no element for.
 * exchange/crash-report.xsd declares the same (a test holds them equal).
 */
export const EXCHANGE_NAMESPACE = 'http://crash-report.dev/exchange/1.0/';
export const EXCHANGE_PREFIX = 'cr';

/**
 * The prefixes a document is written with; the state's reasons name elements with these same
 * prefixes (docs/state-repository.md), so they are fixed, not chosen per document.
 */
export const exchangePrefixes = {
  cr: EXCHANGE_NAMESPACE,
  j: 'http://release.niem.gov/niem/domains/jxdm/7.2/',
  nc: 'http://release.niem.gov/niem/niem-core/5.0/',
  mmucc: 'http://release.niem.gov/niem/codes/mmucc/5.0/',
  aamva_d20: 'http://release.niem.gov/niem/codes/aamva_d20/5.0/',
  st: 'http://release.niem.gov/niem/domains/surfaceTransportation/5.0/',
  'niem-xs': 'http://release.niem.gov/niem/proxy/niem-xs/5.0/',
  structures: 'http://release.niem.gov/niem/structures/5.0/',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
} as const;
export type ExchangePrefix = keyof typeof exchangePrefixes;

const prefixOfNamespace = new Map<string, string>(Object.entries(exchangePrefixes).map(([p, uri]) => [uri, p]));

/** `prefix:Name` for a namespace and local name, or undefined for a namespace the exchange does not write. */
export function qualified(namespace: string, local: string): string | undefined {
  const prefix = prefixOfNamespace.get(namespace);
  return prefix === undefined ? undefined : `${prefix}:${local}`;
}
