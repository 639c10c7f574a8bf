import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { getProfile, saveProfile } from '../../lib/api/calls/calls-profile';
import type { Profile } from '../../lib/api/schemas/profile-schemas';
import { profileFieldsSchema } from '../../lib/validation/input-rules/profile-rules';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { ApiClientError, callApi } from '../api/client';
import { useSessionStore } from '../session/session-store';
import { Ribbon } from '../layout/ribbon';
import { DefaultLocationFields, type LocationDraft } from './default-location-fields';
import { messagesOf, serverMessages, type FieldMessages } from '../api/field-messages';

interface Draft {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  badgeId: string;
  location: LocationDraft;
}

const draftOf = (p: Profile): Draft => ({
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone,
  email: p.email,
  badgeId: p.badgeId,
  location: {
    county: p.defaultLocation?.county ?? '',
    city: p.defaultLocation?.city ?? '',
    latitude: p.defaultLocation?.latitude == null ? '' : String(p.defaultLocation.latitude),
    longitude: p.defaultLocation?.longitude == null ? '' : String(p.defaultLocation.longitude),
  },
});

const coordinate = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** What the form sends: the same shape the server checks, checked here first by the same rules. */
function payloadOf(d: Draft) {
  const l = d.location;
  const empty = !l.county && !l.city && !l.latitude.trim() && !l.longitude.trim();
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    phone: d.phone,
    email: d.email,
    badgeId: d.badgeId,
    defaultLocation: empty
      ? null
      : { county: l.county, city: l.city, latitude: coordinate(l.latitude), longitude: coordinate(l.longitude) },
  };
}

/**
 * The officer's own profile: names, phone, e-mail, officer id (read-only unless their role lets
 * them change it) and the default location new reports start from. Checked by the server's rules
 * before sending; the server's field messages show at their fields.
 */
export function ProfilePage() {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loadError, setLoadError] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    callApi(getProfile, {}).then(
      (p) => {
        if (!live) return;
        setProfile(p);
        setDraft(draftOf(p));
      },
      (e: unknown) =>
        live && setLoadError(e instanceof ApiClientError ? e.message : 'Your profile could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, []);

  const edit = (patch: Partial<Draft>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
    setSaved(false);
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      if ('location' in patch)
        for (const key of Object.keys(next)) if (key.startsWith('defaultLocation')) delete next[key];
      delete next.form;
      return next;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft || busy) return;
    const payload = payloadOf(draft);
    const coordinatesTyped = [draft.location.latitude, draft.location.longitude].every(
      (t) => t.trim() === '' || Number.isFinite(Number(t.trim())),
    );
    const checked = profileFieldsSchema.safeParse(payload);
    if (!checked.success || !coordinatesTyped) {
      setErrors({
        ...(checked.success ? {} : messagesOf(checked.error)),
        ...(coordinatesTyped ? {} : { 'defaultLocation.latitude': 'Type the coordinates as numbers, e.g. 39.7684.' }),
      });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const next = await callApi(saveProfile, payload);
      setProfile(next);
      setDraft(draftOf(next));
      setSaved(true);
      // The header and new reports show the new name and officer id at once.
      const user = useSessionStore.getState().user;
      if (user)
        useSessionStore.setState({
          user: { ...user, firstName: next.firstName, lastName: next.lastName, badgeId: next.badgeId },
        });
    } catch (e) {
      setErrors(serverMessages(e, 'Your profile could not be saved.'));
    } finally {
      setBusy(false);
    }
  }

  const locationErrors = {
    county: errors['defaultLocation.county'],
    city: errors['defaultLocation.city'],
    latitude: errors['defaultLocation.latitude'] ?? errors.defaultLocation,
    longitude: errors['defaultLocation.longitude'],
  };

  return (
    <>
      <Ribbon title="My profile" />
      <section className="flex max-w-3xl flex-col gap-4 p-4" aria-label="My profile">
        {loadError && <Alert tone="error">{loadError}</Alert>}
        {!draft && !loadError && <Spinner label="Loading your profile…" />}
        {draft && profile && (
          <form noValidate onSubmit={submit} aria-label="My profile" className="flex flex-col gap-4">
            <p className="text-sm text-muted">
              Signed in as <strong>{profile.userName}</strong> of {profile.agencyName}.{' '}
              <Link to="/profile/password" className="text-brand underline">
                Change your password
              </Link>
            </p>
            {errors.form && <Alert tone="error">{errors.form}</Alert>}
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="First name"
                autoComplete="given-name"
                value={draft.firstName}
                error={errors.firstName}
                onChange={(e) => edit({ firstName: e.target.value })}
              />
              <TextField
                label="Last name"
                autoComplete="family-name"
                value={draft.lastName}
                error={errors.lastName}
                onChange={(e) => edit({ lastName: e.target.value })}
              />
              <TextField
                label="Phone"
                type="tel"
                autoComplete="tel"
                value={draft.phone}
                error={errors.phone}
                hint="ddd-ddd-dddd"
                onChange={(e) => edit({ phone: e.target.value })}
              />
              <TextField
                label="E-mail"
                type="email"
                autoComplete="email"
                value={draft.email}
                error={errors.email}
                onChange={(e) => edit({ email: e.target.value })}
              />
              <TextField
                label="Officer ID"
                value={draft.badgeId}
                readOnly={!profile.badgeEditable}
                error={errors.badgeId}
                hint={profile.badgeEditable ? undefined : 'Your role does not let you change your officer id.'}
                onChange={(e) => edit({ badgeId: e.target.value })}
              />
            </div>
            <DefaultLocationFields
              value={draft.location}
              errors={locationErrors}
              onChange={(location) => edit({ location })}
            />
            <div className="flex items-center gap-3">
              <Button type="submit" busy={busy}>
                Save
              </Button>
              <span role="status" className="text-sm text-ok">
                {busy ? 'Saving…' : saved ? 'Your profile is saved.' : ''}
              </span>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
