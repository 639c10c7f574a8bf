import type { FieldDefinition } from '../definition/field-schema';

/**
 * Shapes what the officer types to a field's mask as they type: 9 takes a digit, A a
 * letter, * either; literal characters (- / : .) are inserted when the next slot is reached.
 * Characters that fit nowhere are dropped, and typing stops at the end of the mask.
 */
export function applyMask(input: string, mask: string): string {
  const chars = [...input.toUpperCase()].filter((c) => /[A-Z0-9]/.test(c));
  let out = '';
  let i = 0;
  for (const slot of mask) {
    if (i >= chars.length) break;
    if (slot === '9' || slot === 'A' || slot === '*') {
      const ok = (c: string) => (slot === '9' ? /\d/.test(c) : slot === 'A' ? /[A-Z]/.test(c) : true);
      while (i < chars.length && !ok(chars[i] as string)) i++;
      if (i >= chars.length) break;
      out += chars[i++];
    } else {
      out += slot;
    }
  }
  return out;
}

/** Numbers: digits only, one decimal point where fractions are allowed, a leading minus where negatives are. */
export function shapeNumber(
  input: string,
  field: Pick<FieldDefinition, 'integerDigits' | 'fractionDigits' | 'min'>,
): string {
  const negative = (field.min ?? 0) < 0 && input.trim().startsWith('-');
  const [whole = '', ...rest] = input.replace(/[^\d.]/g, '').split('.');
  const integer = whole.slice(0, field.integerDigits ?? 10);
  const fraction = field.fractionDigits ? rest.join('').slice(0, field.fractionDigits) : '';
  const point = field.fractionDigits && input.includes('.') ? '.' : '';
  return `${negative ? '-' : ''}${integer}${point}${fraction}`;
}

/** What a keystroke becomes in a text-like field: masked, numeric, upper-cased and cut to length. */
export function shapeInput(input: string, field: FieldDefinition): string {
  if (field.type === 'number' || field.type === 'latLong') {
    return field.mask && !/^-?9+\.9+$/.test(field.mask) ? applyMask(input, field.mask) : shapeNumber(input, field);
  }
  if (field.mask) return applyMask(input, field.mask);
  if (field.digits) return input.replace(/\D/g, '').slice(0, field.digits);
  const cased = field.upperCase ? input.toUpperCase() : input;
  return field.maxLength ? cased.slice(0, field.maxLength) : cased;
}
