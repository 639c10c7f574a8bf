import type { ReactNode } from 'react';
import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * A fresh element in the page for each test of the file that calls it: `render` draws into it
 * (as the app does, through React's API on Preact), and it is unmounted and removed after the test.
 */
export function mountEachTest() {
  const mounted = {} as { host: HTMLDivElement; root: Root };
  beforeEach(() => {
    mounted.host = document.createElement('div');
    document.body.append(mounted.host);
    mounted.root = createRoot(mounted.host);
  });
  afterEach(async () => {
    await act(() => mounted.root.unmount());
    mounted.host.remove();
  });
  return {
    host: () => mounted.host,
    render: (element: ReactNode) => act(() => mounted.root.render(element)),
  };
}
