import { z } from 'zod/mini';
import { partyKey, partyName, PARTY_ROLES } from '../forms/derived/report-parties';
import { isDbDay } from '../validation/input-rules/input-bounds';

/**
 * Finding people and vehicles across reports (docs/rules/records-and-personal-data.md, "Finding
 * people and vehicles"): what a search names, checked alike by the screen and the server.
 */
export const PEOPLE_SEARCH_KINDS = ['name', 'licence', 'plate', 'vin'] as const;
export type PeopleSearchKind = (typeof PEOPLE_SEARCH_KINDS)[number];

/** The most crashes (a person or vehicle in one report) one search answers. */
export const PEOPLE_FIND_LIMIT = 200;
export const REASON_MIN = 5;
export const REASON_MAX = 200;
/** The fewest letters of a last name a name search starts from. */
export const LAST_NAME_MIN = 2;

export const REASON_MESSAGE = `Say why you look this up (${REASON_MIN} to ${REASON_MAX} characters), such as the case number.`;

const text = (max: number, what: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `${what} is at most ${max} characters.`)));

const keyed = (value: string | undefined) => partyKey(value ?? '') !== null;

export const peopleFindRequestSchema = z
  .object({
    by: z.enum(PEOPLE_SEARCH_KINDS, { error: 'Choose what to search by: name, licence, plate or VIN.' }),
    lastName: text(25, 'A last name'),
    firstName: text(20, 'A first name'),
    birthDate: z.optional(
      z.string().check(
        z.trim(),
        z.refine((v) => v === '' || isDbDay(v), 'Give the date of birth as a real date (yyyy-mm-dd).'),
      ),
    ),
    licenceNumber: text(25, 'A licence number'),
    plate: text(20, 'A plate'),
    plateState: text(2, 'A plate state'),
    vin: text(21, 'A VIN'),
    // Checked with the criteria below, so a form missing both is told of both at once.
    reason: z.string().check(z.trim()),
  })
  .check(
    z.refine((p) => p.reason.length >= REASON_MIN && p.reason.length <= REASON_MAX, {
      message: REASON_MESSAGE,
      path: ['reason'],
    }),
    z.refine((p) => p.by !== 'name' || (partyName(p.lastName)?.length ?? 0) >= LAST_NAME_MIN, {
      message: `Enter the last name, at least its first ${LAST_NAME_MIN} letters.`,
      path: ['lastName'],
    }),
    z.refine((p) => p.by !== 'licence' || keyed(p.licenceNumber), {
      message: 'Enter the licence number to find.',
      path: ['licenceNumber'],
    }),
    z.refine((p) => p.by !== 'plate' || keyed(p.plate), { message: 'Enter the plate to find.', path: ['plate'] }),
    z.refine((p) => p.by !== 'vin' || keyed(p.vin), { message: 'Enter the VIN to find.', path: ['vin'] }),
  );
export type PeopleFindRequest = z.output<typeof peopleFindRequestSchema>;
/** The request as a form holds it before the check. */
export type PeopleFindInput = z.input<typeof peopleFindRequestSchema>;

/** What a search compares, normalised as the index keeps it (lib/forms/derived/report-parties.ts). */
export type PeopleCriteria =
  | { by: 'name'; lastName: string; firstName: string | null; birthDate: string | null }
  | { by: 'licence'; licenceNumber: string }
  | { by: 'plate'; plate: string; plateState: string | null }
  | { by: 'vin'; vin: string };

/** The criteria of a checked request: only the fields its kind searches by. */
export function peopleCriteriaOf(p: PeopleFindRequest): PeopleCriteria {
  switch (p.by) {
    case 'name':
      return {
        by: 'name',
        lastName: partyName(p.lastName) ?? '',
        firstName: partyName(p.firstName),
        birthDate: p.birthDate || null,
      };
    case 'licence':
      return { by: 'licence', licenceNumber: partyKey(p.licenceNumber) ?? '' };
    case 'plate':
      return { by: 'plate', plate: partyKey(p.plate) ?? '', plateState: partyName(p.plateState) };
    case 'vin':
      return { by: 'vin', vin: partyKey(p.vin) ?? '' };
  }
}

/** A crash a person or vehicle was in, as the search answers it. */
export const partyCrashSchema = z.object({
  reportId: z.number(),
  caseNumber: z.nullable(z.string()),
  /** yyyy-mm-dd. */
  crashDate: z.nullable(z.string()),
  agencyOri: z.string(),
  agencyName: z.nullable(z.string()),
  role: z.enum(PARTY_ROLES),
  unit: z.nullable(z.number()),
  status: z.number(),
});
export type PartyCrash = z.infer<typeof partyCrashSchema>;

const nullableText = z.nullable(z.string());

/** A person or vehicle found, as one (the same values in every report), with every crash it was in. */
export const partyMatchSchema = z.object({
  kind: z.enum(['person', 'vehicle']),
  lastName: nullableText,
  firstName: nullableText,
  birthDate: nullableText,
  licenceNumber: nullableText,
  licenceState: nullableText,
  plate: nullableText,
  plateState: nullableText,
  vin: nullableText,
  crashes: z.array(partyCrashSchema),
});
export type PartyMatch = z.infer<typeof partyMatchSchema>;

/** One party row found in one report, before the rows of one person or vehicle are put together. */
export type FoundParty = Omit<PartyMatch, 'crashes'> & PartyCrash;

/** The rows found, one match per person or vehicle (the same values), each crash newest first as found. */
export function matchesOf(rows: readonly FoundParty[]): PartyMatch[] {
  const matches = new Map<string, PartyMatch>();
  for (const r of rows) {
    const { reportId, caseNumber, crashDate, agencyOri, agencyName, role, unit, status, ...who } = r;
    const key = JSON.stringify(who);
    let match = matches.get(key);
    if (!match) {
      match = { ...who, crashes: [] };
      matches.set(key, match);
    }
    match.crashes.push({ reportId, caseNumber, crashDate, agencyOri, agencyName, role, unit, status });
  }
  return [...matches.values()];
}

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** What a search looked for, in words, as the access log shows it: "Licence number 1234567890". */
export function criteriaText(criteria: Record<string, unknown>): string {
  const [a, b, c] = [criteria.lastName, criteria.firstName, criteria.birthDate].map(textOf);
  switch (criteria.by) {
    case 'name':
      return `Name ${[a, b].filter(Boolean).join(', ')}${c ? `, born ${c}` : ''}`;
    case 'licence':
      return `Licence number ${textOf(criteria.licenceNumber) ?? ''}`;
    case 'plate':
      return `Plate ${textOf(criteria.plate) ?? ''}${textOf(criteria.plateState) ? ` (${String(criteria.plateState)})` : ''}`;
    case 'vin':
      return `VIN ${textOf(criteria.vin) ?? ''}`;
    default:
      return JSON.stringify(criteria);
  }
}
