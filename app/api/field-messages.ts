import type { z } from 'zod/mini';
import { describeCallError, fieldNameOf } from './client';

/** Messages by field name ('firstName', 'defaultLocation.county'), from the app's check or the server's. */
export type FieldMessages = Record<string, string>;

/** The first message of each field of a failed check. */
export function messagesOf(error: z.core.$ZodError): FieldMessages {
  const out: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/** The server's field messages (paths 'payload.x'), or the whole message under 'form'. */
export function serverMessages(error: unknown, fallback: string): FieldMessages {
  const call = describeCallError(error);
  if (call?.fieldErrors.length) {
    const out: FieldMessages = {};
    for (const f of call.fieldErrors) out[fieldNameOf(f.path) || 'form'] ??= f.message;
    return out;
  }
  return { form: call ? call.message : fallback };
}
