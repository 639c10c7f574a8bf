import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useLoaderData, useRevalidator } from 'react-router';
import { z } from 'zod/mini';
import { saveApplicationSettings } from '../../lib/api/calls/admin/calls-settings';
import {
  applicationSettingsSchema,
  LOCK_DURATION_HOURS,
  SESSION_TIMEOUT_MINUTES,
  type ApplicationSettings,
} from '../../lib/settings/application-settings';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { showServerErrors } from '../api/server-field-errors';
import { useAppSettingsStore } from '../settings/app-settings';
import { Ribbon } from '../layout/ribbon';
import type { SettingsAnswer } from './settings-loader';
import { useApiClient } from '../api/api-client-context';

// The route takes the page and its loader from one chunk (router.tsx).
export { settingsLoader } from './settings-loader';

type Draft = Record<keyof ApplicationSettings, string>;

const draftOf = (s: ApplicationSettings): Draft => ({
  applicationName: s.applicationName,
  defaultLockDurationHours: String(s.defaultLockDurationHours),
  sessionTimeoutMinutes: String(s.sessionTimeoutMinutes),
  ssoLogoutUrl: s.ssoLogoutUrl,
});

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The form's text as the settings the server takes, checked by the server's own schema. */
const resolver = zodResolver(
  z.pipe(
    z.transform((d: Draft) => ({
      applicationName: d.applicationName,
      defaultLockDurationHours: numberOf(d.defaultLockDurationHours),
      sessionTimeoutMinutes: numberOf(d.sessionTimeoutMinutes),
      ssoLogoutUrl: d.ssoLogoutUrl,
    })),
    applicationSettingsSchema,
  ),
) as unknown as Resolver<Draft, unknown, ApplicationSettings>;
const fields = ['applicationName', 'defaultLockDurationHours', 'sessionTimeoutMinutes', 'ssoLogoutUrl'];

/**
 * The application settings the state administrator changes without a restart: the name, the
 * default report lock duration, the session time-out and the single sign-on logout address.
 */
export function SettingsPage() {
  const { settings, error: loadError } = useLoaderData<SettingsAnswer>();
  return (
    <>
      <Ribbon title="Application settings" />
      <section className="flex max-w-2xl flex-col gap-4 p-4" aria-label="Application settings">
        <p className="text-sm text-muted">
          Changes apply to every server within seconds, without a restart: new sign-ins and renewed sessions use the new
          time-out.
        </p>
        {loadError && <Alert tone="error">{loadError}</Alert>}
        {!settings && !loadError && <Spinner label="Loading the settings…" />}
        {settings && <SettingsForm settings={settings} />}
      </section>
    </>
  );
}

/** The settings as read, to change and save; once saved, the router reads them again. */
function SettingsForm({ settings }: { settings: ApplicationSettings }) {
  const api = useApiClient();
  const { revalidate } = useRevalidator();
  const appSettings = useAppSettingsStore();
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Draft, unknown, ApplicationSettings>({ resolver, defaultValues: draftOf(settings) });
  // Said until the next change.
  const [saved, setSaved] = useState(false);

  // As the users screen's dialogs: the form's submit state is the busy button and the messages.
  const submit = handleSubmit(async (checked) => {
    try {
      const next = await api.call(saveApplicationSettings, checked);
      reset(draftOf(next));
      setSaved(true);
      appSettings.setState({ applicationName: next.applicationName });
      document.title = next.applicationName;
      void revalidate();
    } catch (e) {
      // A message set here also tells the form the save did not succeed.
      showServerErrors(e, setError, { fallback: 'The settings could not be saved.', fields });
    }
  });
  const field = (key: keyof Draft, props: Omit<Parameters<typeof TextField>[0], 'value' | 'onChange' | 'error'>) => (
    <Controller
      control={control}
      name={key}
      render={({ field: { value, onChange, onBlur } }) => (
        <TextField
          {...props}
          value={value}
          error={errors[key]?.message}
          onBlur={onBlur}
          onChange={(e) => {
            onChange(e.target.value);
            clearErrors('root');
            setSaved(false);
          }}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Application settings" className="flex flex-col gap-3">
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      {field('applicationName', { label: 'Application name' })}
      {field('defaultLockDurationHours', {
        label: 'Default report lock duration (hours)',
        inputMode: 'numeric',
        hint: `${LOCK_DURATION_HOURS.min} to ${LOCK_DURATION_HOURS.max} hours`,
      })}
      {field('sessionTimeoutMinutes', {
        label: 'Session time-out (minutes)',
        inputMode: 'numeric',
        hint: `${SESSION_TIMEOUT_MINUTES.min} to ${SESSION_TIMEOUT_MINUTES.max} minutes without activity`,
      })}
      {field('ssoLogoutUrl', {
        label: 'Single sign-on logout address',
        type: 'url',
        hint: 'An https:// address sign-out goes to after ending the session; empty: back to the sign-in page.',
      })}
      <div className="flex items-center gap-3">
        <Button type="submit" busy={isSubmitting}>
          Save
        </Button>
        <span role="status" className="text-sm text-ok">
          {isSubmitting ? 'Saving…' : saved ? 'The settings are saved.' : ''}
        </span>
      </div>
    </form>
  );
}
