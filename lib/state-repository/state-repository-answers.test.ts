import { describe, expect, it } from 'vitest';
import '../zod-without-eval';
import {
  intakeRejectionSchema,
  isSubmissionKey,
  receiptSchema,
  stateCaseNumberSchema,
  submissionKey,
  submissionReceiptSchema,
  submissionStatusSchema,
} from './state-repository-answers';

const reason = {
  code: 'DRIVER-LICENSE-REQUIRED',
  element: '/cr:CrashReport/j:Crash/j:CrashVehicle[2]/j:CrashDriver/j:DriverLicense',
  message: 'A driver of a vehicle in transport needs a licence number.',
};

describe("the state repository's answers", () => {
  it('read a receipt, a rejection and each status', () => {
    expect(submissionReceiptSchema.parse({ receipt: 'SR-2026.000001' })).toEqual({ receipt: 'SR-2026.000001' });
    expect(intakeRejectionSchema.parse({ reasons: [reason] })).toEqual({ reasons: [reason] });
    expect(submissionStatusSchema.parse({ status: 'pending' })).toEqual({ status: 'pending' });
    expect(submissionStatusSchema.parse({ status: 'accepted', stateCaseNumber: 'IN-2026-000123' })).toEqual({
      status: 'accepted',
      stateCaseNumber: 'IN-2026-000123',
    });
    expect(submissionStatusSchema.parse({ status: 'rejected', reasons: [reason] })).toEqual({
      status: 'rejected',
      reasons: [reason],
    });
  });

  it.each([
    ['', 'empty'],
    ['../../etc/passwd', 'a path'],
    ['IN 2026 000123', 'spaces'],
    ['-IN-2026', 'a leading dash'],
    ['IN-2026-', 'a trailing dash'],
    ['<b>IN</b>', 'markup'],
    ['A'.repeat(101), 'more than 100 characters'],
    ['IN-2026\n', 'a line break'],
  ])('refuse %j as a receipt or case number (%s)', (token) => {
    expect(receiptSchema.safeParse(token).success).toBe(false);
    expect(stateCaseNumberSchema.safeParse(token).success).toBe(false);
  });

  it('take a token of 100 characters', () => {
    expect(receiptSchema.safeParse('A'.repeat(100)).success).toBe(true);
  });

  it.each([
    ['no reasons', { reasons: [] }],
    ['an element that is not a plain path', { reasons: [{ ...reason, element: '//j:DriverLicense' }] }],
    ['a code with a space', { reasons: [{ ...reason, code: 'HAS SPACE' }] }],
    ['a code too long', { reasons: [{ ...reason, code: 'C'.repeat(65) }] }],
    ['an empty message', { reasons: [{ ...reason, message: '' }] }],
    ['a message too long', { reasons: [{ ...reason, message: 'm'.repeat(2001) }] }],
    ['more than 200 reasons', { reasons: Array.from({ length: 201 }, () => reason) }],
    ['a reason without its element', { reasons: [{ code: 'X', message: 'no element' }] }],
  ])('refuse a rejection with %s', (_what: string, answer: unknown) => {
    expect(intakeRejectionSchema.safeParse(answer).success).toBe(false);
  });

  it.each([{ status: 'done' }, { status: 'accepted' }, { status: 'rejected', reasons: [] }, {}, 'pending'])(
    'refuse the status %j',
    (answer) => {
      expect(submissionStatusSchema.safeParse(answer).success).toBe(false);
    },
  );

  it('key a submission by report and version', () => {
    expect(submissionKey('0f4c6a1e-1111-2222-3333-444455556666', 3)).toBe('0f4c6a1e-1111-2222-3333-444455556666:3');
    expect(isSubmissionKey('0f4c6a1e-1111-2222-3333-444455556666:0')).toBe(true);
    expect(isSubmissionKey('0f4c6a1e-1111-2222-3333-444455556666')).toBe(false);
    expect(isSubmissionKey('0f4c6a1e:1:2')).toBe(false);
    expect(isSubmissionKey('0f4c6a1e:01')).toBe(false);
    expect(() => submissionKey('has space', 1)).toThrow('Not a submission key');
    expect(() => submissionKey('abc', 1.5)).toThrow('Not a submission key');
  });
});
