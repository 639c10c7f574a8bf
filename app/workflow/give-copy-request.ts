import { base64ToBytes } from '../../lib/format/base64';
import {
  releaseRefusals,
  requesterSchema,
  type CopyKind,
  type PermissibleUse,
  type Requester,
  type RequesterKind,
} from '../../lib/releases/release-rules';
import type { FieldMessages } from '../api/field-messages';

/** What the copy dialog holds as it is filled in: the copy, whom it is for, and the requester's details. */
export interface CopyChoice {
  copy: CopyKind;
  forWhom: 'agency' | 'requester';
  name: string;
  kind: RequesterKind | '';
  permissibleUse: PermissibleUse | '';
  proof: string;
}

/** The dialog's fields by the names the server's refusals give them (`payload.` left off). */
export const copyChoiceFields = [
  'copy',
  'requester.name',
  'requester.kind',
  'requester.permissibleUse',
  'requester.proof',
] as const;

/**
 * The copy and requester a call giving a copy takes: no requester for the agency's own work, and
 * the permissible use and proof only with a full copy (a public copy needs neither). The kind may
 * still be unchosen here: `choiceRefusals` says so before anything is sent.
 */
export function releaseOf(choice: CopyChoice): { copy: CopyKind; requester: Requester | null } {
  if (choice.forWhom === 'agency') return { copy: choice.copy, requester: null };
  const proof = choice.proof.trim();
  const requester = {
    name: choice.name.trim(),
    kind: choice.kind as RequesterKind,
    ...(choice.copy === 'full' && choice.permissibleUse ? { permissibleUse: choice.permissibleUse } : {}),
    ...(choice.copy === 'full' && proof ? { proof } : {}),
  };
  return { copy: choice.copy, requester };
}

/**
 * What the server would refuse in the choice, each message at its field: the requester's name and
 * kind by lib's schema, then lib's rule of a full copy (a permissible use and the proof seen).
 * Empty when it may be sent.
 */
export function choiceRefusals(choice: CopyChoice): FieldMessages {
  const { copy, requester } = releaseOf(choice);
  const out: FieldMessages = {};
  if (requester) {
    const parsed = requesterSchema.safeParse(requester);
    if (!parsed.success)
      for (const issue of parsed.error.issues) out[`requester.${issue.path.join('.')}`] ??= issue.message;
  }
  for (const refusal of releaseRefusals(copy, requester)) out[refusal.path] ??= refusal.message;
  return out;
}

/**
 * Why the full copy cannot be given, or '' when it can: it shows the personal data, which the
 * user's role must let them read, and going to a requester outside the agency it needs a role
 * that may give it (as the server checks: CASL's readPersonalData and giveFullCopy).
 */
export function fullCopyBar(may: { readPersonalData: boolean; giveFullCopy: boolean }, forWhom: CopyChoice['forWhom']) {
  if (!may.readPersonalData)
    return 'Your role may not see the personal data of this report: only the public copy can be given.';
  if (forWhom === 'requester' && !may.giveFullCopy)
    return 'Your role may not give a full copy to a requester outside the agency: give the public copy, or ask a records clerk.';
  return '';
}

/** The PDF of a copy as the server sends it (base64), as a file to save. */
export const pdfOf = (base64: string) => new Blob([base64ToBytes(base64)], { type: 'application/pdf' });
