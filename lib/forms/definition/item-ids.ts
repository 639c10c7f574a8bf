import type { FormDefinition, SectionDefinition } from './definition-schema';
import type { ReportData } from './paths';

/**
 * Every item of a repeated group (a unit, a passenger, a witness) carries a stable id under this
 * key, so two copies of a report can be merged item by item rather than by position: a unit
 * removed on one device must not shift its edits onto the next unit. No definition key can be
 * `$id` (definitionKeySchema allows letters, digits and underscores only).
 */
export const ITEM_ID_KEY = '$id';

/** The longest item id a report may hold: a UUID, or a legacy id naming its place. */
export const ITEM_ID_MAX_LENGTH = 200;
export const ITEM_ID_PATTERN = /^[A-Za-z0-9._-]+$/;

/** A fresh id for an item created now (on any device, offline too). */
export function newItemId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; an app served over plain http still needs ids.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new, empty item of a repeated group. */
export const newItem = (): ReportData => ({ [ITEM_ID_KEY]: newItemId() });

/**
 * The id of an item written before items had ids: derived from where it is, so the server and
 * every device name the same stored item alike. `arrayPath` is the concrete path of its group
 * (Units.0.Passengers).
 */
export const legacyItemId = (arrayPath: string, index: number) => `legacy-${arrayPath}-${index}`;

const isRecord = (v: unknown): v is ReportData => !!v && typeof v === 'object' && !Array.isArray(v);

const validId = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= ITEM_ID_MAX_LENGTH && ITEM_ID_PATTERN.test(v);

/** The id of an item as stored, or the legacy id of its place when it has none. */
export function itemIdOf(item: unknown, arrayPath: string, index: number): string {
  const id = isRecord(item) ? item[ITEM_ID_KEY] : undefined;
  return validId(id) ? id : legacyItemId(arrayPath, index);
}

/**
 * The data with an id on every item of every repeated group of the definition (legacy ids for
 * items without one; a second item with the same id gets its place's). Returns the same object
 * when nothing was missing, so a report that already has them is not copied.
 */
export function withItemIds(definition: FormDefinition, data: ReportData): ReportData {
  const inObject = (sections: readonly SectionDefinition[], node: ReportData, path: string): ReportData => {
    let out: ReportData | null = null;
    for (const section of sections) {
      const value = node[section.key];
      const childPath = path ? `${path}.${section.key}` : section.key;
      const next = inSection(section, value, childPath);
      if (next !== value) (out ??= { ...node })[section.key] = next;
    }
    return out ?? node;
  };
  const inSection = (section: SectionDefinition, value: unknown, path: string): unknown => {
    const children = section.sections ?? [];
    if (!section.repeat) return isRecord(value) && children.length ? inObject(children, value, path) : value;
    if (!Array.isArray(value)) return value;
    let out: unknown[] | null = null;
    const seen = new Set<string>();
    value.forEach((item, index) => {
      if (!isRecord(item)) return;
      const itemPath = `${path}.${index}`;
      let id = itemIdOf(item, path, index);
      if (seen.has(id)) id = legacyItemId(path, index);
      seen.add(id);
      let next = children.length ? inObject(children, item, itemPath) : item;
      if (next[ITEM_ID_KEY] !== id) next = { ...next, [ITEM_ID_KEY]: id };
      if (next !== item) (out ??= [...value])[index] = next;
    });
    return out ?? value;
  };
  return inObject(definition.sections, data, '');
}
