/**
 * Turns a window just opened with window.open('') into a page that looks like the app: the main
 * window's stylesheets, the <html> theme classes (night, colour-blind, direction) and the <body>
 * classes, kept in step while the child is open, and an element for React to render into.
 * Nothing of the app is loaded in the child: the main window renders into it through a portal.
 */

/** Attributes of <html> that carry the layout options (apply-layout.ts). */
const MIRRORED_ROOT_ATTRIBUTES = ['class', 'dir', 'lang', 'data-theme'];

function mirrorAttributes(from: Element, to: Element, names: readonly string[]) {
  for (const name of names) {
    const value = from.getAttribute(name);
    if (value === null) to.removeAttribute(name);
    else to.setAttribute(name, value);
  }
}

/** Copies of the main window's <link rel=stylesheet> and <style> elements, with absolute addresses. */
function styleCopies(source: Document, target: Document): Element[] {
  const copies: Element[] = [];
  for (const node of source.head.querySelectorAll('link[rel="stylesheet"], style')) {
    if (node instanceof HTMLLinkElement) {
      const link = target.createElement('link');
      link.rel = 'stylesheet';
      // The child's address differs from the main window's, so a relative href could miss.
      link.href = node.href;
      if (node.media) link.media = node.media;
      copies.push(link);
    } else {
      const style = target.createElement('style');
      style.textContent = node.textContent;
      copies.push(style);
    }
  }
  return copies;
}

export interface PreparedChildDocument {
  /** Where the window's content is rendered. */
  container: HTMLElement;
  /** Stops following the main window's theme and styles. */
  dispose: () => void;
}

/** Sets up `child` (same origin, just opened) with the app's look and `title`. */
export function prepareChildDocument(child: Window, title: string, source: Document = document): PreparedChildDocument {
  const doc = child.document;
  // A blank window's document is in quirks mode; writing a doctype gives the standards mode the
  // app's styles are made for. It also clears whatever a window of the same name still showed.
  doc.open();
  doc.write(
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title></head><body></body></html>',
  );
  doc.close();
  doc.title = title;

  let copies: Element[] = [];
  const syncStyles = () => {
    for (const copy of copies) copy.remove();
    copies = styleCopies(source, doc);
    doc.head.append(...copies);
  };
  const syncClasses = () => {
    mirrorAttributes(source.documentElement, doc.documentElement, MIRRORED_ROOT_ATTRIBUTES);
    mirrorAttributes(source.body, doc.body, ['class']);
  };
  syncStyles();
  syncClasses();

  const container = doc.createElement('div');
  doc.body.append(container);

  // The officer may switch theme while the child is open; during development Vite adds styles.
  const themeWatch = new MutationObserver(syncClasses);
  themeWatch.observe(source.documentElement, { attributes: true, attributeFilter: MIRRORED_ROOT_ATTRIBUTES });
  themeWatch.observe(source.body, { attributes: true, attributeFilter: ['class'] });
  const styleWatch = new MutationObserver(syncStyles);
  styleWatch.observe(source.head, { childList: true });

  return {
    container,
    dispose: () => {
      themeWatch.disconnect();
      styleWatch.disconnect();
    },
  };
}
