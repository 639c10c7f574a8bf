import type { CodeLookup } from '../../codes/lookup';
import type { FormDefinition, SectionDefinition } from '../definition/definition-schema';
import type { FieldDefinition } from '../definition/field-schema';
import { ITEM_ID_KEY, withItemIds } from '../definition/item-ids';
import type { MergeConflict } from './merge-conflict';
import type { ReportData } from '../definition/paths';
import type { ProvenanceMap } from '../report-data/provenance';
import { LABEL_SEPARATOR, sameValue, shownValue } from './report-diff';

export type { MergeConflict } from './merge-conflict';

export interface MergeOptions {
  codes?: CodeLookup | null;
  /** Where each side's filled values came from; the merged map follows the value taken. */
  mineProvenance?: ProvenanceMap;
  theirsProvenance?: ProvenanceMap;
}

export interface MergeResult {
  data: ReportData;
  provenance: ProvenanceMap;
  conflicts: MergeConflict[];
}

type Node = Record<string, unknown>;

const isRecord = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);
const childOf = (node: unknown, key: string): unknown => (isRecord(node) ? node[key] : undefined);
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * Where a node is: in the merged data and in each copy, with its parent for the place by item ids
 * and in words, which only a conflict needs (so a merge of thousands of fields builds them rarely).
 */
interface Place {
  path: string;
  mine: string;
  theirs: string;
  parent: Place | null;
  step: string;
  label: string | undefined;
}

function into(at: Place, key: string, label?: string): Place {
  return {
    path: join(at.path, key),
    mine: join(at.mine, key),
    theirs: join(at.theirs, key),
    parent: at,
    step: key,
    label,
  };
}

function stepsOf(at: Place): string[] {
  const steps: string[] = [];
  for (let p: Place | null = at; p?.parent; p = p.parent) steps.unshift(p.step);
  return steps;
}

function labelOf(at: Place): string {
  const labels: string[] = [];
  for (let p: Place | null = at; p; p = p.parent) if (p.label !== undefined) labels.unshift(p.label);
  return labels.join(LABEL_SEPARATOR);
}

interface Entry {
  item: unknown;
  index: number;
}

/** A group's items by id, in order (withItemIds has given every item one). */
function byId(list: unknown): { order: string[]; items: Map<string, Entry> } {
  const order: string[] = [];
  const items = new Map<string, Entry>();
  if (!Array.isArray(list)) return { order, items };
  list.forEach((item, index) => {
    const id = String(childOf(item, ITEM_ID_KEY) ?? `#${index}`);
    if (items.has(id)) return;
    order.push(id);
    items.set(id, { item, index });
  });
  return { order, items };
}

type Section = Pick<SectionDefinition, 'fields' | 'sections'>;

/** Keys a section's data may hold by its definition: its fields, its sections, an item's id. */
const knownKeys = new WeakMap<Section, Set<string>>();
function knownKeysOf(section: Section): Set<string> {
  let keys = knownKeys.get(section);
  if (!keys) {
    keys = new Set<string>([ITEM_ID_KEY]);
    for (const field of section.fields) keys.add(field.key);
    for (const child of section.sections ?? []) keys.add(child.key);
    knownKeys.set(section, keys);
  }
  return keys;
}

class Merge {
  readonly conflicts: MergeConflict[] = [];
  readonly provenance: ProvenanceMap = {};

  constructor(
    private readonly codes: CodeLookup | null,
    private readonly mineProvenance: ProvenanceMap,
    private readonly theirsProvenance: ProvenanceMap,
  ) {}

  /** Copies the provenance of a whole value taken from one side to its place in the merge. */
  private carryProvenance(from: ProvenanceMap, fromPath: string, toPath: string) {
    const prefix = `${fromPath}.`;
    for (const path in from) {
      if (path === fromPath) this.provenance[toPath] = from[path]!;
      else if (path.startsWith(prefix)) this.provenance[toPath + path.slice(fromPath.length)] = from[path]!;
    }
  }

  private field(field: FieldDefinition, b: unknown, m: unknown, t: unknown, at: Place): unknown {
    const mineSource = this.mineProvenance[at.mine];
    if (sameValue(m, t) || sameValue(b, t)) {
      if (mineSource) this.provenance[at.path] = mineSource;
      return m;
    }
    const theirsSource = this.theirsProvenance[at.theirs];
    if (sameValue(b, m)) {
      if (theirsSource) this.provenance[at.path] = theirsSource;
      return t;
    }
    this.conflicts.push({
      kind: 'field',
      path: at.path,
      steps: stepsOf(at),
      label: labelOf(at),
      mine: m ?? null,
      theirs: t ?? null,
      mineText: shownValue(field, m, this.codes).text,
      theirsText: shownValue(field, t, this.codes).text,
      mineSource,
      theirsSource,
    });
    if (mineSource) this.provenance[at.path] = mineSource;
    return m;
  }

