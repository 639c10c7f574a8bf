// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand';

describe('a part fetched on demand', () => {
  it('says what is loading until its code arrives, then draws with the props it was given', async () => {
    let arrive: () => void = () => undefined;
    const Part = onDemand(
      () =>
        new Promise<(props: { name: string }) => React.JSX.Element>((resolve) => {
          arrive = () => resolve(({ name }) => <p>Hello {name}</p>);
        }),
      'Loading the greeting…',
    );
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(() => root.render(<Part name="Ada" />));
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Loading the greeting…');

    arrive();
    await expect.poll(() => host.textContent).toBe('Hello Ada');
    expect(host.querySelector('[role="status"]')).toBeNull();
    await act(() => root.unmount());
    host.remove();
  });
});
