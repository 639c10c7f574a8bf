import { useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { copyUser, saveUser } from '../../../lib/api/calls/admin/calls-user';
import {
  USER_FIELD_MAX,
  userFieldsSchema,
  type RoleChoice,
  type SignInLink,
  type UserDetail,
  type UserFields,
} from '../../../lib/api/schemas/user-admin-schemas';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { showServerErrors } from '../../api/server-field-errors';
import { SignInLinkNotice } from './sign-in-link';
import { useApiClient } from '../../api/api-client-context';

export type UserDialogMode = { kind: 'create' } | { kind: 'edit'; userId: number } | { kind: 'copy'; userId: number };

type Field = 'firstName' | 'lastName' | 'userName' | 'badgeId' | 'agencyOri' | 'phone' | 'email' | 'additionalInfo';
type Form = UserFields;
type Saved = z.output<typeof userFieldsSchema>;

const fieldNames: readonly string[] = [
  'firstName',
  'lastName',
  'userName',
  'badgeId',
  'agencyOri',
  'roleIds',
  'phone',
  'email',
  'additionalInfo',
];

/** A copy takes the agency and roles of its source: only the names are checked, as the server checks them. */
const copyFieldsSchema = z.omit(copyUser.request, { sourceUserId: true });
// The copy's form holds every field, as the others' do; its check reads and answers the names alone.
const resolvers = {
  create: zodResolver(userFieldsSchema),
  edit: zodResolver(userFieldsSchema),
  copy: zodResolver(copyFieldsSchema) as unknown as Resolver<Form, unknown, Saved>,
};

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
 * the agency is picked by a state administrator only. The fields are checked by the server's own
 * rules before sending; the server's field errors show at their field; an edit that lost a race to
 * another administrator shows the server's conflict message. An edit or copy opens on `source`,
 * which the page's loader read.
 */
export function UserDialog({
  mode,
  source,
  selfId,
  roles,
  agencies,
  onClose,
  onSaved,
  opener,
}: {
  mode: UserDialogMode;
  source?: UserDetail | undefined;
  selfId: number;
  roles: RoleChoice[];
  agencies: { ori: string; name: string }[];
  onClose: () => void;
  /** After a save: `message` to show, the list to be read again. */
  onSaved: (message: string) => void;
  /** The id of the control that opened it, which is busy (and loses the focus) while the user is read. */
  opener?: string;
}) {
  const api = useApiClient();
  const [link, setLink] = useState<{ userName: string; link: SignInLink } | null>(null);
  const rolesId = useId();
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Form, unknown, Saved>({
    resolver: resolvers[mode.kind],
    defaultValues:
      mode.kind === 'edit' && source
        ? { ...empty(source.agencyOri), ...source, roleIds: source.roleIds }
        : mode.kind === 'copy' && source
          ? { ...empty(source.agencyOri), roleIds: source.roleIds }
          : empty(agencies[0]?.ori ?? ''),
  });

  const title = { create: 'New user', edit: 'Edit user', copy: 'Copy user' }[mode.kind];
  const ownRoles = mode.kind === 'edit' && mode.userId === selfId;
  const grantable = roles.filter((r) => r.grantable);

  // The form's own submit state holds the busy button and the field errors, so the save is called
  // here rather than through the route's action, which would hand them back apart from the form.
  const submit = handleSubmit(async (form) => {
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
          ? await api.call(copyUser, { sourceUserId: mode.userId, ...names })
          : await api.call(saveUser, {
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
      showServerErrors(error, setError, { fallback: 'The user could not be saved.', fields: fieldNames });
    }
  });

  const text = (field: Field, extra: { type?: string; required?: boolean; autoComplete?: string } = {}) => (
    <Controller
      control={control}
      name={field}
      render={({ field: { value, onChange, onBlur, name } }) => (
        <TextField
          label={fieldLabels[field]}
          name={name}
          value={value ?? ''}
          onChange={(e) => {
            onChange(e.target.value);
            clearErrors('root');
          }}
          onBlur={onBlur}
          error={errors[field]?.message}
          maxLength={USER_FIELD_MAX[field]}
          autoComplete={extra.autoComplete ?? 'off'}
          type={extra.type ?? 'text'}
          required={extra.required}
        />
      )}
    />
  );

  return (
    <Dialog open title={title} onClose={onClose} opener={opener}>
      {link ? (
        <>
          <SignInLinkNotice userName={link.userName} link={link.link} />
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </>
      ) : (
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label={title}
          className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto"
        >
          {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
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
          {mode.kind !== 'copy' && (
            <Controller
              control={control}
              name="agencyOri"
              render={({ field: { value, onChange } }) =>
                agencies.length > 1 ? (
                  <SelectField
                    label="Agency"
                    value={value}
                    onChange={(v) => {
                      onChange(v);
                      clearErrors('root');
                    }}
                    error={errors.agencyOri?.message}
                    options={agencies.map((a) => ({ value: a.ori, label: `${a.name} (${a.ori})` }))}
                  />
                ) : (
                  <p className="text-sm">Agency: {agencies[0]?.name ?? value}</p>
                )
              }
            />
          )}
          {mode.kind !== 'copy' && (
            <Controller
              control={control}
              name="roleIds"
              render={({ field: { value, onChange } }) => (
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
                        checked={value.includes(role.id)}
                        disabled={ownRoles}
                        onChange={(e) => {
                          onChange(e.target.checked ? [...value, role.id] : value.filter((id) => id !== role.id));
                          clearErrors('root');
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
                  {errors.roleIds?.message && (
                    <p id={`${rolesId}-error`} className="text-sm text-danger" role="alert">
                      {errors.roleIds.message}
                    </p>
                  )}
                </fieldset>
              )}
            />
          )}
          <div className="grid grid-cols-2 gap-3">
            {text('phone', { type: 'tel' })}
            {text('email', { type: 'email' })}
          </div>
          {mode.kind !== 'copy' && text('additionalInfo')}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? 'Saving…' : mode.kind === 'edit' ? 'Save' : 'Create user'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
