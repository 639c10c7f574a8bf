import { useEffect, useId, useState, type FormEvent } from 'react';
import { copyUser, getUser, saveUser } from '../../../lib/api/calls/calls-user';
import {
  USER_FIELD_MAX,
  type RoleChoice,
  type SignInLink,
  type UserDetail,
} from '../../../lib/api/schemas/user-admin-schemas';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { ApiClientError, callApi } from '../../api/client';
import { SignInLinkNotice } from './sign-in-link';

export type UserDialogMode = { kind: 'create' } | { kind: 'edit'; userId: number } | { kind: 'copy'; userId: number };

type Field = 'firstName' | 'lastName' | 'userName' | 'badgeId' | 'agencyOri' | 'phone' | 'email' | 'additionalInfo';
type Form = Record<Field, string> & { roleIds: number[] };
type Errors = Partial<Record<Field | 'roleIds' | 'form', string>>;

const empty = (agencyOri: string): Form => ({
  firstName: '',
  lastName: '',
  userName: '',
  badgeId: '',
  agencyOri,
  phone: '',
  email: '',
  additionalInfo: '',
  roleIds: [],
});

const fieldLabels: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  userName: 'User name',
  badgeId: 'Officer id',
  agencyOri: 'Agency',
  phone: 'Phone',
  email: 'E-mail',
  additionalInfo: 'Additional information',
};

/**
 * Create, edit or copy a user. Roles are the caller's grantable ones (the server refuses any other);
 * the agency is picked by a state administrator only. Field errors from the server show at their
 * field; an edit that lost a race to another administrator shows the server's conflict message.
 */
