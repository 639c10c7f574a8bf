/**
 * Finds the records an RMS or DMV page shows, for the extension's "Send to report" controls:
 * text returns and barcode text in the profile's text blocks, label/value tables, definition
 * lists, and VINs and USDOT numbers standing anywhere else. Each finding names the element to
 * put its control beside. Takes only DOM input (a document or an element), so the same code
 * runs in the content script and in tests, and touches no global.
 */
import { findIdentifiers } from '../parsing/find-identifiers';
import { identifierHits } from './identifier-hits';
import { buildLabelIndex, type LabelIndex } from '../parsing/label-synonyms';
import { blockKind, listPairs, tablePairs, type PagePairs } from './page-pairs';
import { elementText } from './page-text';
import { parseLabelValues } from '../parsing/parse-label-values';
import { parseRecordText } from '../parsing/parse-records';
import type { CrashRecord, ParseResult } from '../record-types';
import { defaultSiteProfile, type SiteProfile } from './site-profile';
import { namesOf, partialsOf, type PartialFinding } from './page-partials';

/** Where a control goes: after the anchor, or last inside it (a table cell, a paragraph). */
export type Placement = 'after' | 'inside';

/** A record read whole from the page. */
export interface FoundRecord {
  status: 'found';
  record: CrashRecord;
  anchor: Element;
  placement: Placement;
  /** Warnings about the block it came from (an unreadable expiry, a VIN that fails its check). */
  warnings: string[];
}

/** A record found or a return cut short. */
export type PageFinding = FoundRecord | (PartialFinding & { anchor: Element; placement: Placement });

/** Marks the extension's own controls, which are never read. */
export const CONTROL_ATTRIBUTE = 'data-crash-report-control';

const SHOW_TEXT = 4;
const FOLLOWING = 4;
const INLINE_TAGS = /^(A|ABBR|B|CITE|EM|FONT|I|LABEL|MARK|SMALL|SPAN|STRONG|SUB|SUP|U)$/;

/** The agency's selectors that parse; a malformed one is skipped instead of failing the scan. */
function validSelectors(scope: Element, selectors: readonly string[]): string[] {
  return selectors.filter((s) => {
    try {
      scope.matches(s);
      return true;
    } catch {
      return false;
    }
  });
}

const TAG_ONLY = /^[a-zA-Z][a-zA-Z0-9-]*$/;
const CLASS_ONLY = /^\.[a-zA-Z_-][a-zA-Z0-9_-]*$/;

/** Elements of one selector: lone tags and classes from the browser's cached lists, not a full query. */
function select(scope: Element, selector: string): ArrayLike<Element> {
  if (TAG_ONLY.test(selector)) return scope.getElementsByTagName(selector);
  if (CLASS_ONLY.test(selector)) return scope.getElementsByClassName(selector.slice(1));
  return scope.querySelectorAll(selector);
}

/** Elements matching any of the selectors, in page order. */
function query(scope: Element, selectors: readonly string[]): Element[] {
  const found = new Set<Element>();
  for (const selector of selectors) for (const el of Array.from(select(scope, selector))) found.add(el);
  return [...found].sort((a, b) => (a.compareDocumentPosition(b) & FOLLOWING ? -1 : 1));
}

interface ScanContext {
  index: LabelIndex;
  profile: SiteProfile;
  ignore: string;
  findings: PageFinding[];
}

function isIgnored(el: Element, ctx: ScanContext): boolean {
  if (el.closest(`[${CONTROL_ATTRIBUTE}]`)) return true;
  return ctx.ignore !== '' && el.closest(ctx.ignore) !== null;
}

/** Records and partials of one block, anchored to it. */
function addBlock(ctx: ScanContext, anchor: Element, result: ParseResult, blockText: string): void {
  const placement: Placement = 'after';
  const partials = partialsOf(result.problems, blockText, ctx.profile.noRecordPhrases);
  const warnings = result.problems.filter((p) => !partials.unmade.has(p));
  const found = new Set(result.records.flatMap(namesOf));
  for (const record of result.records) ctx.findings.push({ status: 'found', record, anchor, placement, warnings });
  // The query echoed above its answer names the same licence or plate: only the answer counts.
  for (const partial of partials.list) {
    if (!found.has(partial.who)) ctx.findings.push({ ...partial, anchor, placement });
  }
}

function scanTextBlocks(ctx: ScanContext, blocks: Element[]): void {
  for (const block of blocks) {
    const text = elementText(block);
    if (!text.trim()) continue;
    addBlock(ctx, block, parseRecordText(text, { synonyms: ctx.index }), text);
  }
}

