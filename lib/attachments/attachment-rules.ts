import type { FormDefinition } from '../forms/definition/definition-schema';
import { vehicleCrashReport } from '../forms/vehicle-crash-report';

/**
 * Attachment types and limits, read from a form definition so that a new definition
 * version can change them without code; the editor and the server ask the same questions here.
 */
export interface AttachmentRules {
  types: FormDefinition['attachmentTypes'];
  maxBytesEach: number;
  maxBytesTotal: number;
  extensions: string[];
}

export function attachmentRulesOf(definition: Pick<FormDefinition, 'attachmentTypes' | 'attachmentLimits'>) {
  const { maxBytesEach, maxBytesTotal, extensions } = definition.attachmentLimits;
  return { types: definition.attachmentTypes, maxBytesEach, maxBytesTotal, extensions } satisfies AttachmentRules;
}

/** The Vehicle Crash Report's rules, for callers that have no other definition at hand. */
export const defaultAttachmentRules: AttachmentRules = attachmentRulesOf(vehicleCrashReport);

const bytes = (n: number) => `${n.toLocaleString('en-US')} bytes`;

/** The lower-case extension after the last dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  return /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

/** Types in the 'private' category are confidential (003 and 005 in the crash report). */
export function isConfidentialType(type: string, rules: AttachmentRules = defaultAttachmentRules): boolean {
  return rules.types.some((t) => t.code === type && t.category === 'private');
}

export function attachmentTypeName(type: string, rules: AttachmentRules = defaultAttachmentRules): string {
  return rules.types.find((t) => t.code === type)?.name ?? type;
}

/** Null when `type` is one of the definition's attachment types, else the refusal. */
export function checkAttachmentType(type: string, rules: AttachmentRules = defaultAttachmentRules): string | null {
  if (rules.types.some((t) => t.code === type)) return null;
  const known = rules.types.map((t) => `${t.code} ${t.name}`).join(', ');
  return `Attachment type ${type ? `"${type}"` : '(none)'} does not exist; choose one of ${known}.`;
}

export interface AttachmentCandidate {
  fileName: string;
  size: number;
  type: string;
}

/**
 * Why a file may not be attached, given the bytes the report already holds: one message per
 * broken rule, each naming the file, so an officer adding several files learns which ones to fix.
 * An empty list means the file may be attached (its content is checked separately).
 */
export function checkAttachment(
  file: AttachmentCandidate,
  existingTotal: number,
  rules: AttachmentRules = defaultAttachmentRules,
): string[] {
  const refusals: string[] = [];
  const typeRefusal = checkAttachmentType(file.type, rules);
  if (typeRefusal) refusals.push(`${file.fileName}: ${typeRefusal}`);
  if (!rules.extensions.includes(fileExtension(file.fileName))) {
    refusals.push(`${file.fileName}: only ${rules.extensions.join(', ')} files can be attached.`);
  }
  if (file.size > rules.maxBytesEach) {
    refusals.push(`${file.fileName} is larger than ${bytes(rules.maxBytesEach)}.`);
  } else if (existingTotal + file.size > rules.maxBytesTotal) {
    // Only when the file itself fits: a file too large on its own would exceed the total anyway.
    refusals.push(`Together the attachments would be larger than ${bytes(rules.maxBytesTotal)}.`);
  }
  return refusals;
}
