import { useEffect, useState, type FormEvent } from 'react';
import { getApplicationSettings, saveApplicationSettings } from '../../lib/api/calls/calls-settings';
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
import { ApiClientError, callApi } from '../api/client';
import { messagesOf, serverMessages, type FieldMessages } from '../profile/field-errors';
import { useAppSettings } from '../settings/app-settings';
import { Ribbon } from '../layout/ribbon';

type Draft = Record<keyof ApplicationSettings, string>;

const draftOf = (s: ApplicationSettings): Draft => ({
  applicationName: s.applicationName,
  defaultLockDurationHours: String(s.defaultLockDurationHours),
  sessionTimeoutMinutes: String(s.sessionTimeoutMinutes),
  ssoLogoutUrl: s.ssoLogoutUrl,
});

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * The application settings the state administrator changes without a restart: the name, the
 * default report lock duration, the session time-out and the single sign-on logout address.
 */
export function SettingsPage() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loadError, setLoadError] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    callApi(getApplicationSettings, {}).then(
      (s) => live && setDraft(draftOf(s)),
      (e: unknown) =>
        live && setLoadError(e instanceof ApiClientError ? e.message : 'The settings could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, []);

  const edit = (key: keyof Draft) => (value: string) => {
    setDraft((d) => (d ? { ...d, [key]: value } : d));
    setSaved(false);
    setErrors((e) => ({ ...e, [key]: '', form: '' }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft || busy) return;
    const payload = {
      applicationName: draft.applicationName,
      defaultLockDurationHours: numberOf(draft.defaultLockDurationHours),
      sessionTimeoutMinutes: numberOf(draft.sessionTimeoutMinutes),
      ssoLogoutUrl: draft.ssoLogoutUrl,
    };
    const checked = applicationSettingsSchema.safeParse(payload);
    if (!checked.success) {
      setErrors(messagesOf(checked.error));
      return;
    }
    setBusy(true);
    try {
      const next = await callApi(saveApplicationSettings, checked.data);
      setDraft(draftOf(next));
      setSaved(true);
      useAppSettings.setState({ applicationName: next.applicationName });
      document.title = next.applicationName;
    } catch (e) {
      setErrors(serverMessages(e, 'The settings could not be saved.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Ribbon title="Application settings" />
      <section className="flex max-w-2xl flex-col gap-4 p-4" aria-label="Application settings">
        <p className="text-sm text-muted">
          Changes apply to every server within seconds, without a restart: new sign-ins and renewed sessions use the new
          time-out.
        </p>
        {loadError && <Alert tone="error">{loadError}</Alert>}
        {!draft && !loadError && <Spinner label="Loading the settings…" />}
        {draft && (
          <form noValidate onSubmit={submit} aria-label="Application settings" className="flex flex-col gap-3">
            {errors.form && <Alert tone="error">{errors.form}</Alert>}
            <TextField
              label="Application name"
              value={draft.applicationName}
              error={errors.applicationName || undefined}
              onChange={(e) => edit('applicationName')(e.target.value)}
            />
            <TextField
              label="Default report lock duration (hours)"
              inputMode="numeric"
              value={draft.defaultLockDurationHours}
              error={errors.defaultLockDurationHours || undefined}
              hint={`${LOCK_DURATION_HOURS.min} to ${LOCK_DURATION_HOURS.max} hours`}
              onChange={(e) => edit('defaultLockDurationHours')(e.target.value)}
            />
            <TextField
              label="Session time-out (minutes)"
              inputMode="numeric"
              value={draft.sessionTimeoutMinutes}
              error={errors.sessionTimeoutMinutes || undefined}
              hint={`${SESSION_TIMEOUT_MINUTES.min} to ${SESSION_TIMEOUT_MINUTES.max} minutes without activity`}
              onChange={(e) => edit('sessionTimeoutMinutes')(e.target.value)}
            />
            <TextField
              label="Single sign-on logout address"
              type="url"
              value={draft.ssoLogoutUrl}
              error={errors.ssoLogoutUrl || undefined}
              hint="An https:// address sign-out goes to after ending the session; empty: back to the sign-in page."
              onChange={(e) => edit('ssoLogoutUrl')(e.target.value)}
            />
            <div className="flex items-center gap-3">
              <Button type="submit" busy={busy}>
                Save
              </Button>
              <span role="status" className="text-sm text-ok">
                {busy ? 'Saving…' : saved ? 'The settings are saved.' : ''}
              </span>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
