/**
 * Moves of a dual list box (a unit's factors, 5 or 7 rows). Selected codes keep the order the
 * officer picked them in: a new pick lands at the end of Selected, where the officer is looking,
 * instead of jumping into list order; and an officer who names the main factor first keeps it first.
 */

export interface Choice {
  value: string;
  label: string;
}

/** The choices not picked yet, in list order. */
export function availableChoices<C extends Choice>(choices: readonly C[], picked: readonly string[]): C[] {
  const taken = new Set(picked);
  return choices.filter((c) => !taken.has(c.value));
}

/** The picked codes with their labels, in picked order; a code the list no longer has shows as itself. */
export function pickedChoices(choices: readonly Choice[], picked: readonly string[]): Choice[] {
  const byValue = new Map(choices.map((c) => [c.value, c]));
  return picked.map((code) => byValue.get(code) ?? { value: code, label: code });
}

export interface AddResult {
  picked: string[];
  /** Codes left out because the field allows no more. */
  refused: string[];
}

/** Appends codes not picked yet, in the order given, up to `max` picks in all. */
export function addPicks(picked: readonly string[], codes: readonly string[], max?: number): AddResult {
  const next = [...picked];
  const refused: string[] = [];
  for (const code of codes) {
    if (next.includes(code)) continue;
    if (max !== undefined && next.length >= max) refused.push(code);
    else next.push(code);
  }
  return { picked: next, refused };
}

export function removePicks(picked: readonly string[], codes: readonly string[]): string[] {
  const gone = new Set(codes);
  return picked.filter((c) => !gone.has(c));
}

/** What to highlight after items left a list: the item now at the first vacated place, so Enter can go on. */
export function nextHighlight(before: readonly string[], moved: readonly string[]): string[] {
  const first = before.findIndex((c) => moved.includes(c));
  if (first < 0) return [];
  const after = before.filter((c) => !moved.includes(c));
  const next = after[Math.min(first, after.length - 1)];
  return next === undefined ? [] : [next];
}
