/**
 * Returns cut short, told apart from text that only looks like a return. The record builders
 * say "The licence return for DOE, JOHN was not made into a record: no licence number." A
 * partial is reported when it names someone (a person, a licence, a plate or a VIN) and only
 * lacks fields, as a truncated return does. A value that is there but unreadable ('DOB/YYYYMMDD',
 * 'OLS/ST') is a template or help text, and a block saying "NO RECORD" is a no-hit answer: neither
 * is reported, so the officer is offered nothing rather than something wrong.
 */
import type { CrashRecord } from '../record-types';

/** A return that names someone but lacks what a record needs. */
export interface PartialFinding {
  status: 'partial';
  kind: 'driverLicence' | 'vehicleRegistration';
  /** Who it is about, as the builders name them: 'DOE, JOHN', 'licence 123', 'plate ABC123'. */
  who: string;
  /** For the officer: what is missing. */
  problem: string;
}

const UNMADE = /^The (licence|registration) (?:return|table|barcode) for (.+?) was not made into a record: (.+)\.$/;
const NOBODY = new Set(['an unnamed person', 'an unknown vehicle']);
const UNREADABLE = /" is not /;

/** The names the builders would give a record in a partial: 'DOE, JOHN', 'licence 123', 'plate ABC123'. */
export function namesOf(record: CrashRecord): string[] {
  switch (record.kind) {
    case 'driverLicence':
      return [
        `${record.lastName}, ${record.firstName}`,
        ...(record.licenceNumber ? [`licence ${record.licenceNumber}`] : []),
      ];
    case 'vehicleRegistration':
      return [`plate ${record.plate}`, ...(record.vin ? [`VIN ${record.vin}`] : [])];
    default:
      return [];
  }
}

/** The partials among a block's problems, and the problems that were about records not made. */
export function partialsOf(
  problems: readonly string[],
  blockText: string,
  noRecordPhrases: readonly string[],
): { list: PartialFinding[]; unmade: Set<string> } {
  const unmade = new Set<string>();
  const list: PartialFinding[] = [];
  const upper = blockText.toUpperCase();
  const noHit = noRecordPhrases.some((p) => upper.includes(p.toUpperCase()));
  for (const problem of problems) {
    const m = UNMADE.exec(problem);
    if (!m) continue;
    unmade.add(problem);
    const [, what, who = '', missing = ''] = m;
    if (noHit || NOBODY.has(who) || UNREADABLE.test(missing)) continue;
    list.push({
      status: 'partial',
      kind: what === 'licence' ? 'driverLicence' : 'vehicleRegistration',
      who,
      problem: `Incomplete ${what === 'licence' ? 'licence' : 'registration'} return for ${who}: ${missing}.`,
    });
  }
  return { list, unmade };
}
