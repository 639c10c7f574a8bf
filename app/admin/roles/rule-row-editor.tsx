import { useId } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { actionAliases, actions, subjects } from '../../../lib/auth/permissions/ability';
import { subjectLabels } from '../../../lib/auth/permissions/rule-preview';
import { MAX_RULE_REASON_LENGTH } from '../../../lib/auth/permissions/rule-validation';
import { problemKey, type RuleDraft } from './role-draft';

const aliasOptions = Object.entries(actionAliases).map(([name, stands]) => ({
  value: name,
  label: name,
  title: `${name}: ${stands.join(', ')}`,
}));
const actionOptions = [...aliasOptions, ...actions.map((a) => ({ value: a, label: a, title: a }))];
const subjectOptions = subjects.map((s) => ({ value: s, label: s, title: subjectLabels[s] }));

/** A group of checkboxes: the names a rule lists (its actions or its subjects). */
function CheckGroup({
  legend,
  options,
  chosen,
  onChange,
  error,
  readOnly,
}: {
  legend: string;
  options: { value: string; label: string; title: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
  error: string | undefined;
  readOnly: boolean;
}) {
  const id = useId();
  const toggle = (value: string, on: boolean) => onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className={`rounded border px-3 py-2 ${error ? 'border-danger' : 'border-line'}`}
    >
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-x-3 gap-y-2">
        {options.map((o) => (
          <label key={o.value} title={o.title} className="flex min-w-0 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-6 w-6 shrink-0 accent-brand"
              checked={chosen.includes(o.value)}
              disabled={readOnly}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />
            <span className="min-w-0 break-words">{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One rule of the role: its actions, subjects, conditions (JSON), whether it refuses, and why. */
export function RuleRowEditor({
  rule,
  index,
  problems,
  readOnly,
  onChange,
  onRemove,
}: {
  rule: RuleDraft;
  index: number;
  problems: Map<string, string>;
  readOnly: boolean;
  onChange: (next: RuleDraft) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const n = index + 1;
  const conditionsError = problems.get(problemKey(index, 'conditions'));
  const ruleError = problems.get(problemKey(index, 'rule'));
  const described = [`${id}-hint`, conditionsError ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <section
      className="flex flex-col gap-3 rounded border border-line bg-surface/40 p-3"
      aria-labelledby={`${id}-title`}
      data-rule={n}
    >
      <div className="flex items-center gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          Rule {n}
        </h3>
        {!readOnly && (
          <Button variant="secondary" className="ms-auto" onClick={onRemove} aria-label={`Remove rule ${n}`}>
            Remove
          </Button>
        )}
      </div>
      {ruleError && (
        <p className="text-sm text-danger" role="alert">
          {ruleError}
        </p>
      )}
      <CheckGroup
        legend={`Actions of rule ${n}`}
        options={actionOptions}
        chosen={rule.actions}
        onChange={(actions) => onChange({ ...rule, actions })}
        error={problems.get(problemKey(index, 'action'))}
        readOnly={readOnly}
      />
      <CheckGroup
        legend={`Subjects of rule ${n}`}
        options={subjectOptions}
        chosen={rule.subjects}
        onChange={(subjects) => onChange({ ...rule, subjects })}
        error={problems.get(problemKey(index, 'subject'))}
        readOnly={readOnly}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-conditions`} className="text-sm font-medium">
          Conditions of rule {n} (JSON)
        </label>
        <textarea
          id={`${id}-conditions`}
          rows={2}
          spellCheck={false}
          value={rule.conditionsText}
          readOnly={readOnly}
          onChange={(e) => onChange({ ...rule, conditionsText: e.target.value })}
          aria-invalid={conditionsError ? true : undefined}
          aria-describedby={described}
          className="rounded border border-line bg-panel px-3 py-2 font-mono text-sm text-ink aria-[invalid=true]:border-danger"
        />
        <p id={`${id}-hint`} className="text-xs text-muted">
          Empty for every one; for example {'{"agencyOri": "${user.agencyOri}"}'} or {'{"status": {"$in": [0, 3]}}'}.
        </p>
        {conditionsError && (
          <p id={`${id}-error`} className="text-sm text-danger" role="alert">
            {conditionsError}
          </p>
        )}
      </div>
      <TextField
        label={`Fields of rule ${n}`}
        value={rule.fieldsText}
        maxLength={500}
        readOnly={readOnly}
        onChange={(e) => onChange({ ...rule, fieldsText: e.target.value })}
        error={problems.get(problemKey(index, 'fields'))}
        hint="Empty for the whole subject; or the only fields the rule allows, separated by commas (e.g. additionalInfo)."
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-6 w-6 accent-brand"
          checked={rule.inverted}
          disabled={readOnly}
          onChange={(e) => onChange({ ...rule, inverted: e.target.checked })}
        />
        Rule {n} refuses these actions (inverted)
      </label>
      <TextField
        label={`Reason of rule ${n}`}
        value={rule.reason}
        maxLength={MAX_RULE_REASON_LENGTH}
        readOnly={readOnly}
        onChange={(e) => onChange({ ...rule, reason: e.target.value })}
        error={problems.get(problemKey(index, 'reason'))}
        hint="Shown to whoever the rule refuses."
      />
    </section>
  );
}
