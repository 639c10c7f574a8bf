import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { FormDefinition, Severity, UiRule } from '../../../lib/forms/definition/definition-schema';
import { walkFields, walkSections } from '../../../lib/forms/definition/definition-walk';
import { newUiRuleId, removeUiRule, setRuleMessage } from '../../../lib/forms/designer/rule-edits';
import { useDesigner, useDesignerActions } from './designer-context';
import { describeCondition, UiRuleForm } from './ui-rule-form';

/**
 * The form's rules without JSON: each UI rule in words, edited in a small form, and every
 * completeness message with its severity, edited in place.
 */
export function RulesEditor({ editable }: { editable: boolean }) {
  const definition = useDesigner((s) => s.definition);
  if (!definition)
    return (
      <p className="text-sm text-muted">
        The model does not have the shape of a form yet: fix the problems in the JSON tab to edit its rules here.
      </p>
    );
  return (
    <div className="flex flex-col gap-6">
      <UiRules definition={definition} editable={editable} />
      <CompletenessMessages definition={definition} editable={editable} />
    </div>
  );
}

function UiRules({ definition, editable }: { definition: FormDefinition; editable: boolean }) {
  const { edit } = useDesignerActions();
  const [editing, setEditing] = useState<string | null>(null);
  const targets = useMemo(
    () => [...walkSections(definition).map((s) => s.path), ...walkFields(definition).map((f) => f.path)],
    [definition],
  );
  const fields = useMemo(() => walkFields(definition).map((f) => f.path), [definition]);
  const fresh: UiRule = {
    id: newUiRuleId(definition),
    when: { path: fields[0] ?? '', equals: '' },
    then: [{ action: 'hide', target: targets[0] ?? '' }],
  };
  return (
    <section aria-labelledby="ui-rules-title" className="flex flex-col gap-2">
      <h3 id="ui-rules-title" className="font-semibold">
        UI rules ({definition.uiRules.length})
      </h3>
      <p className="text-sm text-muted">Rules run in order; a later rule about the same part wins.</p>
      <ol className="flex flex-col gap-2 text-sm">
        {definition.uiRules.map((rule) => (
          <li key={rule.id} className="rounded border border-line p-2">
            {editing === rule.id ? (
              <UiRuleForm rule={rule} fields={fields} targets={targets} onDone={() => setEditing(null)} />
            ) : (
              <div className="flex flex-wrap items-center gap-2">
                <span className="flex-1">
                  <span className="font-mono text-xs text-muted">{rule.id}</span> When {describeCondition(rule.when)}:{' '}
                  {rule.then
                    .map((a) => `${a.action} ${a.target}${a.action === 'set' ? ` to “${a.value ?? ''}”` : ''}`)
                    .join('; ')}
                </span>
                {editable && (
                  <>
                    <Button variant="secondary" aria-label={`Edit rule ${rule.id}`} onClick={() => setEditing(rule.id)}>
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Remove rule ${rule.id}`}
                      onClick={() => edit((d) => removeUiRule(d, rule.id))}
                    >
                      Remove
                    </Button>
                  </>
                )}
              </div>
            )}
          </li>
        ))}
        {editing === fresh.id && (
          <li className="rounded border border-brand p-2">
            <UiRuleForm rule={fresh} fields={fields} targets={targets} onDone={() => setEditing(null)} />
          </li>
        )}
      </ol>
      {editable && editing === null && (
        <Button variant="secondary" className="self-start" onClick={() => setEditing(fresh.id)}>
          Add UI rule
        </Button>
      )}
    </section>
  );
}

function CompletenessMessages({ definition, editable }: { definition: FormDefinition; editable: boolean }) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const rules = definition.validationRules.filter(
    (r) => !needle || r.path.toLowerCase().includes(needle) || r.message.toLowerCase().includes(needle),
  );
  return (
    <section aria-labelledby="completeness-title" className="flex flex-col gap-2">
      <h3 id="completeness-title" className="font-semibold">
        Completeness messages ({definition.validationRules.length})
      </h3>
      <div className="max-w-md">
        <TextField
          label="Filter messages"
          type="search"
          value={filter}
          maxLength={100}
          onChange={(e) => setFilter(e.target.value)}
          hint="By field path or message."
        />
      </div>
      <ul className="flex flex-col gap-2 text-sm">
        {rules.map((rule) => (
          <MessageRow
            key={`${rule.id}|${rule.message}|${rule.severity}`}
            id={rule.id}
            path={rule.path}
            kind={rule.kind}
            message={rule.message}
            severity={rule.severity}
            editable={editable}
          />
        ))}
      </ul>
      {rules.length === 0 && <p className="text-sm text-muted">No message matches the filter.</p>}
    </section>
  );
}

function MessageRow({
  id,
  path,
  kind,
  message,
  severity,
  editable,
}: {
  id: string;
  path: string;
  kind: string;
  message: string;
  severity: Severity;
  editable: boolean;
}) {
  const { edit } = useDesignerActions();
  const [text, setText] = useState(message);
  const commit = (nextSeverity: Severity = severity) => {
    if (!text.trim()) {
      setText(message);
      return;
    }
    if (text !== message || nextSeverity !== severity) edit((d) => setRuleMessage(d, id, text.trim(), nextSeverity));
  };
  return (
    <li className="flex flex-wrap items-center gap-2 border-b border-line pb-2">
      <span className="w-full font-mono text-xs text-muted md:w-72">
        {kind} · {path}
      </span>
      <input
        aria-label={`Message of ${id}`}
        value={text}
        readOnly={!editable}
        maxLength={300}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => commit()}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        className="min-w-0 flex-1 rounded border border-line bg-panel px-2 py-1"
      />
      <select
        aria-label={`Severity of ${id}`}
        value={severity}
        disabled={!editable}
        onChange={(e) => commit(e.target.value as Severity)}
        className="rounded border border-line bg-panel px-2 py-1"
      >
        <option value="error">Error</option>
        <option value="warning">Warning</option>
      </select>
    </li>
  );
}
