// @vitest-environment happy-dom
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { mountEachTest } from './mount.fixture';
import { Toggle } from './toggle';

const view = mountEachTest();
const host = view.host;

/** A setting as a screen holds it: the toggle shows what the screen says, and tells it each change. */
function Setting({ changes, description }: { changes: boolean[]; description?: string }) {
  const [on, setOn] = useState(false);
  return (
    <Toggle
      label="Offline mode"
      checked={on}
      {...(description === undefined ? {} : { description })}
      onChange={(next) => {
        changes.push(next);
        setOn(next);
      }}
    />
  );
}

const input = () => host().querySelector('input')!;

describe('Toggle', () => {
  it('is a switch named by its label, turned on and off by the box or by its label', async () => {
    const changes: boolean[] = [];
    await view.render(<Setting changes={changes} />);
    expect(input().getAttribute('role')).toBe('switch');
    expect(input().type).toBe('checkbox');
    const label = host().querySelector('label')!;
    expect(label.htmlFor).toBe(input().id);
    expect(label.textContent).toBe('Offline mode');
    expect(input().checked).toBe(false);

    await act(() => input().click());
    expect(input().checked).toBe(true);
    await act(() => label.click());
    expect(input().checked).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('ties its description to the switch, and has none when not given one', async () => {
    await view.render(<Setting changes={[]} description="Reports are kept on this device." />);
    const described = input().getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe('Reports are kept on this device.');

    await view.render(<Toggle label="Dark theme" checked onChange={() => undefined} />);
    expect(input().hasAttribute('aria-describedby')).toBe(false);
    expect(input().checked).toBe(true);
  });

  it('gives each switch its own id, so each label names its own', async () => {
    await view.render(
      <>
        <Toggle label="One" checked={false} onChange={() => undefined} />
        <Toggle label="Two" checked={false} onChange={() => undefined} />
      </>,
    );
    const [one, two] = [...host().querySelectorAll('input')];
    expect(one!.id).not.toBe(two!.id);
    expect(host().querySelector(`label[for="${two!.id}"]`)?.textContent).toBe('Two');
  });
});
