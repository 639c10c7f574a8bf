/**
 * Text every request may carry. PostgreSQL refuses the NUL character in text and in JSON, and
 * a lone UTF-16 surrogate is no character at all (JSON keeps it as an escape PostgreSQL refuses,
 * a text column would silently turn it into U+FFFD). So both are refused wherever text comes in,
 * with the path of the offending value, and before anything is stored.
 */

/** Deeper than any report document (sections, repeated items, diagrams): more is refused, not walked. */
export const MAX_NESTING = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text may not be stored, or null when it may. */
export function unsafeTextReason(text: string): string | null {
  if (text.includes('\u0000')) return 'Text must not contain the NUL character (U+0000).';
  const lone = LONE_SURROGATE.exec(text);
  if (lone) {
    const code = lone[0].charCodeAt(0).toString(16).toUpperCase();
    return `Text must be valid Unicode: it holds a lone surrogate (U+${code}) at position ${lone.index + 1}.`;
  }
  return null;
}

export interface UnsafeInput {
  /** Dotted path of the value ("payload.data.Units.0.Name"), as the API's field errors name fields. */
  path: string;
  message: string;
}

/**
 * The first value in a parsed JSON request (or query or route parameters) that may not be
 * stored: a string or property name with NUL or a lone surrogate, or nesting deeper than
 * MAX_NESTING. Walked with a stack, not recursion, so no input can exhaust the call stack.
 */
export function findUnsafeInput(root: unknown, rootPath = ''): UnsafeInput | null {
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: rootPath, depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const reason = unsafeTextReason(value);
      if (reason) return { path: path || '(body)', message: reason };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_NESTING) {
      return { path: path || '(body)', message: `Values may be nested at most ${MAX_NESTING} levels deep.` };
    }
    // Pushed last to first, so values are checked in the order they were written.
    for (const [key, child] of Object.entries(value).reverse()) {
      const reason = unsafeTextReason(key);
      if (reason) return { path: join(path, JSON.stringify(key)), message: `Property name: ${reason}` };
      stack.push({ value: child, path: join(path, key), depth: depth + 1 });
    }
  }
  return null;
}
