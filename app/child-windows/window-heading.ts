import { createContext, useContext } from 'react';

/**
 * The heading level a window's content starts at: one below the window's title, which is the
 * page's h1 in a window of its own and an h2 in a panel over the editor. Content that names its
 * parts with headings asks for it, so the outline has no gap in either form.
 */
export const WindowHeadingLevel = createContext<2 | 3>(3);

export function useWindowHeading(): 'h2' | 'h3' {
  return useContext(WindowHeadingLevel) === 2 ? 'h2' : 'h3';
}
