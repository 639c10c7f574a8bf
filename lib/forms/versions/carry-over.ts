import { fieldValueSchema } from '../../validation/report-checks/field-value-schema';
import type { FormDefinition, SectionDefinition } from '../definition/definition-schema';
import type { FieldDefinition } from '../definition/field-schema';
import { ITEM_ID_KEY } from '../definition/item-ids';
import { isEmptyValue, type ReportData } from '../definition/paths';

/** Whether a code is one of a list's: the client's code lists, or the server's. */
export type CodeExists = (listId: number, code: string) => boolean;

/** A value the newer version has no place for: kept beside the report for the officer to copy. */
export interface NotCarriedOver {
  /** Where it was in the older version's data: Units.0.VehicleInformation.VEHCOLORTXT. */
  path: string;
  /** Where that was, in words: "Unit 1 · Vehicle Information · Color". */
  label: string;
  /** The value as it was kept (a list for a multiple pick). */
  value: unknown;
  /** Why it did not move: its field is gone, its code left the list, or the field no longer takes it. */
  reason: 'removed' | 'code' | 'invalid';
  /** Personal data (its field was marked so): withheld from readers who may not see it. */
  personal?: boolean;
}

export interface CarriedOver {
  data: ReportData;
  notCarriedOver: NotCarriedOver[];
  /** Where each value that moved went: old concrete path -> new one (provenance follows it). */
  moved: Record<string, string>;
}

type Item = Record<string, unknown>;
type Named = { key: string; role?: string | undefined; formerKeys?: string[] | undefined };

/** The target's field or section that took over `from`: same key, a key it once had, or the same role. */
function counterpart<T extends Named>(targets: readonly T[], from: Named): T | undefined {
  return (
    targets.find((t) => t.key === from.key) ??
    targets.find((t) => t.formerKeys?.includes(from.key)) ??
    (from.role ? targets.find((t) => t.role === from.role) : undefined)
  );
}

const isCodeField = (f: FieldDefinition) =>
  f.type === 'code' ||
  f.type === 'multiCode' ||
  f.type === 'dualList' ||
  f.type === 'yesNo' ||
  f.type === 'vehicleDiagram';

/** Lists of codes and single codes of a code list: what the target's list still has. */
function splitCodes(field: FieldDefinition, value: unknown, exists: CodeExists): { kept: unknown; left: unknown } {
  if (!isCodeField(field) || field.autocomplete?.freeText) return { kept: value, left: undefined };
  const options = field.options?.map((o) => o.value);
  const listId = field.codeListId;
  const has = options?.length
    ? (code: string) => options.includes(code)
    : listId !== undefined
      ? (code: string) => exists(listId, code)
      : null;
  if (!has) return { kept: value, left: undefined };
  if (Array.isArray(value)) {
    const codes = value.filter((v): v is string => typeof v === 'string');
    const kept = codes.filter(has);
    const left = codes.filter((c) => !has(c));
    return { kept: kept.length ? kept : undefined, left: left.length ? left : undefined };
  }
  return typeof value === 'string' && value !== '' && !has(value)
    ? { kept: undefined, left: value }
    : { kept: value, left: undefined };
}

interface Walk {
  exists: CodeExists;
  out: NotCarriedOver[];
  /** Old concrete path -> new one, of every value that moved. */
  moved: Record<string, string>;
}

function entry(
  path: string,
  label: string,
  value: unknown,
  reason: NotCarriedOver['reason'],
  field: FieldDefinition | undefined,
): NotCarriedOver {
  return { path, label, value, reason, ...(field?.personal ? { personal: true } : {}) };
}

/** Every value under an older section that has no counterpart: all of it is listed, nothing dropped. */
function listAll(w: Walk, section: SectionDefinition, item: unknown, path: string, label: string) {
  if (!item || typeof item !== 'object') return;
  for (const [key, value] of Object.entries(item as Item)) {
    // An item's id is not something the officer typed: there is nothing to copy back.
    if (key === ITEM_ID_KEY) continue;
    const field = section.fields.find((f) => f.key === key);
    const child = section.sections?.find((s) => s.key === key);
    if (child) listSection(w, child, value, `${path}.${key}`, `${label} · ${child.label}`);
    else if (!isEmptyValue(value)) {
      w.out.push(entry(`${path}.${key}`, `${label} · ${field?.label ?? key}`, value, 'removed', field));
    }
  }
}

