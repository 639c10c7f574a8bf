// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';

// The combobox itself is Headless UI's, tried in the browser (test/e2e/editor/editor-sections.test.ts);
// here a stand-in arrives a moment later, as its chunk would.
vi.mock('./autocomplete-input', async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    AutocompleteInput: ({
      value,
      common,
      onWrite,
    }: {
      value: string;
      common: { id: string };
      onWrite: (v: string) => void;
    }) => (
      <input
        id={common.id}
        data-combobox
        value={value}
        onChange={(e) => onWrite(e.currentTarget.value.toUpperCase())}
      />
    ),
  };
});

const CITATION = {
  name: 'Citation',
  label: 'Citation',
  type: 'code',
  codeListId: 340,
  autocomplete: { minChars: 2, freeText: true },
} as unknown as FieldDefinition;

/** A fresh copy of the field's module each time, so its combobox is fetched anew. */
let AutocompleteField: typeof import('./autocomplete-field').AutocompleteField;

function Harness({ written }: { written: string[] }) {
  const [value, setValue] = useState('');
  return (
    <AutocompleteField
      field={CITATION}
      value={value}
      common={{ id: 'field-citation', disabled: false, 'aria-describedby': 'help' }}
      onWrite={(next) => {
        written.push(next);
        setValue(next);
      }}
    />
  );
}

const input = () => document.getElementById('field-citation') as HTMLInputElement;
const type = (text: string) =>
  act(() => {
    input().value = text;
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('a citation field while its combobox is fetched', () => {
  let host: HTMLDivElement;
  let root: Root;
  let written: string[];

  beforeEach(async () => {
    vi.resetModules();
    ({ AutocompleteField } = await import('./autocomplete-field'));
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    written = [];
  });
  afterEach(async () => {
    await act(() => root.unmount());
    host.remove();
  });

  it('takes text in a plain input, shaped as the combobox shapes it, then hands the focus and the text over', async () => {
    await act(() => root.render(<Harness written={written} />));
    const plain = input();
    expect(plain.getAttribute('aria-describedby')).toBe('help');
    plain.focus();
    await type('ord 12');
    expect(written).toEqual(['ORD 12']);
    expect(input().value).toBe('ORD 12');

    // The combobox's code arrives: its input replaces the plain one, with the text and the focus.
    await expect.poll(() => input() !== plain && input().hasAttribute('data-combobox'), { timeout: 15_000 }).toBe(true);
    expect(input().value).toBe('ORD 12');
    expect(document.activeElement).toBe(input());
    expect(input().selectionStart).toBe('ORD 12'.length);
    await type('ord 123');
    expect(written).toEqual(['ORD 12', 'ORD 123']);
  });

  it('leaves the focus where it is when the plain input did not have it', async () => {
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    await act(() => root.render(<Harness written={written} />));
    const plain = input();
    elsewhere.focus();
    await expect.poll(() => input() !== plain && input().hasAttribute('data-combobox'), { timeout: 15_000 }).toBe(true);
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});
