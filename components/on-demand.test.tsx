// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mountEachTest } from './mount.fixture';
import { onDemand } from './on-demand';

const view = mountEachTest();

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
    const host = view.host();
    await view.render(<Part name="Ada" />);
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Loading the greeting…');

    arrive();
    await expect.poll(() => host.textContent).toBe('Hello Ada');
    expect(host.querySelector('[role="status"]')).toBeNull();
  });
});
