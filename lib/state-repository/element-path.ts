/**
 * Where in a submitted document a state repository's reason points: an XPath of child steps from
 * the root, each `prefix:Name` as the document itself writes the element, with `[n]` (1-based)
 * when the element has same-named siblings, e.g.
 * `/cr:CrashReport/j:Crash/j:CrashVehicle[2]/j:CrashDriver/j:DriverLicense`. A lone `/` is the
 * document as a whole (it could not be read, or the reason is about no one element). Nothing else
 * of XPath (no predicates but positions, no axes, no wildcards) is accepted, so the app can walk a
 * path without an XPath engine and a repository cannot slip an expression into it.
 */

/** The longest path accepted: far beyond any real document's depth. */
export const ELEMENT_PATH_MAX_LENGTH = 1000;

/** One step of a path. */
export interface ElementStep {
  prefix: string;
  /** The element's local name. */
  name: string;
  /** 1-based among same-named siblings; absent when the path did not give one (the first). */
  position?: number;
}

/** An XML name without a colon (NCName), ASCII only: NIEM's names are. */
const NAME = '[A-Za-z_][A-Za-z0-9._-]*';
/** prefix:Name, then a position of at most five digits. */
const STEP = new RegExp(`^(${NAME}):(${NAME})(?:\\[([1-9][0-9]{0,4})\\])?$`);

/** The steps of a path, [] for the whole document, or null when it is not one this protocol allows. */
export function parseElementPath(path: string): ElementStep[] | null {
  if (path === '/') return [];
  if (path.length > ELEMENT_PATH_MAX_LENGTH || !path.startsWith('/')) return null;
  const steps: ElementStep[] = [];
  for (const text of path.slice(1).split('/')) {
    const match = STEP.exec(text);
    if (!match) return null;
    const [, prefix, name, position] = match;
    steps.push({ prefix: prefix!, name: name!, ...(position === undefined ? {} : { position: Number(position) }) });
  }
  return steps;
}

export function isElementPath(path: string): boolean {
  return parseElementPath(path) !== null;
}

/** The path of `steps` as this protocol writes it; no steps is the whole document. */
export function formatElementPath(steps: readonly ElementStep[]): string {
  if (steps.length === 0) return '/';
  return steps.map((s) => `/${s.prefix}:${s.name}${s.position === undefined ? '' : `[${s.position}]`}`).join('');
}
