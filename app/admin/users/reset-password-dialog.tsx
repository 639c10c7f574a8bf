import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { resetPassword } from '../../../lib/api/calls/admin/calls-user';
import type { SignInLink } from '../../../lib/api/schemas/user-admin-schemas';
import { PASSWORD_MAX_LENGTH } from '../../../lib/auth/sign-in/password-policy';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { showServerErrors } from '../../api/server-field-errors';
import { SignInLinkNotice } from './sign-in-link';
import { useApiClient } from '../../api/api-client-context';

/** The server's bound on a temporary password, and the one thing it cannot tell: that none was typed. */
const resetSchema = z
  .object({
    method: z.enum(['link', 'temporary']),
    temporaryPassword: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.method === 'temporary' && !form.temporaryPassword)
        ctx.issues.push({
          code: 'custom',
          input: form.temporaryPassword,
          path: ['temporaryPassword'],
          message: 'Enter the temporary password.',
        });
    }),
  );

/**
 * Resetting a password: a one-time sign-in link (the user then chooses a password, none is ever
 * told to anyone) or a temporary password the user must change at the next sign-in.
 */
export function ResetPasswordDialog({
  user,
  onClose,
  onDone,
}: {
  user: { id: number; userName: string };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const api = useApiClient();
  const [link, setLink] = useState<SignInLink | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetSchema),
    defaultValues: { method: 'link' as 'link' | 'temporary', temporaryPassword: '' },
  });
  const method = useWatch({ control, name: 'method' });

  // As the user dialog's save: the form's submit state is the busy button and the messages.
  const submit = handleSubmit(async (form) => {
    try {
      const answer = await api.call(
        resetPassword,
        form.method === 'link'
          ? { userId: user.id, signInLink: true }
          : { userId: user.id, temporaryPassword: form.temporaryPassword },
      );
      onDone(`The password of ${user.userName} was reset.`);
      if (answer.signInLink) setLink(answer.signInLink);
      else onClose();
    } catch (e) {
      showServerErrors(e, setError, { fallback: 'The password could not be reset.', fields: ['temporaryPassword'] });
    }
  });

  return (
    <Dialog open title={`Reset the password of ${user.userName}`} onClose={onClose}>
      {link ? (
        <>
          <SignInLinkNotice userName={user.userName} link={link} />
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Reset password" className="flex flex-col gap-3">
          {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
          <p className="text-sm">The user&rsquo;s current password stops working and their sessions end.</p>
          <Controller
            control={control}
            name="method"
            render={({ field: { value, onChange } }) => (
              <fieldset className="flex flex-col gap-2">
                <legend className="text-sm font-medium">How the user signs in next</legend>
                <label className="flex items-center gap-2 text-sm">
                  <input type="radio" name="method" checked={value === 'link'} onChange={() => onChange('link')} />A
                  one-time sign-in link; the user then chooses a password
                </label>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="method"
                    checked={value === 'temporary'}
                    onChange={() => onChange('temporary')}
                  />
                  A temporary password the user must change
                </label>
              </fieldset>
            )}
          />
          {method === 'temporary' && (
            <Controller
              control={control}
              name="temporaryPassword"
              render={({ field: { value, onChange, onBlur } }) => (
                <TextField
                  label="Temporary password"
                  type="text"
                  autoComplete="off"
                  value={value}
                  onChange={(e) => {
                    onChange(e.target.value);
                    clearErrors();
                  }}
                  onBlur={onBlur}
                  error={errors.temporaryPassword?.message}
                />
              )}
            />
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? 'Resetting…' : 'Reset password'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
