/**
 * The state repository's answers (docs/state-repository.md), shared because the server reads them
 * and the app shows a rejection's reasons. Every string is bounded: an answer comes from outside.
 */
import { z } from 'zod/mini';
import { ELEMENT_PATH_MAX_LENGTH, isElementPath } from './element-path';

/** Most reasons one rejection may carry; more is not this protocol's answer. */
export const REASONS_MAX = 200;
export const REASON_CODE_MAX_LENGTH = 64;
export const REASON_MESSAGE_MAX_LENGTH = 2000;
/** Longest receipt id or state case number. */
export const TOKEN_MAX_LENGTH = 100;

/**
 * A receipt id or a state case number: letters and digits, with `.`, `_`, `:` and `-` inside, so
 * it can stand in a URL path, a header and a log line as it is.
 */
export const SANE_TOKEN = /^[A-Za-z0-9](?:[A-Za-z0-9._:-]{0,98}[A-Za-z0-9])?$/;

const saneToken = (what: string) =>
  z
    .string()
    .check(
      z.regex(SANE_TOKEN, `${what} must be letters and digits (with . _ : - inside), at most ${TOKEN_MAX_LENGTH}`),
    );

export const receiptSchema = saneToken('A receipt');
export const stateCaseNumberSchema = saneToken('A state case number');

/** One thing the state found wrong with a submitted document. */
export const stateRepositoryReasonSchema = z.object({
  /** The state's own code of the rule, e.g. DRIVER-LICENSE-REQUIRED. */
  code: z
    .string()
    .check(
      z.regex(/^[\x21-\x7e]+$/, 'A reason code must be printable characters without spaces'),
      z.maxLength(REASON_CODE_MAX_LENGTH),
    ),
  /** Where in the document sent (element-path.ts). */
  element: z
    .string()
    .check(
      z.maxLength(ELEMENT_PATH_MAX_LENGTH),
      z.refine(isElementPath, 'An element must be a path of /prefix:Name[n] steps, or / for the whole document'),
    ),
  /** What is wrong, for the officer to read. */
  message: z.string().check(z.minLength(1), z.maxLength(REASON_MESSAGE_MAX_LENGTH)),
});
export type StateRepositoryReason = z.infer<typeof stateRepositoryReasonSchema>;

export const stateRepositoryReasonsSchema = z
  .array(stateRepositoryReasonSchema)
  .check(z.minLength(1), z.maxLength(REASONS_MAX));

/** 202 to POST {url}/submissions: the submission is taken; its fate is asked with the receipt. */
export const submissionReceiptSchema = z.object({ receipt: receiptSchema });

/** 400 to POST {url}/submissions: the document is refused at intake. */
export const intakeRejectionSchema = z.object({ reasons: stateRepositoryReasonsSchema });

/** 200 to GET {url}/submissions/{receipt}. */
export const submissionStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('accepted'), stateCaseNumber: stateCaseNumberSchema }),
  z.object({ status: z.literal('rejected'), reasons: stateRepositoryReasonsSchema }),
]);
export type SubmissionStatusAnswer = z.infer<typeof submissionStatusSchema>;

/** A report's unique identifier (a UUID), a colon and the version number sent. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}:(0|[1-9][0-9]{0,8})$/;

/**
 * The Idempotency-Key of one version of one report: the same version sent twice is one
 * submission at the state, a new version is a new one.
 */
export function submissionKey(uniqueIdentifier: string, version: number): string {
  const key = `${uniqueIdentifier}:${version}`;
  if (!isSubmissionKey(key)) throw new Error(`Not a submission key: ${key}`);
  return key;
}

export function isSubmissionKey(key: string): boolean {
  return KEY.test(key);
}
