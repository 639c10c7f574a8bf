// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { mountEachTest } from '../../../components/mount.fixture';
import type { FormDefinition, UiRule } from '../../../lib/forms/definition/definition-schema';
import { DesignerContext } from './designer-context';
import type { Designer } from './designer-store';
import { UiRuleForm } from './ui-rule-form';

const view = mountEachTest();

const rule: UiRule = {
  id: 'hazmat',
  when: { path: 'Units.*.UnitInformation.HAZMATIND', equals: 'Y' },
  then: [{ action: 'show', target: 'Units.*.Hazmat' }],
};
const fields = ['Units.*.UnitInformation.HAZMATIND', 'Units.*.UnitInformation.UNITTYPECDE'];
const targets = ['Units.*.Hazmat', 'Units.*.Commercial'];

/**
 * The form as the designer's rules tab draws it, on a designer whose `edit` applies the change to
 * a definition holding the rule and says whether it took, as the real one does.
 */
async function drawn({ takes = true } = {}) {
  const before = { uiRules: [rule] } as unknown as FormDefinition;
  const edited: FormDefinition[] = [];
  const edit = vi.fn((change: (d: FormDefinition) => FormDefinition) => {
    edited.push(change(before));
    return takes;
  });
  const onDone = vi.fn();
  await view.render(
    <DesignerContext.Provider value={{ edit } as unknown as Designer}>
      <UiRuleForm rule={rule} fields={fields} targets={targets} onDone={onDone} />
    </DesignerContext.Provider>,
  );
  return { edit, edited, onDone };
}

const control = <E extends HTMLElement>(label: string) => {
  const found = [...view.host().querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  const element = document.getElementById(found?.htmlFor ?? '');
  if (!element) throw new Error(`No control labelled ${label}`);
  return element as E;
};
const choose = (label: string, value: string) =>
  act(() => {
    const select = control<HTMLSelectElement>(label);
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
const type = (label: string, value: string) =>
  act(() => {
    const input = control<HTMLInputElement>(label);
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const button = (name: string) =>
  [...view.host().querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!;
const press = async (name: string) => {
  await act(() => button(name).click());
  // The resolver runs after the submit event; its answer is drawn on the next turn.
  await act(() => new Promise((r) => setTimeout(r, 0)));
};

describe('the UI rule form', () => {
  it('opens with the rule as the definition keeps it', async () => {
    await drawn();
    expect(control<HTMLSelectElement>('When the field').value).toBe('Units.*.UnitInformation.HAZMATIND');
    expect(control<HTMLSelectElement>('Condition').value).toBe('equals');
    expect(control<HTMLInputElement>('Value').value).toBe('Y');
    expect(control<HTMLSelectElement>('Action 1').value).toBe('show');
    expect(control<HTMLSelectElement>('Part 1').value).toBe('Units.*.Hazmat');
    // The only action cannot be removed: a rule does something.
    expect(button('Remove action 1').disabled).toBe(true);
  });

  it('refuses a comparison without values at the field, and the message goes when values are typed', async () => {
    const { edit, onDone } = await drawn();
    await choose('Condition', 'in');
    await type('Values', ' , ');
    await press('Apply rule');
    expect(control<HTMLInputElement>('Values').getAttribute('aria-invalid')).toBe('true');
    expect(view.host().textContent).toContain('Say which value or values the rule looks for.');
    expect(edit).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    await type('Values', '1');
    expect(view.host().textContent).not.toContain('Say which value or values the rule looks for.');
  });

  it('applies the condition and actions as the definition keeps them, then closes', async () => {
    const { edited, onDone } = await drawn();
    await choose('When the field', 'Units.*.UnitInformation.UNITTYPECDE');
    await choose('Condition', 'notIn');
    await type('Values', ' 1, 2 ,,3 ');
    await press('Add action');
    await choose('Action 2', 'set');
    await choose('Part 2', 'Units.*.Commercial');
    await type('Value 2', 'N');
    await press('Apply rule');
    expect(edited).toHaveLength(1);
    expect(edited[0]?.uiRules).toEqual([
      {
        id: 'hazmat',
        when: { path: 'Units.*.UnitInformation.UNITTYPECDE', notIn: ['1', '2', '3'] },
        then: [
          { action: 'show', target: 'Units.*.Hazmat' },
          { action: 'set', target: 'Units.*.Commercial', value: 'N' },
        ],
      },
    ]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('a condition on emptiness needs no values, and a removed action is gone', async () => {
    const { edited } = await drawn();
    await press('Add action');
    await press('Remove action 1');
    await choose('Condition', 'empty');
    expect(view.host().querySelector('input')).toBeNull();
    await press('Apply rule');
    expect(edited[0]?.uiRules[0]).toEqual({
      id: 'hazmat',
      when: { path: 'Units.*.UnitInformation.HAZMATIND', empty: true },
      then: [{ action: 'hide', target: 'Units.*.Hazmat' }],
    });
  });

  it('stays open when the designer refuses the edit', async () => {
    const { edit, onDone } = await drawn({ takes: false });
    await press('Apply rule');
    expect(edit).toHaveBeenCalledOnce();
    expect(onDone).not.toHaveBeenCalled();
  });
});
