/**
 * Label/value pairs of an RMS page's tables and definition lists, read for parseLabelValues:
 * a label cell (th, a cell ending in ':', or a known label) with the cell after it; a header row
 * of labels over rows of values (one record per row); dt with its dd. A table or list with
 * fewer than two known labels is no return and is not read further, which keeps a page of large
 * data grids cheap.
 */
import type { LabelValue } from '../parsing/parse-label-values';
import { lookupLabel, type LabelIndex } from '../parsing/label-synonyms';
import { IGNORED } from '../parsing/record-fields';
import { cellText } from './page-text';

/** Pairs of one table or list; a new record starts at each break. */
export interface PagePairs {
  pairs: LabelValue[];
  breaks: number[];
}

const MAX_ROWS = 400;
const MIN_KNOWN_LABELS = 2;

/** Most cells of a data grid (times, numbers, long text) cannot be labels: skip them unread. */
const LABEL_SHAPE = /^[A-Za-z][^]{0,48}$/;

function knownLabel(index: LabelIndex, text: string): boolean {
  if (!LABEL_SHAPE.test(text)) return false;
  const target = lookupLabel(index, text);
  return target !== undefined && target !== IGNORED;
}

/**
 * The first rows of this table only, not of tables nested in its cells (some DOMs list those in
 * rows). Read by index: a grid of thousands of rows is not copied.
 */
function rowsOf(table: HTMLTableElement, nested: boolean): Element[] {
  const all: ArrayLike<Element> = table.rows ?? table.querySelectorAll('tr');
  const rows: Element[] = [];
  for (let i = 0; i < all.length && rows.length < MAX_ROWS; i++) {
    const row = all[i]!;
    if (!nested || row.closest('table') === table) rows.push(row);
  }
  return rows;
}

function cellsOf(row: Element): Element[] {
  const cells = (row as HTMLTableRowElement).cells;
  return cells ? Array.from(cells) : Array.from(row.children).filter((c) => c.tagName === 'TD' || c.tagName === 'TH');
}

/** A header row of labels over rows of values: 'Plate | State | Make' then 'ABC123 | IN | HOND'. */
function columnPairs(rows: Element[], index: LabelIndex): PagePairs | null {
  const [head, ...body] = rows;
  const headers = head ? cellsOf(head) : [];
  if (headers.length < 2 || !headers.every((c) => c.tagName === 'TH')) return null;
  const labels = headers.map(cellText);
  if (labels.filter((l) => knownLabel(index, l)).length < MIN_KNOWN_LABELS) return null;
  const result: PagePairs = { pairs: [], breaks: [] };
  for (const row of body) {
    const cells = cellsOf(row);
    if (cells.length !== labels.length) continue;
    result.breaks.push(result.pairs.length);
    cells.forEach((cell, i) => result.pairs.push({ label: labels[i]!, value: cellText(cell) }));
  }
  return result.pairs.length ? result : null;
}

/** Rows read before a table with no known label is taken for a data grid and left. */
const GIVE_UP_AFTER_ROWS = 20;

/** Label cells followed by value cells, any number per row. */
function rowPairs(rows: Element[], index: LabelIndex, layout: boolean): PagePairs | null {
  const pairs: LabelValue[] = [];
  let known = 0;
  for (const [r, row] of rows.entries()) {
    if (r >= GIVE_UP_AFTER_ROWS && known === 0) return null;
    const cells = cellsOf(row);
    // A cell holding a table is layout: its table is read on its own.
    if (layout && cells.some((c) => c.querySelector('table'))) continue;
    for (let i = 0; i + 1 < cells.length; i++) {
      const cell = cells[i]!;
      const value = cells[i + 1]!;
      if (value.tagName === 'TH') continue;
      const label = cellText(cell);
      const isKnown = knownLabel(index, label);
      if (cell.tagName !== 'TH' && !label.endsWith(':') && !isKnown) continue;
      if (isKnown) known++;
      pairs.push({ label, value: cellText(value) });
      i++;
    }
  }
  return known >= MIN_KNOWN_LABELS ? { pairs, breaks: [] } : null;
}

/** The pairs of a label/value table, or null when it is not one. */
export function tablePairs(table: HTMLTableElement, index: LabelIndex): PagePairs | null {
  // From the browser's cached list: a query would walk a large grid on every scan.
  const nested = table.getElementsByTagName('table').length > 0;
  const rows = rowsOf(table, nested);
  return columnPairs(rows, index) ?? rowPairs(rows, index, nested);
}

/** The pairs of a definition list (dt/dd, also wrapped in div as HTML allows), or null. */
export function listPairs(list: Element, index: LabelIndex): PagePairs | null {
  const items: Element[] = [];
  for (const child of Array.from(list.children)) {
    if (child.tagName === 'DIV') items.push(...Array.from(child.children));
    else items.push(child);
  }
  const pairs: LabelValue[] = [];
  let known = 0;
  let label: string | null = null;
  for (const item of items) {
    if (item.tagName === 'DT') label = cellText(item);
    else if (item.tagName === 'DD' && label !== null) {
      if (knownLabel(index, label)) known++;
      pairs.push({ label, value: cellText(item) });
      label = null;
    }
  }
  return known >= MIN_KNOWN_LABELS ? { pairs, breaks: [] } : null;
}

const HEADING_TAGS = /^(H[1-6]|LEGEND|CAPTION|STRONG|B|LABEL)$/;
const LICENCE_WORDS = /\b(LICEN[CS]E|DRIVER|OPERATOR)\b/;

/**
 * What the page says a table or list is, from its caption, aria-label or the heading just
 * before it (or before its container): 'registration', 'licence' or undefined.
 */
export function blockKind(el: Element, registrationWords: readonly string[]): 'licence' | 'registration' | undefined {
  const texts: string[] = [el.getAttribute('aria-label') ?? ''];
  const caption = (el as HTMLTableElement).caption;
  if (caption) texts.push(caption.textContent ?? '');
  for (let node: Element | null = el, depth = 0; node && depth < 3; node = node.parentElement, depth++) {
    const before = node.previousElementSibling;
    if (before && (HEADING_TAGS.test(before.tagName) || before.childElementCount === 0)) {
      texts.push((before.textContent ?? '').slice(0, 200));
      break;
    }
  }
  const heading = texts.join(' ').toUpperCase();
  const escape = (w: string) => w.toUpperCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (registrationWords.some((w) => new RegExp(`\\b${escape(w)}`).test(heading))) return 'registration';
  if (LICENCE_WORDS.test(heading)) return 'licence';
  return undefined;
}
