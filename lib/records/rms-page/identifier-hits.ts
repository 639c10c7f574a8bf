/**
 * Where a page's text may hold a VIN or a USDOT number, found cheaply enough for a 1 MB page:
 * a run of 17 capitals and digits is looked for by sampling every 17th character (any such run
 * covers one sample), and 'DOT' by one literal search. findIdentifiers then reads only the
 * places found. A regular expression for the run costs ten times more on page-sized text.
 */

const inRun = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
const VIN_LENGTH = 17;
const DOT = /D\.?O\.?T/gi;

/** Offsets in the text where a VIN-length run or a 'DOT' starts, in order. */
export function identifierHits(text: string): number[] {
  const hits: number[] = [];
  const n = text.length;
  let i = VIN_LENGTH - 1;
  while (i < n) {
    if (!inRun(text.charCodeAt(i))) {
      i += VIN_LENGTH;
      continue;
    }
    let start = i;
    while (start > 0 && inRun(text.charCodeAt(start - 1))) start--;
    let end = i + 1;
    while (end < n && inRun(text.charCodeAt(end))) end++;
    if (end - start >= VIN_LENGTH) hits.push(start);
    i = end + VIN_LENGTH;
  }
  for (const m of text.matchAll(DOT)) hits.push(m.index);
  return hits.sort((a, b) => a - b);
}
