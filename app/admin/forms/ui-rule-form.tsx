import { useState } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { uiActions, type Condition, type UiAction, type UiRule } from '../../../lib/forms/definition/definition-schema';
import { putUiRule } from '../../../lib/forms/designer/rule-edits';
import { useDesignerActions } from './designer-context';

type ConditionKind = 'equals' | 'in' | 'notIn' | 'empty' | 'filled';

const conditionKinds: { value: ConditionKind; label: string }[] = [
  { value: 'equals', label: 'is' },
  { value: 'in', label: 'is one of' },
  { value: 'notIn', label: 'is none of' },
  { value: 'empty', label: 'is empty' },
  { value: 'filled', label: 'is filled' },
];

const actionLabels: Record<UiAction, string> = {
  hide: 'Hide',
  show: 'Show',
  disable: 'Disable',
  enable: 'Enable',
  set: 'Set to a value',
  clear: 'Clear',
};

function kindOf(c: Condition): ConditionKind {
  if ('equals' in c) return 'equals';
  if ('in' in c) return 'in';
  if ('notIn' in c) return 'notIn';
  return c.empty ? 'empty' : 'filled';
}

function valuesOf(c: Condition): string {
  if ('equals' in c) return c.equals;
  if ('in' in c) return c.in.join(', ');
  if ('notIn' in c) return c.notIn.join(', ');
  return '';
}

/** A rule's condition in words: "Units.*.UnitInformation.UNITTYPECDE is one of 1, 2". */
export function describeCondition(c: Condition): string {
  const kind = conditionKinds.find((k) => k.value === kindOf(c))?.label ?? '';
  const values = valuesOf(c);
  return `${c.path} ${kind}${values ? ` ${values}` : ''}`;
}

const split = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** One UI rule as a small form: the field that triggers it, the condition, and what it does to which parts. */
export function UiRuleForm({
  rule,
  fields,
  targets,
  onDone,
}: {
  rule: UiRule;
  fields: string[];
  targets: string[];
  onDone: () => void;
}) {
  const { edit } = useDesignerActions();
  const [path, setPath] = useState(rule.when.path);
  const [kind, setKind] = useState<ConditionKind>(kindOf(rule.when));
  const [values, setValues] = useState(valuesOf(rule.when));
  const [actions, setActions] = useState(rule.then);
  /** Apply found the values missing, and they have not changed since: the field says so. */
  const [refused, setRefused] = useState(false);
  const needsValues = kind === 'equals' || kind === 'in' || kind === 'notIn';
  const valueList = split(values);
  const missing = needsValues && valueList.length === 0;
  const problem = refused && missing ? 'Say which value or values the rule looks for.' : '';

  const save = () => {
    if (missing) {
      setRefused(true);
      return;
    }
    const when: Condition =
      kind === 'equals'
        ? { path, equals: values.trim() }
        : kind === 'in'
          ? { path, in: valueList }
          : kind === 'notIn'
            ? { path, notIn: valueList }
            : { path, empty: kind === 'empty' };
    if (edit((d) => putUiRule(d, { id: rule.id, when, then: actions }))) onDone();
  };
  const setAction = (i: number, part: Partial<UiRule['then'][number]>) =>
    setActions((list) => list.map((a, j) => (j === i ? { ...a, ...part } : a)));

  return (
    <form
      aria-label={`Rule ${rule.id}`}
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="grid grid-cols-1 gap-2 md:grid-cols-3">
        <SelectField
          label="When the field"
          value={path}
          onChange={setPath}
          options={fields.map((f) => ({ value: f, label: f }))}
        />
        <SelectField
          label="Condition"
          value={kind}
          onChange={(v) => setKind(v as ConditionKind)}
          options={conditionKinds}
        />
        {needsValues && (
          <TextField
            label={kind === 'equals' ? 'Value' : 'Values'}
            value={values}
            maxLength={500}
            error={problem || undefined}
            hint={kind === 'equals' ? 'The code or text, as the report keeps it.' : 'Codes separated by commas.'}
            onChange={(e) => {
              setValues(e.target.value);
              setRefused(false);
            }}
          />
        )}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Then</legend>
        {actions.map((a, i) => (
          <div key={i} className="grid grid-cols-1 items-end gap-2 md:grid-cols-[10rem_1fr_12rem_auto]">
            <SelectField
              label={`Action ${i + 1}`}
              value={a.action}
              onChange={(v) => setAction(i, { action: v as UiAction })}
              options={uiActions.map((x) => ({ value: x, label: actionLabels[x] }))}
            />
            <SelectField
              label={`Part ${i + 1}`}
              value={a.target}
              onChange={(v) => setAction(i, { target: v })}
              options={targets.map((t) => ({ value: t, label: t }))}
            />
            {a.action === 'set' ? (
              <TextField
                label={`Value ${i + 1}`}
                value={a.value ?? ''}
                maxLength={200}
                onChange={(e) => setAction(i, { value: e.target.value })}
              />
            ) : (
              <span />
            )}
            <Button
              variant="ghost"
              aria-label={`Remove action ${i + 1}`}
              disabled={actions.length === 1}
              onClick={() => setActions((list) => list.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setActions((list) => [...list, { action: 'hide', target: targets[0] ?? '' }])}
        >
          Add action
        </Button>
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit">Apply rule</Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