function listSection(w: Walk, section: SectionDefinition, value: unknown, path: string, label: string) {
  if (section.repeat && Array.isArray(value)) {
    value.forEach((item, i) =>
      listAll(w, section, item, `${path}.${i}`, `${label} · ${section.repeat!.itemLabel} ${i + 1}`),
    );
  } else listAll(w, section, value, path, label);
}

/** Where an item is: its old concrete path, its new one, and the old one in words. */
interface Place {
  path: string;
  toPath: string;
  label: string;
}

/** One item of a section, moved into the newer version's section. */
function carryItem(w: Walk, from: SectionDefinition, to: SectionDefinition, item: unknown, at: Place): Item {
  const result: Item = {};
  if (!item || typeof item !== 'object') return result;
  for (const [key, value] of Object.entries(item as Item)) {
    if (key === ITEM_ID_KEY) {
      // The same item in the newer version keeps its id, so copies of it still merge item by item.
      if (to.repeat) result[key] = value;
      continue;
    }
    const path = `${at.path}.${key}`;
    const childFrom = from.sections?.find((s) => s.key === key);
    if (childFrom) {
      const childTo = counterpart(to.sections ?? [], childFrom);
      const label = `${at.label} · ${childFrom.label}`;
      if (!childTo) listSection(w, childFrom, value, path, label);
      else {
        const toPath = `${at.toPath}.${childTo.key}`;
        result[childTo.key] = carrySection(w, childFrom, childTo, value, { path, toPath, label });
      }
      continue;
    }
    if (isEmptyValue(value)) continue;
    const fieldFrom = from.fields.find((f) => f.key === key);
    const label = `${at.label} · ${fieldFrom?.label ?? key}`;
    const fieldTo = fieldFrom && counterpart(to.fields, fieldFrom);
    if (!fieldTo) {
      w.out.push(entry(path, label, value, 'removed', fieldFrom));
      continue;
    }
    const { kept, left } = splitCodes(fieldTo, value, w.exists);
    if (left !== undefined) w.out.push(entry(path, label, left, 'code', fieldFrom));
    if (kept === undefined) continue;
    if (fieldValueSchema(fieldTo).safeParse(kept).success) {
      result[fieldTo.key] = kept;
      w.moved[path] = `${at.toPath}.${fieldTo.key}`;
    } else w.out.push(entry(path, label, kept, 'invalid', fieldFrom));
  }
  return result;
}

function carrySection(w: Walk, from: SectionDefinition, to: SectionDefinition, value: unknown, at: Place): unknown {
  const itemAt = (i: number): Place => ({
    path: `${at.path}.${i}`,
    toPath: to.repeat ? `${at.toPath}.${i}` : at.toPath,
    label: `${at.label} · ${from.repeat!.itemLabel} ${i + 1}`,
  });
  if (!from.repeat) return carryItem(w, from, to, value, { ...at, toPath: to.repeat ? `${at.toPath}.0` : at.toPath });
  if (!Array.isArray(value)) return [];
  // A newer version holding fewer items keeps the first ones; the rest are listed, not dropped.
  const max = to.repeat?.max ?? 1;
  const items = value.slice(0, max).map((item, i) => carryItem(w, from, to, item, itemAt(i)));
  value.slice(max).forEach((item, j) => listAll(w, from, item, itemAt(max + j).path, itemAt(max + j).label));
  return to.repeat ? items : (items[0] ?? {});
}

/**
 * A draft's data moved from the version it was written with to a newer one (see
 * docs/rules/administration.md, "Drafts follow a new version"), field by field: a field keeps its
 * value where the newer version has the same key, a key it once had (`formerKeys`, which a
 * rename records) or the same role. A value whose field is gone, whose code left its list, or
 * that the newer field no longer takes is listed in `notCarriedOver` with where it was, never
 * dropped. The input is not changed.
 */
export function carryOver(from: FormDefinition, to: FormDefinition, data: ReportData, exists: CodeExists): CarriedOver {
  const w: Walk = { exists, out: [], moved: {} };
  const result: ReportData = {};
  for (const [key, value] of Object.entries(data)) {
    const sectionFrom = from.sections.find((s) => s.key === key);
    if (!sectionFrom) {
      if (!isEmptyValue(value)) w.out.push(entry(key, key, value, 'removed', undefined));
      continue;
    }
    const sectionTo = counterpart(to.sections, sectionFrom);
    if (!sectionTo) listSection(w, sectionFrom, value, key, sectionFrom.label);
    else
      result[sectionTo.key] = carrySection(w, sectionFrom, sectionTo, value, {
        path: key,
        toPath: sectionTo.key,
        label: sectionFrom.label,
      });
  }
  return { data: result, notCarriedOver: w.out, moved: w.moved };
}
