/**
 * Finding citations of documents a clone of the repository does not have: the outside product
 * specification and architecture pages, the outside style page, the shared folder beside the
 * repository, and numbered issues of the tracker. A comment that cites them sends the reader
 * nowhere; it must state the rule itself or point at docs/, which the clone has.
 *
 * The patterns are written so that this file's own source does not match them.
 */

/** One kind of outside citation, with what to write instead. */
export interface OutsideCitation {
  pattern: RegExp;
  instead: string;
}

const RULES = 'state the rule, or point at the heading of docs/ that states it';

export const outsideCitations: readonly OutsideCitation[] = [
  // Upper case only, as a whole word: field keys such as INSPECIND and words such as UNSPECIFIED are not citations.
  { pattern: /\bSPEC\b/, instead: RULES },
  { pattern: /§\s*\d/, instead: RULES },
  { pattern: /\bARCHITECTURE\b/, instead: 'point at docs/architecture.md' },
  { pattern: /\bSTYLE\.md\b/, instead: 'say the reason itself' },
  { pattern: /\.\.\/shared\b/, instead: 'keep what is needed inside the repository and point there' },
  { pattern: /\b[Ii]ssues? \d+/, instead: RULES },
];

/** One citation found: the file, the 1-based line, the line's text and what to write instead. */
export interface OutsideReference {
  file: string;
  line: number;
  text: string;
  instead: string;
}

/** Every outside citation in `content`, line by line (one finding per line). */
export function findOutsideReferences(file: string, content: string): OutsideReference[] {
  const found: OutsideReference[] = [];
  content.split('\n').forEach((text, index) => {
    const hit = outsideCitations.find((c) => c.pattern.test(text));
    if (hit) found.push({ file, line: index + 1, text: text.trim(), instead: hit.instead });
  });
  return found;
}

/** Files whose text is read: source, tests, docs, configuration and fixtures, not lock files or images. */
const SCANNED = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|yml|yaml|txt)$|^\.ci\/run$/;
const NOT_SCANNED = new Set(['package-lock.json']);

/** Whether a tracked file is one whose text the scan reads, and not under an excluded folder. */
export function isScanned(file: string, excludedFolders: readonly string[]): boolean {
  if (NOT_SCANNED.has(file) || !SCANNED.test(file)) return false;
  return !excludedFolders.some((folder) => file.startsWith(folder));
}

/** A finding as the failing test prints it: where, what, and what to do. */
export function describeReference(r: OutsideReference): string {
  return `${r.file}:${r.line}: ${r.text}\n    -> ${r.instead}`;
}
