import { Controller, useFieldArray, useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
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

/** The rule as the form holds it: the condition's values as typed. */
interface Draft {
  path: string;
  kind: ConditionKind;
  values: string;
  then: UiRule['then'];
}

/** The rule's condition and actions, as the definition keeps them. */
interface Checked {
  when: Condition;
  then: UiRule['then'];
}

const needsValues = (kind: ConditionKind) => kind === 'equals' || kind === 'in' || kind === 'notIn';

/** The condition the draft stands for; a condition that compares needs what it compares with. */
const draftResolver: Resolver<Draft, unknown, Checked> = ({
  path,
  kind,
  values,
  then,
}): ResolverResult<Draft, Checked> => {
  const valueList = split(values);
  if (needsValues(kind) && valueList.length === 0)
    return {
      values: {} as Record<string, never>,
      errors: { values: { type: 'missing', message: 'Say which value or values the rule looks for.' } },
    };
  const when: Condition =
    kind === 'equals'
      ? { path, equals: values.trim() }
      : kind === 'in'
        ? { path, in: valueList }
        : kind === 'notIn'
          ? { path, notIn: valueList }
          : { path, empty: kind === 'empty' };
  return { values: { when, then }, errors: {} };
};

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
  // The message stays until the values are typed again or the rule is applied, and the focus stays put.
  const { control, handleSubmit, clearErrors, formState } = useForm<Draft, unknown, Checked>({
    resolver: draftResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { path: rule.when.path, kind: kindOf(rule.when), values: valuesOf(rule.when), then: rule.then },
  });
  const actions = useFieldArray({ control, name: 'then' });
  const [kind, then] = useWatch({ control, name: ['kind', 'then'] });
  const problem = formState.errors.values?.message;

  const save = handleSubmit(({ when, then }) => {
    if (edit((d) => putUiRule(d, { id: rule.id, when, then }))) onDone();
  });

  return (
    <form aria-label={`Rule ${rule.id}`} className="flex flex-col gap-3" onSubmit={(e) => void save(e)}>
      <div className="grid grid-cols-1 gap-2 md:grid-cols-3">
        <Controller
          control={control}
          name="path"
          render={({ field }) => (
            <SelectField
              label="When the field"
              value={field.value}
              onChange={field.onChange}
              options={fields.map((f) => ({ value: f, label: f }))}
            />
          )}
        />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <SelectField
              label="Condition"
              value={field.value}
              onChange={(v) => field.onChange(v as ConditionKind)}
              options={conditionKinds}
            />
          )}
        />
        {needsValues(kind) && (
          <Controller
            control={control}
            name="values"
            render={({ field }) => (
              <TextField
                label={kind === 'equals' ? 'Value' : 'Values'}
                value={field.value}
                maxLength={500}
                error={problem}
                hint={kind === 'equals' ? 'The code or text, as the report keeps it.' : 'Codes separated by commas.'}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  clearErrors('values');
                }}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Then</legend>
        {actions.fields.map((row, i) => (
          <div key={row.id} className="grid grid-cols-1 items-end gap-2 md:grid-cols-[10rem_1fr_12rem_auto]">
            <Controller
              control={control}
              name={`then.${i}.action`}
              render={({ field }) => (
                <SelectField
                  label={`Action ${i + 1}`}
                  value={field.value}
                  onChange={(v) => field.onChange(v as UiAction)}
                  options={uiActions.map((x) => ({ value: x, label: actionLabels[x] }))}
                />
              )}
            />
            <Controller
              control={control}
              name={`then.${i}.target`}
              render={({ field }) => (
                <SelectField
                  label={`Part ${i + 1}`}
                  value={field.value}
                  onChange={field.onChange}
                  options={targets.map((t) => ({ value: t, label: t }))}
                />
              )}
            />
            {then[i]?.action === 'set' ? (
              <Controller
                control={control}
                name={`then.${i}.value`}
                render={({ field }) => (
                  <TextField
                    label={`Value ${i + 1}`}
                    value={field.value ?? ''}
                    maxLength={200}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                  />
                )}
              />
            ) : (
              <span />
            )}
            <Button
              variant="ghost"
              aria-label={`Remove action ${i + 1}`}
              disabled={actions.fields.length === 1}
              onClick={() => actions.remove(i)}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => actions.append({ action: 'hide', target: targets[0] ?? '' })}
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
