/**
 * Site profiles: how one RMS or DMV query page lays out its returns, as data the agency edits in
 * the extension's options. The built-in profile handles the common layouts (pre-formatted text
 * returns, label/value tables, definition lists); an agency profile adds label synonyms and
 * selectors for its own RMS and never replaces the built-in ones.
 */
import { z } from 'zod/mini';
import { IGNORED, licenceFields, personFields, vehicleFields } from '../parsing/record-fields';
import type { LabelSynonyms } from '../parsing/label-synonyms';

const labelTargetSchema = z.enum([...personFields, ...licenceFields, ...vehicleFields, IGNORED]);
/** A CSS selector as the agency writes it; checked for syntax where it is used (a bad one is skipped). */
const selector = z.string().check(z.trim(), z.minLength(1), z.maxLength(300));
const selectors = z.array(selector).check(z.maxLength(50));

/** One site profile, as stored in chrome.storage.local and edited in options. */
export const siteProfileSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  /** Origins (https://rms.example.gov) the profile applies to; empty: every page scanned. */
  origins: z._default(z.array(z.url({ protocol: /^https?$/ }).check(z.maxLength(200))).check(z.maxLength(50)), []),
  /** Labels the RMS prints beyond the built-in synonyms, by field. */
  synonyms: z._default(
    z.partialRecord(
      labelTargetSchema,
      z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(50)),
    ),
    {},
  ),
  /** Elements whose text is a return (NCIC/NLETS lines, barcode text). */
  textBlocks: z._default(selectors, []),
  /** Tables read as label/value pairs (th/td, td/td, or a header row over value rows). */
  tables: z._default(selectors, []),
  /** Definition lists read as label (dt) and value (dd). */
  definitionLists: z._default(selectors, []),
  /** Elements never read (menus, help text, sample returns in training pages). */
  ignore: z._default(selectors, []),
  /** Words that say a block is a registration (vehicle) return when its labels alone do not. */
  registrationHeadings: z._default(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(20)),
    [],
  ),
  /** Phrases of a no-hit answer: a block saying one gives no partial record. */
  noRecordPhrases: z._default(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(20)),
    [],
  ),
});
/** What an agency writes; omitted lists are empty. */
export type SiteProfileInput = z.input<typeof siteProfileSchema>;
/** See {@link siteProfileSchema}. */
export type SiteProfile = z.output<typeof siteProfileSchema>;

/** The layouts common to RMS and DMV pages. */
export const defaultSiteProfile: SiteProfile = siteProfileSchema.parse({
  name: 'Built-in',
  textBlocks: ['pre', 'textarea', 'samp', 'tt', 'code', 'xmp', 'listing', '[data-return]', '.return', '.response'],
  tables: ['table'],
  definitionLists: ['dl'],
  ignore: ['script', 'style', 'noscript', 'template', 'nav', 'head', '[aria-hidden="true"]', '[hidden]'],
  registrationHeadings: ['REGISTRATION', 'VEHICLE', 'PLATE', 'TAG', 'TITLE'],
  noRecordPhrases: ['NO RECORD', 'NOT ON FILE', 'NO HIT', 'NO MATCH', 'NOT FOUND', 'NO DATA FOUND'],
});

/** The built-in profile with an agency's additions: lists joined, synonyms merged field by field. */
export function extendProfile(base: SiteProfile, addition: SiteProfile): SiteProfile {
  const synonyms: SiteProfile['synonyms'] = { ...base.synonyms };
  for (const [target, labels] of Object.entries(addition.synonyms) as [keyof LabelSynonyms, string[]][]) {
    synonyms[target] = [...(synonyms[target] ?? []), ...labels];
  }
  const join = (
    key: 'textBlocks' | 'tables' | 'definitionLists' | 'ignore' | 'registrationHeadings' | 'noRecordPhrases',
  ) => [...new Set([...base[key], ...addition[key]])];
  return {
    name: `${base.name} + ${addition.name}`,
    origins: addition.origins,
    synonyms,
    textBlocks: join('textBlocks'),
    tables: join('tables'),
    definitionLists: join('definitionLists'),
    ignore: join('ignore'),
    registrationHeadings: join('registrationHeadings'),
    noRecordPhrases: join('noRecordPhrases'),
  };
}

/**
 * The profile for a page: the built-in one extended by every stored profile that names the
 * page's origin or names none. Stored profiles are validated; a malformed one is left out.
 */
export function profileForOrigin(origin: string, stored: unknown): SiteProfile {
  const list = z.array(z.unknown()).safeParse(stored);
  if (!list.success) return defaultSiteProfile;
  let profile = defaultSiteProfile;
  for (const item of list.data) {
    const parsed = siteProfileSchema.safeParse(item);
    if (!parsed.success) continue;
    const { origins } = parsed.data;
    if (origins.length && !origins.some((o) => new URL(o).origin === origin)) continue;
    profile = extendProfile(profile, parsed.data);
  }
  return profile;
}
