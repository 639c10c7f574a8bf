/**
 * Report data is plain JSON: sections are objects, repeated groups arrays. A definition path
 * uses `*` for "every item"; a concrete path has the item's index (`Units.0.VehicleInformation`).
 */
export type ReportData = Record<string, unknown>;

export interface Binding {
  /** The concrete path, e.g. Units.2.UnitInformation.COMMVEHIND. */
  path: string;
  /** The index chosen for each `*`, in order, so a rule's target can use the same item. */
  indices: number[];
  /** The value at that path (undefined when absent). */
  value: unknown;
}

const splitCache = new Map<string, string[]>();
/** Definition paths are few and checked often; their split form is kept. */
function keysOf(pattern: string): string[] {
  let keys = splitCache.get(pattern);
  if (!keys) {
    keys = pattern.split('.');
    splitCache.set(pattern, keys);
  }
  return keys;
}

export function getAt(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const key of keysOf(path)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Every concrete path a definition path names in this data (one per item of each `*`), with its value. */
export function expandPath(data: unknown, pattern: string): Binding[] {
  const keys = keysOf(pattern);
  // Breadth-first over the keys: checks run this for every rule on every keystroke, so it stays
  // a plain loop over a short frontier rather than recursion with closures.
  let paths: string[] = [''];
  let nodes: unknown[] = [data];
  let indexLists: number[][] = [[]];
  for (const key of keys) {
    const nextPaths: string[] = [];
    const nextNodes: unknown[] = [];
    const nextIndices: number[][] = [];
    for (let n = 0; n < nodes.length; n++) {
      const node = nodes[n];
      const prefix = paths[n] as string;
      if (key === '*') {
        if (!Array.isArray(node)) continue;
        for (let i = 0; i < node.length; i++) {
          nextPaths.push(prefix ? `${prefix}.${i}` : String(i));
          nextNodes.push(node[i]);
          nextIndices.push([...(indexLists[n] as number[]), i]);
        }
      } else {
        nextPaths.push(prefix ? `${prefix}.${key}` : key);
        nextNodes.push(node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined);
        nextIndices.push(indexLists[n] as number[]);
      }
    }
    paths = nextPaths;
    nodes = nextNodes;
    indexLists = nextIndices;
  }
  return paths.map((path, n) => ({ path, indices: indexLists[n] as number[], value: nodes[n] }));
}

/** The definition path of a concrete one: Units.0.Passengers.1 -> Units.*.Passengers.*. */
export function definitionPathOf(path: string): string {
  return path
    .split('.')
    .map((key) => (/^\d+$/.test(key) ? '*' : key))
    .join('.');
}

/** Puts a trigger's item indices into a target pattern's `*`s (left to right). */
export function bindPath(pattern: string, indices: number[]): string {
  if (!indices.length || !pattern.includes('*')) return pattern;
  let i = 0;
  return keysOf(pattern)
    .map((key) => (key === '*' ? String(indices[i++] ?? '*') : key))
    .join('.');
}

/** The path and each of its ancestors, shortest first: a.b.c -> a, a.b, a.b.c. */
export function pathAndAncestors(path: string): string[] {
  const keys = path.split('.');
  return keys.map((_, i) => keys.slice(0, i + 1).join('.'));
}

/** True when a concrete path is an instance of a definition pattern. */
export function matchesPattern(path: string, pattern: string): boolean {
  const a = path.split('.');
  const b = pattern.split('.');
  return a.length === b.length && b.every((key, i) => key === a[i] || (key === '*' && /^\d+$/.test(a[i] ?? '')));
}

/** Empty as a form sees it: nothing, blank text, an empty pick list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Writes a value at a concrete path, creating objects on the way; returns a new root (no mutation). */
export function setAt(data: ReportData, path: string, value: unknown): ReportData {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return data;
  const current = (data as Record<string, unknown>)[head];
  if (rest.length === 0) return { ...data, [head]: value };
  const next = rest[0] !== undefined && /^\d+$/.test(rest[0]);
  const child = (current ?? (next ? [] : {})) as ReportData | unknown[];
  if (Array.isArray(child)) {
    const copy = [...child];
    const index = Number(rest[0]);
    copy[index] = rest.length === 1 ? value : setAt((copy[index] ?? {}) as ReportData, rest.slice(1).join('.'), value);
    return { ...data, [head]: copy };
  }
  return { ...data, [head]: setAt(child, rest.join('.'), value) };
}