  node(section: Section, b: unknown, m: unknown, t: unknown, at: Place): Node {
    const out: Node = {};
    if (isRecord(m)) {
      const known = knownKeysOf(section);
      for (const key in m) if (!known.has(key)) out[key] = m[key];
    }
    for (const field of section.fields) {
      const key = field.key;
      const value = this.field(field, childOf(b, key), childOf(m, key), childOf(t, key), into(at, key, field.label));
      if (value !== undefined) out[key] = value;
    }
    for (const child of section.sections ?? []) {
      const key = child.key;
      const value = this.section(child, childOf(b, key), childOf(m, key), childOf(t, key), at);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }

  private itemConflict(section: SectionDefinition, item: unknown, removedBy: 'mine' | 'theirs', at: Place) {
    const changed = `Changed: this ${section.repeat!.itemLabel.toLowerCase()} is kept with the changes`;
    this.conflicts.push({
      kind: 'item',
      path: at.path,
      steps: stepsOf(at),
      label: labelOf(at),
      mine: removedBy === 'mine' ? null : item,
      theirs: removedBy === 'theirs' ? null : item,
      mineText: removedBy === 'mine' ? 'Removed' : changed,
      theirsText: removedBy === 'theirs' ? 'Removed' : changed,
    });
  }

  private section(section: SectionDefinition, b: unknown, m: unknown, t: unknown, parent: Place): unknown {
    if (!section.repeat) {
      if (!isRecord(m) && !isRecord(t)) return m;
      return this.node(section, b, m, t, into(parent, section.key, section.label));
    }
    if (!Array.isArray(m) && !Array.isArray(t)) return m;
    const at = into(parent, section.key);
    const itemLabel = section.repeat.itemLabel;
    const [bi, mi, ti] = [byId(b), byId(m), byId(t)];
    const out: unknown[] = [];
    const place = (id: string, mineIndex: number, theirsIndex: number): Place => ({
      path: join(at.path, out.length),
      mine: join(at.mine, mineIndex),
      theirs: join(at.theirs, theirsIndex),
      parent: at,
      step: `#${id}`,
      label: `${itemLabel} ${out.length + 1}`,
    });
    for (const id of ti.order) {
      const theirs = ti.items.get(id)!;
      const mine = mi.items.get(id);
      const base = bi.items.get(id);
      const to = place(id, mine?.index ?? -1, theirs.index);
      if (mine) {
        out.push({ ...this.node(section, base?.item, mine.item, theirs.item, to), [ITEM_ID_KEY]: id });
        continue;
      }
      // Removed on this device: gone unless the server changed it meanwhile.
      if (base && sameValue(base.item, theirs.item)) continue;
      if (base) this.itemConflict(section, theirs.item, 'mine', to);
      this.carryProvenance(this.theirsProvenance, to.theirs, to.path);
      out.push(theirs.item);
    }
    for (const id of mi.order) {
      if (ti.items.has(id)) continue;
      const mine = mi.items.get(id)!;
      const base = bi.items.get(id);
      // Removed on the server: gone unless this device changed it meanwhile.
      if (base && sameValue(base.item, mine.item)) continue;
      const to = place(id, mine.index, -1);
      if (base) this.itemConflict(section, mine.item, 'theirs', to);
      this.carryProvenance(this.mineProvenance, to.mine, to.path);
      out.push(mine.item);
    }
    return out;
  }
}

/**
 * A three-way merge of a report's data, field by field against the version both copies started
 * from (see docs/rules/report-editor.md, "Saving and conflicts"): a field changed on one side
 * only takes that side's value; changed on both to different values, it is a conflict and the
 * merged data holds `mine` until the officer chooses. Items of repeated groups are matched by
 * their ids, never by position: an item added on either side is kept (theirs' order, then mine's
 * new ones); one removed on a side and unchanged on the other goes; one removed on a side and
 * changed on the other stays, with a conflict. Multi-selects and diagrams are whole values. Keys
 * the definition does not know are carried from `mine`. Nothing typed on either side is lost.
 */
export function mergeReports(
  definition: FormDefinition,
  base: ReportData,
  mine: ReportData,
  theirs: ReportData,
  options: MergeOptions = {},
): MergeResult {
  const { codes = null, mineProvenance = {}, theirsProvenance = {} } = options;
  const merge = new Merge(codes, mineProvenance, theirsProvenance);
  const root: Place = { path: '', mine: '', theirs: '', parent: null, step: '', label: undefined };
  const data = merge.node(
    { fields: [], sections: definition.sections },
    withItemIds(definition, base),
    withItemIds(definition, mine),
    withItemIds(definition, theirs),
    root,
  );
  return { data, provenance: merge.provenance, conflicts: merge.conflicts };
}
