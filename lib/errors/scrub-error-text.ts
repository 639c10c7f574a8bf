import { EXCEPTION_BOUNDS } from './exception-bounds';

/**
 * An error's message may carry what the officer typed: zod and JSON.parse quote the text they
 * refused, and code writes `Unknown code "X"` or `Invalid VIN 1HGCM82633A004352`. Report data must
 * never leave the device in an exception report, so before a message is sent (and again before the
 * server logs it) every quoted text is replaced by …, every word holding a digit or an @ (numbers,
 * dates, VINs, plates, case numbers, addresses) by #, and the rest is cut to its bound. What stays
 * is the shape of the message ("Cannot read properties of undefined (reading '…')"), which with the
 * stack says where it failed.
 */
export function scrubMessage(message: string): string {
  return cut(
    message
      .replace(/"[^"]*"|'[^']*'|`[^`]*`|“[^”]*”|‘[^’]*’/g, (quoted) => `${quoted[0]}…${quoted[quoted.length - 1]}`)
      .replace(/[^\s"'`“”‘’()[\]{},;]*[\d@][^\s"'`“”‘’()[\]{},;]*/g, '#')
      .replace(/\s+/g, ' ')
      .trim(),
    EXCEPTION_BOUNDS.message,
  );
}

/** A name is an identifier (TypeError, ChunkLoadError); anything else is not a name. */
export function scrubName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? cut(name, EXCEPTION_BOUNDS.name) : 'Error';
}

/**
 * The stack's frames only: V8 and Firefox begin a stack with the message, which is dropped here,
 * and a frame's address keeps no query or hash (an address of the app may name a report).
 */
export function scrubStack(stack: string, message = ''): string {
  // A multi-line message could hold a line that looks like a frame: it goes first, whole.
  const at = message ? stack.indexOf(message) : -1;
  const rest = at >= 0 ? stack.slice(at + message.length) : stack;
  const frames = rest
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^at\s/.test(line) || /@.*:\d+(:\d+)?$/.test(line))
    .slice(0, EXCEPTION_BOUNDS.frames)
    .map((line) => line.replace(/\?[^\s):]*/g, '').replace(/#[^\s):]*/g, ''));
  return cut(frames.join('\n'), EXCEPTION_BOUNDS.stack);
}

function cut(text: string, max: number) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