export function UserDialog({
  mode,
  selfId,
  roles,
  agencies,
  onClose,
  onSaved,
}: {
  mode: UserDialogMode;
  selfId: number;
  roles: RoleChoice[];
  agencies: { ori: string; name: string }[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [form, setForm] = useState<Form>(() => empty(agencies[0]?.ori ?? ''));
  const [source, setSource] = useState<UserDetail | null>(null);
  const [loadError, setLoadError] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ userName: string; link: SignInLink } | null>(null);
  const rolesId = useId();

  useEffect(() => {
    if (mode.kind === 'create') return;
    let live = true;
    callApi(getUser, { userId: mode.userId }).then(
      ({ user }) => {
        if (!live) return;
        setSource(user);
        if (mode.kind === 'edit') setForm({ ...user, roleIds: user.roleIds });
        else setForm({ ...empty(user.agencyOri), roleIds: user.roleIds });
      },
      (e: unknown) => live && setLoadError(e instanceof ApiClientError ? e.message : 'The user could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, [mode]);

  const title = { create: 'New user', edit: 'Edit user', copy: 'Copy user' }[mode.kind];
  const ownRoles = mode.kind === 'edit' && mode.userId === selfId;
  const grantable = roles.filter((r) => r.grantable);
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mode.kind !== 'copy' && form.roleIds.length === 0) {
      setErrors({ roleIds: 'Choose at least one role.' });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const names = {
        firstName: form.firstName,
        lastName: form.lastName,
        userName: form.userName,
        badgeId: form.badgeId,
        phone: form.phone,
        email: form.email,
      };
      const answer =
        mode.kind === 'copy'
          ? await callApi(copyUser, { sourceUserId: mode.userId, ...names })
          : await callApi(saveUser, {
              ...names,
              agencyOri: form.agencyOri,
              roleIds: form.roleIds,
              additionalInfo: form.additionalInfo,
              ...(mode.kind === 'edit' ? { id: mode.userId, expectedUpdatedAt: source?.updatedAt } : {}),
            });
      if (answer.signInLink) {
        setLink({ userName: answer.user.userName, link: answer.signInLink });
        onSaved(`User ${answer.user.userName} was created.`);
      } else {
        onSaved(`User ${answer.user.userName} was saved.`);
        onClose();
      }
    } catch (error) {
      if (error instanceof ApiClientError && error.fieldErrors.length) {
        const byField: Errors = {};
        for (const f of error.fieldErrors) byField[f.path.replace(/^payload\./, '').split('.')[0] as Field] = f.message;
        setErrors(byField);
      } else {
        setErrors({ form: error instanceof ApiClientError ? error.message : 'The user could not be saved.' });
      }
    } finally {
      setBusy(false);
    }
  }

  const text = (field: Field, extra: { type?: string; required?: boolean; autoComplete?: string } = {}) => (
    <TextField
      label={fieldLabels[field]}
      value={form[field]}
      onChange={(e) => set(field)(e.target.value)}
      error={errors[field]}
      maxLength={USER_FIELD_MAX[field]}
      autoComplete={extra.autoComplete ?? 'off'}
      type={extra.type ?? 'text'}
      required={extra.required}
    />
  );

  return (
    <Dialog open title={title} onClose={onClose}>
      {link ? (
        <>
          <SignInLinkNotice userName={link.userName} link={link.link} />
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </>
      ) : mode.kind !== 'create' && !source ? (
        loadError ? (
          <>
            <Alert tone="error">{loadError}</Alert>
            <div className="flex justify-end">
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
            </div>
          </>
        ) : (
          <Spinner label="Loading the user…" />
        )
      ) : (
        <form
          onSubmit={submit}
          noValidate
          aria-label={title}
          className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto"
        >
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          {mode.kind === 'copy' && source && (
            <p className="text-sm text-muted">
              The new user gets the agency and roles of {source.firstName} {source.lastName} ({source.userName}).
            </p>
          )}
          <div className="grid grid-cols-2 gap-3">
            {text('firstName', { required: true })}
            {text('lastName', { required: true })}
            {text('userName', { required: true })}
            {text('badgeId')}
          </div>
          {mode.kind !== 'copy' &&
            (agencies.length > 1 ? (
              <div>
                <SelectField
                  label="Agency"
                  value={form.agencyOri}
                  onChange={set('agencyOri')}
                  options={agencies.map((a) => ({ value: a.ori, label: `${a.name} (${a.ori})` }))}
                />
                {errors.agencyOri && (
                  <p className="text-sm text-danger" role="alert">
                    {errors.agencyOri}
                  </p>
                )}
              </div>
            ) : (
              <p className="text-sm">Agency: {agencies[0]?.name ?? form.agencyOri}</p>
            ))}
          {mode.kind !== 'copy' && (
            <fieldset
              className="flex flex-col gap-1"
              aria-describedby={errors.roleIds ? `${rolesId}-error` : ownRoles ? `${rolesId}-own` : undefined}
              aria-invalid={errors.roleIds ? true : undefined}
            >
              <legend className="text-sm font-medium">Roles</legend>
              {grantable.map((role) => (
                <label key={role.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand"
                    checked={form.roleIds.includes(role.id)}
                    disabled={ownRoles}
                    onChange={(e) => {
                      const on = e.target.checked;
                      setForm((f) => ({
                        ...f,
                        roleIds: on ? [...f.roleIds, role.id] : f.roleIds.filter((id) => id !== role.id),
                      }));
                      setErrors((er) => ({ ...er, roleIds: undefined }));
                    }}
                  />
                  {role.name}
                </label>
              ))}
              {ownRoles && (
                <p id={`${rolesId}-own`} className="text-xs text-muted">
                  You cannot change your own roles.
                </p>
              )}
              {errors.roleIds && (
                <p id={`${rolesId}-error`} className="text-sm text-danger" role="alert">
                  {errors.roleIds}
                </p>
              )}
            </fieldset>
          )}
          <div className="grid grid-cols-2 gap-3">
            {text('phone', { type: 'tel' })}
            {text('email', { type: 'email' })}
          </div>
          {mode.kind !== 'copy' && text('additionalInfo')}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" busy={busy}>
              {busy ? 'Saving…' : mode.kind === 'edit' ? 'Save' : 'Create user'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
