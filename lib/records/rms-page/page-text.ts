/**
 * The text of a page element as a return reads: a line break for <br> and for each block, which
 * textContent drops ('NAM/DOE, JOHN<br>OLN/123' must stay two lines). innerText would give the
 * same but forces a layout of the page, which a content script must not pay for on a 1 MB page.
 */

const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'ADDRESS',
  'ARTICLE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);
/** Tags whose text is code or data, never page text. */
const SKIPPED_TAGS: ReadonlySet<string> = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
/** Enough for any return: larger blocks are cut (the parsers cut again). */
const MAX_CHARS = 2_000_000;

/** True for elements a return is written in as plain text (their value or text, newlines kept). */
function isPlainTextElement(el: Element): boolean {
  const tag = el.tagName;
  return tag === 'TEXTAREA' || tag === 'XMP' || tag === 'LISTING' || tag === 'PLAINTEXT';
}

/** The element's text with its line structure. */
export function elementText(el: Element): string {
  if (el.tagName === 'TEXTAREA' || el.tagName === 'INPUT') return (el as HTMLTextAreaElement).value ?? '';
  if (isPlainTextElement(el) || el.childElementCount === 0) return el.textContent ?? '';
  const parts: string[] = [];
  let length = 0;
  const walk = (node: Node) => {
    for (let child = node.firstChild; child && length < MAX_CHARS; child = child.nextSibling) {
      if (child.nodeType === TEXT_NODE) {
        const data = child.nodeValue ?? '';
        parts.push(data);
        length += data.length;
      } else if (child.nodeType === ELEMENT_NODE) {
        const tag = (child as Element).tagName;
        if (tag === 'BR') parts.push('\n');
        else if (tag === 'TD' || tag === 'TH') {
          walk(child);
          parts.push(' ');
        } else if (BLOCK_TAGS.has(tag)) {
          parts.push('\n');
          walk(child);
          parts.push('\n');
        } else if (!SKIPPED_TAGS.has(tag)) walk(child);
      }
    }
  };
  walk(el);
  return parts.join('');
}

/** The text of a table cell or list value on one line: its lines joined by spaces. */
export function cellText(el: Element): string {
  return elementText(el).replace(/\s+/g, ' ').trim();
}
