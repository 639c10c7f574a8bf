import { useId, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { saveRole } from '../../../lib/api/calls/admin/calls-role';
import type { RoleRow } from '../../../lib/api/schemas/role-schemas';
import type { PermissionRule } from '../../../lib/auth/permissions/permission-rule';
import {
  ROLE_DESCRIPTION_MAX_LENGTH,
  roleNameSchema,
  ROLE_NAME_MAX_LENGTH,
} from '../../../lib/auth/permissions/role-rules';
import { MAX_RULES_PER_ROLE } from '../../../lib/auth/permissions/rule-validation';
import { describeCallError } from '../../api/client';
import type { FieldMessages } from '../../api/field-messages';
import { useMutation } from '../../api/use-mutation';
import { RoleActions } from './role-actions';
import { checkDrafts, fieldProblems, newRuleDraft, roleDraft, type RoleDraft } from './role-draft';
import { RolePreview } from './role-preview';
import { RuleRowEditor } from './rule-row-editor';
import { useApiClient } from '../../api/api-client-context';

export interface RoleEditorProps {
  /** The role as last read; undefined for a new role. */
  role: RoleRow | undefined;
  canEdit: boolean;
  canCreate: boolean;
  canDelete: boolean;
  onSaved: (row: RoleRow) => void;
  onCopied: (row: RoleRow) => void;
  onDeleted: (id: number) => void;
  /** Reads the roles again (after a conflict). */
  onReload: () => void;
  /** Told when the draft first differs from the role as read (and when saved). */
  onDirtyChange: (dirty: boolean) => void;
}

/** Where a refusal of the save says the role changed meanwhile: shown apart, with Reload. */
const CONFLICT = 'conflict';

/**
 * A refused save by where it shows: a conflict apart, the server's problems at their fields and
 * rules (fieldProblems), and its words for the whole form.
 */
function saveRefusal(refusal: unknown): FieldMessages {
  const call = describeCallError(refusal);
  if (!call) return { form: 'The role could not be saved.' };
  if (call.code === 'conflict') return { [CONFLICT]: call.message };
  return { ...Object.fromEntries(fieldProblems(call.fieldErrors)), form: call.message };
}

/**
 * One role: its name, description and rules, with the preview of what it allows beside them.
 * Each rule is checked as typed, as the server will check it; Save sends them all.
 */
export function RoleEditor(props: RoleEditorProps) {
  const api = useApiClient();
  const { role, canEdit } = props;
  const headingId = useId();
  const [draft, setDraft] = useState<RoleDraft>(() => roleDraft(role));
  const [touched, setTouched] = useState(false);
  const saving = useMutation(
    (rules: PermissionRule[]) =>
      api.call(saveRole, {
        ...(draft.id !== undefined ? { id: draft.id, expectedUpdatedAt: draft.updatedAt } : {}),
        name: draft.name,
        description: draft.description,
        rules,
      }),
    saveRefusal,
  );
  const { form: error = '', [CONFLICT]: conflict = '', ...fieldRefusals } = saving.errors;
  const serverProblems = new Map(Object.entries(fieldRefusals));

  const readOnly = !(role ? canEdit : props.canCreate);
  const check = checkDrafts(draft.rules);
  const problems = new Map([...check.problems, ...serverProblems]);
  const named = roleNameSchema.safeParse(draft.name);
  const nameError = touched && !named.success ? named.error.issues[0]?.message : serverProblems.get('name');
  // A conflict stays until the role is read again (which starts the editor afresh); the rest goes with an edit.
  const keptConflict: FieldMessages = conflict ? { [CONFLICT]: conflict } : {};

  const change = (next: Partial<RoleDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    if (!touched) props.onDirtyChange(true);
    setTouched(true);
    saving.refuse(keptConflict);
  };

  async function save() {
    setTouched(true);
    if (!check.valid || !named.success) {
      saving.refuse({ ...keptConflict, ...fieldRefusals, form: 'Correct the marked fields first.' });
      return;
    }
    const { data } = await saving.run(check.rules as PermissionRule[]);
    if (data) props.onSaved(data);
  }

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {role ? `Role: ${role.name}` : 'New role'}
        </h2>
        {role && (
          <RoleActions
            role={role}
            canCopy={props.canCreate}
            canDelete={props.canDelete}
            onCopied={props.onCopied}
            onDeleted={props.onDeleted}
          />
        )}
        {conflict && (
          <Alert tone="error" title="Not saved">
            <p>{conflict}</p>
            <Button variant="secondary" className="mt-2" onClick={props.onReload}>
              Reload the role
            </Button>
          </Alert>
        )}
        <TextField
          label="Name"
          value={draft.name}
          maxLength={ROLE_NAME_MAX_LENGTH + 20}
          readOnly={readOnly}
          onChange={(e) => change({ name: e.target.value })}
          error={nameError}
        />
        <TextField
          label="Description"
          value={draft.description}
          maxLength={ROLE_DESCRIPTION_MAX_LENGTH}
          readOnly={readOnly}
          onChange={(e) => change({ description: e.target.value })}
          error={serverProblems.get('description')}
        />
        {problems.get('rules') && <Alert tone="error">{problems.get('rules')}</Alert>}
        <div className="flex flex-col gap-3">
          {draft.rules.map((rule, i) => (
            <RuleRowEditor
              key={rule.key}
              rule={rule}
              index={i}
              problems={problems}
              readOnly={readOnly}
              onChange={(next) => change({ rules: draft.rules.map((r) => (r.key === rule.key ? next : r)) })}
              onRemove={() => change({ rules: draft.rules.filter((r) => r.key !== rule.key) })}
            />
          ))}
          {draft.rules.length === 0 && <p className="text-sm text-muted">The role has no rules: it allows nothing.</p>}
        </div>
        {!readOnly && (
          <div className="flex flex-wrap items-center gap-2">
            {draft.rules.length < MAX_RULES_PER_ROLE && (
              <Button
                variant="secondary"
                onClick={() => change({ rules: [...draft.rules, newRuleDraft(draft.rules)] })}
              >
                Add rule
              </Button>
            )}
            <Button onClick={() => void save()} busy={saving.busy}>
              {saving.busy ? 'Saving…' : role ? 'Save role' : 'Create role'}
            </Button>
            {error && (
              <p className="text-sm text-danger" role="alert">
                {error}
              </p>
            )}
          </div>
        )}
      </section>
      <RolePreview rules={check.rules} />
    </div>
  );
}
