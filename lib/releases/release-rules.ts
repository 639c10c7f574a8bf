import { z } from 'zod/mini';

/**
 * A copy of a report given out: `full` holds the personal information; `public` leaves out what
 * 18 U.S.C. 2725 protects (lib/forms/definition/public-copy.ts).
 */
export const copyKinds = ['public', 'full'] as const;
export type CopyKind = (typeof copyKinds)[number];
export const copyKindLabels: Record<CopyKind, string> = { public: 'Public copy', full: 'Full copy' };

/** Who asked for a copy. */
export const requesterKinds = [
  'involvedParty',
  'insurer',
  'attorney',
  'media',
  'public',
  'government',
  'lawEnforcement',
] as const;
export type RequesterKind = (typeof requesterKinds)[number];
export const requesterKindLabels: Record<RequesterKind, string> = {
  involvedParty: 'Involved party',
  insurer: 'Insurer',
  attorney: 'Attorney',
  media: 'Media',
  public: 'Member of the public',
  government: 'Government agency',
  lawEnforcement: 'Law enforcement',
};

/** The permissible uses of 18 U.S.C. 2721(b), one of which a full copy's requester must claim. */
export const permissibleUses = [
  { code: 'b1', label: '(b)(1) Government agency or court carrying out its functions' },
  { code: 'b2', label: '(b)(2) Motor vehicle or driver safety, theft, emissions, recalls' },
  { code: 'b3', label: '(b)(3) Business verifying information the person gave it' },
  { code: 'b4', label: '(b)(4) Civil, criminal, administrative or arbitral proceeding' },
  { code: 'b5', label: '(b)(5) Research or statistics, not published or used to contact' },
  { code: 'b6', label: '(b)(6) Insurer: claims, anti-fraud, rating or underwriting' },
  { code: 'b7', label: '(b)(7) Notice to owners of towed or impounded vehicles' },
  { code: 'b8', label: '(b)(8) Licensed private investigator or security service' },
  { code: 'b9', label: '(b)(9) Employer verifying a commercial driver’s licence' },
  { code: 'b10', label: '(b)(10) Operation of a private toll facility' },
  { code: 'b11', label: '(b)(11) Request with the person’s express consent held by the State' },
  { code: 'b12', label: '(b)(12) Bulk distribution with the person’s express consent' },
  { code: 'b13', label: '(b)(13) Requester holding the person’s written consent' },
  { code: 'b14', label: '(b)(14) Other use the State’s law allows, related to vehicles or safety' },
] as const;
export type PermissibleUse = (typeof permissibleUses)[number]['code'];
const useCodes = permissibleUses.map((u) => u.code) as [PermissibleUse, ...PermissibleUse[]];
export const permissibleUseLabel = (code: string) => permissibleUses.find((u) => u.code === code)?.label ?? code;

/** The agency's own work is a government use: its copies are logged with this use. */
export const AGENCY_USE: PermissibleUse = 'b1';

export const REQUESTER_NAME_MAX_LENGTH = 120;
export const PROOF_MAX_LENGTH = 500;

const trimmed = (max: number, what: string) =>
  z.string().check(z.trim(), z.maxLength(max, `${what} is at most ${max} characters.`));

/** Who a copy is for, when it leaves the agency; with none the copy is for the agency's own work. */
export const requesterSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter who asked for the copy.'),
      z.maxLength(REQUESTER_NAME_MAX_LENGTH, `A name is at most ${REQUESTER_NAME_MAX_LENGTH} characters.`),
    ),
  kind: z.enum(requesterKinds, { error: 'Choose what kind of requester this is.' }),
  permissibleUse: z.optional(z.enum(useCodes, { error: 'Choose a permissible use of 18 U.S.C. 2721(b).' })),
  proof: z.optional(trimmed(PROOF_MAX_LENGTH, 'The proof noted')),
});
export type Requester = z.output<typeof requesterSchema>;

/**
 * The rule of a full copy for a requester: a permissible use claimed and the proof seen noted.
 * Null when the release may go ahead, else each refusal at its field (`requester.permissibleUse`).
 */
export function releaseRefusals(
  copy: CopyKind | undefined,
  requester: Requester | null,
): { path: string; message: string }[] {
  if (!requester) return [];
  // Only the agency's own copies may leave it to the server to choose (full when the sender may read it).
  if (!copy) return [{ path: 'copy', message: 'Choose the public copy or the full copy.' }];
  if (copy !== 'full') return [];
  const out: { path: string; message: string }[] = [];
  if (!requester.permissibleUse) {
    out.push({
      path: 'requester.permissibleUse',
      message: 'A full copy needs the permissible use the requester claims (18 U.S.C. 2721(b)).',
    });
  }
  if (!requester.proof) {
    out.push({
      path: 'requester.proof',
      message: 'Note the proof seen for the permissible use (a claim letter, a court order, an ID).',
    });
  }
  return out;
}

/** What giving a copy asks for: which copy, and for whom (null: the agency's own work). */
export const releaseRequestFields = {
  copy: z.enum(copyKinds, { error: 'Choose the public copy or the full copy.' }),
  requester: z.nullable(requesterSchema),
};

/** The check a call giving a copy runs over its request: each refusal at its field. */
export const releaseCheck = () =>
  z.superRefine((r: { copy?: CopyKind | undefined; requester: Requester | null }, ctx) => {
    for (const refusal of releaseRefusals(r.copy, r.requester)) {
      ctx.addIssue({ code: 'custom', message: refusal.message, path: refusal.path.split('.') });
    }
  });