function scanPairBlocks(
  blocks: Element[],
  ctx: ScanContext,
  read: (el: Element, index: LabelIndex) => PagePairs | null,
): void {
  for (const block of blocks) {
    const found = read(block, ctx.index);
    if (!found) continue;
    const kind = blockKind(block, ctx.profile.registrationHeadings);
    const result = parseLabelValues(found.pairs, { synonyms: ctx.index, breaks: found.breaks, kind });
    addBlock(ctx, block, result, found.pairs.map((p) => `${p.label} ${p.value}`).join('\n'));
  }
}

/** The element whose text is read for an identifier, and where its control goes. */
function identifierPlace(parent: Element): { anchor: Element; text: Element; placement: Placement } {
  const row = parent.closest('tr');
  if (row) return { anchor: row.lastElementChild ?? parent, text: row, placement: 'inside' };
  const list = parent.closest('dl');
  if (list) return { anchor: list, text: list, placement: 'after' };
  if (!INLINE_TAGS.test(parent.tagName)) return { anchor: parent, text: parent, placement: 'inside' };
  // 'USDOT #' in bold and the number after it: the text is the block the inline element is in.
  let block: Element = parent;
  while (block.parentElement && INLINE_TAGS.test(block.tagName)) block = block.parentElement;
  return { anchor: parent, text: block, placement: 'after' };
}

/**
 * VINs and USDOT numbers in text outside the text blocks (those were read with their block).
 * The page's text is searched once; text nodes are visited only to map the places found back to
 * elements (textContent is the text nodes joined in the walker's order).
 */
function scanIdentifiers(scope: Element, ctx: ScanContext, textBlocks: readonly Element[]): void {
  const hits = identifierHits(scope.textContent ?? '');
  if (!hits.length) return;
  const walker = scope.ownerDocument.createTreeWalker(scope, SHOW_TEXT);
  const read = new Set<Element>();
  let offset = 0;
  let h = 0;
  for (let node = walker.nextNode(); node && h < hits.length; node = walker.nextNode()) {
    // length, not nodeValue: no string is made for the thousands of nodes without a hit.
    const end = offset + (node as CharacterData).length;
    if (hits[h]! >= end) {
      offset = end;
      continue;
    }
    while (h < hits.length && hits[h]! < end) h++;
    offset = end;
    const parent = node.parentElement;
    if (!parent || isIgnored(parent, ctx) || textBlocks.some((b) => b.contains(parent))) continue;
    const place = identifierPlace(parent);
    if (read.has(place.text)) continue;
    read.add(place.text);
    const { records } = findIdentifiers(elementText(place.text));
    for (const record of records) {
      ctx.findings.push({ status: 'found', record, anchor: place.anchor, placement: place.placement, warnings: [] });
    }
  }
}

/** One finding per record (the first place it shows), no VIN alone that a registration holds. */
function distinct(findings: PageFinding[]): PageFinding[] {
  const vinsInRegistrations = new Set<string>();
  for (const f of findings) {
    if (f.status === 'found' && f.record.kind === 'vehicleRegistration' && f.record.vin) {
      vinsInRegistrations.add(f.record.vin);
    }
  }
  const seen = new Set<string>();
  return findings.filter((f) => {
    if (f.status !== 'found') return true;
    if (f.record.kind === 'vin' && vinsInRegistrations.has(f.record.vin)) return false;
    if (seen.has(f.record.id)) return false;
    seen.add(f.record.id);
    return true;
  });
}

/** Every record the page shows, in page order; never throws on page content. */
export function scanPage(root: Document | Element, profile: SiteProfile = defaultSiteProfile): PageFinding[] {
  const scope = 'documentElement' in root ? (root.body ?? root.documentElement) : root;
  if (!scope) return [];
  const ctx: ScanContext = {
    index: buildLabelIndex(profile.synonyms),
    profile,
    ignore: validSelectors(scope, profile.ignore).join(','),
    findings: [],
  };
  const visible = (els: Element[]) => els.filter((el) => !isIgnored(el, ctx));
  // A block inside another text block (code in pre) is read with it.
  const textBlocks = visible(query(scope, validSelectors(scope, profile.textBlocks))).filter(
    (el, _, all) => !all.some((other) => other !== el && other.contains(el)),
  );
  const outsideText = (els: Element[]) => visible(els).filter((el) => !textBlocks.some((b) => b.contains(el)));
  scanTextBlocks(ctx, textBlocks);
  scanPairBlocks(outsideText(query(scope, validSelectors(scope, profile.tables))), ctx, (el, index) =>
    el.tagName === 'TABLE' ? tablePairs(el as HTMLTableElement, index) : null,
  );
  scanPairBlocks(outsideText(query(scope, validSelectors(scope, profile.definitionLists))), ctx, (el, index) =>
    el.tagName === 'DL' ? listPairs(el, index) : null,
  );
  scanIdentifiers(scope, ctx, textBlocks);
  return distinct(ctx.findings).sort((a, b) =>
    a.anchor === b.anchor ? 0 : a.anchor.compareDocumentPosition(b.anchor) & FOLLOWING ? -1 : 1,
  );
}
