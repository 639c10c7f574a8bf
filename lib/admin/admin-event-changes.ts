/**
 * The fields an administration change touched, from the before and after values its admin
 * event keeps: the change log shows each as "before → after".
 */
export interface FieldChange {
  field: string;
  /** What the log calls it, when not the field's name in words (a change inside a form model). */
  title?: string;
  /** Absent: the field did not exist on that side (a creation, a deletion, a field added later). */
  before?: unknown;
  after?: unknown;
}

/** Equal as JSON values: arrays in order, objects whatever the order of their keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(rb, k) && sameValue(ra[k], rb[k]));
}

/**
 * The changed fields, in the order they first appear (before's fields, then after's new ones).
 * A creation (no before) lists every field of after; a deletion (no after) every field of before.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChange[] {
  const b = before ?? {};
  const a = after ?? {};
  const keys = [...Object.keys(b), ...Object.keys(a).filter((k) => !Object.hasOwn(b, k))];
  const changes: FieldChange[] = [];
  for (const field of keys) {
    const inBefore = Object.hasOwn(b, field);
    const inAfter = Object.hasOwn(a, field);
    if (inBefore && inAfter && sameValue(b[field], a[field])) continue;
    changes.push({ field, ...(inBefore ? { before: b[field] } : {}), ...(inAfter ? { after: a[field] } : {}) });
  }
  return changes;
}

/** A value as the change log writes it: text as is, nothing as an em dash, the rest as compact JSON. */
export function changeValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A field name (camelCase or snake_case) in words: agencyOri -> "Agency ori", last_name -> "Last name". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
