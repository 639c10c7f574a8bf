import { serverMessages, type FieldMessages } from './field-messages';

type SetError = (name: never, error: { type: string; message: string }) => void;

/**
 * Puts a refused write's messages on the fields of a react-hook-form form (its `setError`), each
 * announced at its field as the form's own checks are. The server names a field by its place in
 * the call ('payload.roleIds.0'), which `serverMessages` turns into the form's ('roleIds.0'); a
 * path the form has no field for is shortened to the field holding it, else it goes to the whole
 * form (`root`), as does a refusal naming no field, so no message is lost. Typed loosely so this
 * module needs no import of the form library, which the first screens' bundle does not carry.
 */
export function showServerErrors(
  error: unknown,
  setError: SetError,
  options: { fallback: string; fields: readonly string[] },
): void {
  showMessages(serverMessages(error, options.fallback), setError, options.fields);
}

/**
 * Puts messages by field ('form' for the whole) on a react-hook-form form, as showServerErrors
 * does the server's: for a refusal that is not the server's (the device's own check of a password).
 */
export function showMessages(messages: FieldMessages, setError: SetError, fields: readonly string[]): void {
  const put = setError as (name: string, error: { type: string; message: string }) => void;
  const shown = new Set<string>();
  for (const [path, message] of Object.entries(messages)) {
    const head = path.split('.')[0] ?? '';
    const name = fields.includes(path) ? path : fields.includes(head) ? head : 'root';
    if (shown.has(name)) continue;
    shown.add(name);
    put(name, { type: 'server', message });
  }
}
