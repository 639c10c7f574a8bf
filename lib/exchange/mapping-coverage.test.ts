import { describe, expect, it } from 'vitest';
import { text } from '../forms/definition/builders';
import type { FormDefinition } from '../forms/definition/definition-schema';
import { definition, mapping } from './exchange-test-form.fixture';
import { mappingCoverage, unexportedSentence } from './mapping-coverage';

/** The tiny form with a field added to the crash and to each party's driver, as a designer adds them. */
function withNewFields(...added: [section: 'Crash' | 'Driver', key: string, label: string][]): FormDefinition {
  const form = structuredClone(definition) as FormDefinition;
  for (const [where, key, label] of added) {
    const section = where === 'Crash' ? form.sections[0]! : form.sections[1]!.sections![1]!;
    section.fields.push(text(key, label));
  }
  return form;
}

describe('the coverage of a form by its exchange mapping', () => {
  it('finds nothing missing when every field is mapped or listed as not exported', () => {
    expect(mappingCoverage(definition, mapping)).toEqual({ unexported: [], unknown: [] });
  });

  it('names each new field with its path and label, in the order of the form', () => {
    const form = withNewFields(['Driver', 'Badge', 'Badge number'], ['Crash', 'Beat', 'Patrol beat']);
    expect(mappingCoverage(form, mapping).unexported).toEqual([
      { path: 'Crash.Beat', label: 'Patrol beat', section: 'Crash' },
      { path: 'Parties.*.Driver.Badge', label: 'Badge number', section: 'Driver' },
    ]);
  });

  it('counts a field listed as not exported, with its reason, as covered', () => {
    const form = withNewFields(['Crash', 'Beat', 'Patrol beat']);
    const listed = { ...mapping, notExported: { ...mapping.notExported, 'Crash.Beat': 'Kept by the agency.' } };
    expect(mappingCoverage(form, listed).unexported).toEqual([]);
  });

  it('names the paths a mapping holds for fields the form lacks', () => {
    const form = structuredClone(definition) as FormDefinition;
    form.sections[0]!.fields = form.sections[0]!.fields.filter((f) => f.key !== 'Kept');
    expect(mappingCoverage(form, mapping)).toEqual({ unexported: [], unknown: ['Crash.Kept'] });
  });

  it('counts every field as not sent when there is no mapping', () => {
    expect(mappingCoverage(definition, null).unexported.map((f) => f.path)).toEqual([
      'Crash.Day',
      'Crash.At',
      'Crash.Weather',
      'Crash.Note',
      'Crash.Kept',
      'Parties.*.Info.Kind',
      'Parties.*.Info.Towed',
      'Parties.*.Driver.Last',
      'Parties.*.Driver.Injury',
    ]);
  });
});

describe('the sentence naming the fields not sent', () => {
  it('says nothing for none, and counts one or more', () => {
    expect(unexportedSentence([])).toBe('');
    expect(unexportedSentence([{ label: 'Patrol beat', section: 'General' }])).toBe(
      '1 field will not be sent to the state: Patrol beat.',
    );
    expect(
      unexportedSentence([
        { label: 'Patrol beat', section: 'General' },
        { label: 'Notes', section: 'Owner' },
        { label: 'Notes', section: 'Driver' },
      ]),
    ).toBe('3 fields will not be sent to the state: Patrol beat, Notes in Owner, Notes in Driver.');
  });

  it('lists ten labels and counts the rest', () => {
    const many = Array.from({ length: 13 }, (_, n) => ({ label: `Field ${n + 1}`, section: 'S' }));
    expect(unexportedSentence(many)).toBe(
      `13 fields will not be sent to the state: ${many
        .slice(0, 10)
        .map((f) => f.label)
        .join(', ')} and 3 more.`,
    );
  });
});
