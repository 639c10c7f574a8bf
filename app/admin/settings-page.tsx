import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, get, useForm, type Path, type Resolver } from 'react-hook-form';
import { useLoaderData, useRevalidator } from 'react-router';
import { z } from 'zod/mini';
import {
  CRASH_COST_DOLLARS,
  DEFAULT_COSTS_SOURCE,
  formatDollars,
  type CrashCosts,
} from '../../lib/analysis/crash-costs';
import { DEFAULT_KABCO_COSTS, KABCO_LEVELS, KABCO_NAMES, type KabcoLevel } from '../../lib/analysis/crash-severity';
import { saveApplicationSettings } from '../../lib/api/calls/admin/calls-settings-edit';
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

type Draft = Record<Exclude<keyof ApplicationSettings, 'crashCosts'>, string> & {
  crashCosts: Record<KabcoLevel, string>;
};

const costsDraft = (costs: CrashCosts) =>
  Object.fromEntries(KABCO_LEVELS.map((l) => [l, String(costs[l])])) as Record<KabcoLevel, string>;

const draftOf = (s: ApplicationSettings): Draft => ({
  applicationName: s.applicationName,
  defaultLockDurationHours: String(s.defaultLockDurationHours),
  sessionTimeoutMinutes: String(s.sessionTimeoutMinutes),
  ssoLogoutUrl: s.ssoLogoutUrl,
  crashCosts: costsDraft(s.crashCosts),
});

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
/** Dollars as typed: a dollar sign and thousands' commas are allowed. */
const dollarsOf = (text: string) => numberOf(text.replace(/[$,]/g, ''));

/** The form's text as the settings the server takes, checked by the server's own schema. */
const resolver = zodResolver(
  z.pipe(
    z.transform((d: Draft) => ({
      applicationName: d.applicationName,
      defaultLockDurationHours: numberOf(d.defaultLockDurationHours),
      sessionTimeoutMinutes: numberOf(d.sessionTimeoutMinutes),
      ssoLogoutUrl: d.ssoLogoutUrl,
      crashCosts: Object.fromEntries(KABCO_LEVELS.map((l) => [l, dollarsOf(d.crashCosts[l])])),
    })),
    applicationSettingsSchema,
  ),
) as unknown as Resolver<Draft, unknown, ApplicationSettings>;
const fields = [
  'applicationName',
  'defaultLockDurationHours',
  'sessionTimeoutMinutes',
  'ssoLogoutUrl',
  ...KABCO_LEVELS.map((l) => `crashCosts.${l}`),
];

/**
 * The application settings the state administrator changes without a restart: the name, the
 * default report lock duration, the session time-out, the single sign-on logout address and the
 * crash cost per KABCO level the high-crash locations are weighted by.
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
    setValue,
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
  const field = (
    key: Exclude<Path<Draft>, 'crashCosts'>,
    props: Omit<Parameters<typeof TextField>[0], 'value' | 'onChange' | 'error'>,
  ) => (
    <Controller
      control={control}
      name={key}
      render={({ field: { value, onChange, onBlur } }) => (
        <TextField
          {...props}
          value={value}
          error={(get(errors, key) as { message?: string } | undefined)?.message}
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
      <fieldset className="flex flex-col gap-3 rounded border border-line p-3">
        <legend className="px-1 text-sm font-medium">Crash cost per KABCO level (dollars)</legend>
        <p className="text-sm text-muted">
          The high-crash locations are ranked by these costs per crash. Defaults: {DEFAULT_COSTS_SOURCE}.
        </p>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {KABCO_LEVELS.map((level) => (
            <div key={level}>
              {field(`crashCosts.${level}`, {
                label: KABCO_NAMES[level],
                inputMode: 'numeric',
                hint: `Whole dollars, ${formatDollars(CRASH_COST_DOLLARS.min)} to ${formatDollars(CRASH_COST_DOLLARS.max)}; default ${formatDollars(DEFAULT_KABCO_COSTS[level])}`,
              })}
            </div>
          ))}
        </div>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setValue('crashCosts', costsDraft(DEFAULT_KABCO_COSTS), { shouldDirty: true });
              setSaved(false);
            }}
          >
            Put back the default costs
          </Button>
        </div>
      </fieldset>
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
