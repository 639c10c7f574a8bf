import { ApiClientError, fieldNameOf, messageOf } from './client';
import type { FieldMessages } from './field-messages';

// Apart from field-messages.ts, which travels with the forms' code: imported by the editor's
// windows as well, that module was merged into the first screens' bundle (the build's
// small-chunk merge) and took sign-in and the dashboard over their byte budget.

/**
 * The server's messages for the fields a screen shows (`fields`, by the form's names), or the
 * whole refusal under 'form' when it names none of them: a message for a field the screen does
 * not show would be lost at its field.
 */
export function messagesAt(error: unknown, fields: readonly string[], fallback: string): FieldMessages {
  const out: FieldMessages = {};
  if (error instanceof ApiClientError)
    for (const f of error.fieldErrors) {
      const field = fieldNameOf(f.path);
      if (fields.includes(field)) out[field] ??= f.message;
    }
  return Object.keys(out).length ? out : { form: messageOf(error, fallback) };
}

/** The refusal and each of its field messages in one text, for a screen with one place for it. */
export function refusalInFull(error: unknown, fallback: string): string {
  const fields = error instanceof ApiClientError ? error.fieldErrors.map((f) => f.message) : [];
  return [messageOf(error, fallback), ...fields].join(' ');
}
