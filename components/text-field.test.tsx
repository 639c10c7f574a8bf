// @vitest-environment happy-dom
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { mountEachTest } from './mount.fixture';
import { SelectField } from './select-field';
import { TextField } from './text-field';

// The drop-down is tried here too: it is labelled and tells its error the same way, and
// components/ keeps under 20 files.

const view = mountEachTest();
const host = view.host;

const render = view.render;
/** The control a label names, found the way a screen reader finds it. */
const labelled = <E extends HTMLElement>(text: string) => {
  const label = [...host().querySelectorAll('label')].find((l) => l.textContent === text);
  return document.getElementById(label?.htmlFor ?? '') as E;
};
/** What the control's aria-describedby points to, in order. */
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('is named by its label and writes what is typed back through the screen’s state', async () => {
    function Officer() {
      const [badge, setBadge] = useState('');
      return <TextField label="Badge number" value={badge} onChange={(e) => setBadge(e.currentTarget.value.trim())} />;
    }
    await render(<Officer />);
    const input = labelled<HTMLInputElement>('Badge number');
    expect(input.tagName).toBe('INPUT');
    await act(() => {
      input.value = ' 4471 ';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input.value).toBe('4471');
  });

  it('marks itself invalid and has its error read with its hint, the error announced', async () => {
    await render(<TextField label="Crash date" hint="As on the citation" error="The date is in the future." />);
    const input = labelled<HTMLInputElement>('Crash date');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual(['The date is in the future.', 'As on the citation']);
    expect(host().querySelector('[role="alert"]')?.textContent).toBe('The date is in the future.');

    await render(<TextField label="Crash date" hint="As on the citation" />);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(description(input)).toEqual(['As on the citation']);
    expect(host().querySelector('[role="alert"]')).toBeNull();

    await render(<TextField label="Crash date" />);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps a date’s year to four digits unless told a later last day, and sets no limit on other inputs', async () => {
    await render(<TextField label="Crash date" type="date" />);
    expect(labelled<HTMLInputElement>('Crash date').max).toBe('9999-12-31');
    await render(<TextField label="Crash date" type="date" max="2026-11-29" />);
    expect(labelled<HTMLInputElement>('Crash date').max).toBe('2026-11-29');
    await render(<TextField key="badge" label="Badge number" />);
    expect(labelled<HTMLInputElement>('Badge number').hasAttribute('max')).toBe(false);
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'IN', label: 'Indiana' },
    { value: 'OH', label: 'Ohio' },
  ];

  it('is named by its label, offers "any" first when asked, and says which value was chosen', async () => {
    const chosen: string[] = [];
    await render(
      <SelectField label="State" value="" anyLabel="Any" options={options} onChange={(v) => chosen.push(v)} />,
    );
    const select = labelled<HTMLSelectElement>('State');
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Any'],
      ['IN', 'Indiana'],
      ['OH', 'Ohio'],
    ]);
    await act(() => {
      select.value = 'OH';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(chosen).toEqual(['OH']);

    await render(<SelectField label="State" value="IN" options={options} onChange={() => undefined} />);
    expect([...select.options].map((o) => o.value)).toEqual(['IN', 'OH']);
    expect(select.value).toBe('IN');
  });

  it('marks itself invalid with its error announced and read with it, and can be disabled', async () => {
    await render(
      <SelectField
        label="State"
        value=""
        options={options}
        onChange={() => undefined}
        error="Choose a state."
        disabled
      />,
    );
    const select = labelled<HTMLSelectElement>('State');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(description(select)).toEqual(['Choose a state.']);
    expect(host().querySelector('[role="alert"]')?.textContent).toBe('Choose a state.');
    expect(select.disabled).toBe(true);

    await render(<SelectField label="State" value="" options={options} onChange={() => undefined} />);
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    expect(select.hasAttribute('aria-describedby')).toBe(false);
    expect(select.disabled).toBe(false);
  });
});
