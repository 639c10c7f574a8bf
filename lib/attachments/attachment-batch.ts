import {
  checkAttachment,
  defaultAttachmentRules,
  type AttachmentCandidate,
  type AttachmentRules,
} from './attachment-rules';

export interface BatchCheck<F extends AttachmentCandidate> {
  file: F;
  /** Empty when the file may be sent; otherwise every rule it breaks, in words. */
  refusals: string[];
}

/**
 * Several files chosen at once, checked in order against what the report already holds: each
 * accepted file counts towards the total for the files after it, so the officer learns before
 * anything is sent which of them would not fit. Refused files do not use up the total.
 */
export function checkAttachmentBatch<F extends AttachmentCandidate>(
  files: readonly F[],
  existingTotal: number,
  rules: AttachmentRules = defaultAttachmentRules,
): BatchCheck<F>[] {
  let total = existingTotal;
  return files.map((file) => {
    const refusals = checkAttachment(file, total, rules);
    if (refusals.length === 0) total += file.size;
    return { file, refusals };
  });
}

/** The bytes the listed attachments hold, which the per-report total counts. */
export const totalSize = (files: readonly { size: number }[]) => files.reduce((sum, f) => sum + f.size, 0);
