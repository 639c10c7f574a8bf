import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { z } from 'zod/mini';
import { saveProfile } from '../../lib/api/calls/calls-profile';
import type { Profile } from '../../lib/api/schemas/profile-schemas';
import { profileFieldsSchema, type ProfileFields } from '../../lib/validation/input-rules/profile-rules';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { FormTextField } from '../api/form-text-field';
import { showServerErrors } from '../api/server-field-errors';
import { useSessionStoreApi } from '../session/session-store';
import { Ribbon } from '../layout/ribbon';
import { DefaultLocationFields, type LocationDraft } from './default-location-fields';
import { NotificationChoices } from './notification-choices';
import type { ProfileAnswer } from './profile-loader';
import { useApiClient } from '../api/api-client-context';

// The route takes the page and its loader from one chunk (router.tsx).
export { profileLoader } from './profile-loader';

/** The form as typed: the fields, and the default location's codes and coordinates as text. */
interface Draft {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  badgeId: string;
  defaultLocation: LocationDraft;
}

const draftOf = (p: Profile): Draft => ({
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone,
  email: p.email,
  badgeId: p.badgeId,
  defaultLocation: {
    county: p.defaultLocation?.county ?? '',
    city: p.defaultLocation?.city ?? '',
    latitude: p.defaultLocation?.latitude == null ? '' : String(p.defaultLocation.latitude),
    longitude: p.defaultLocation?.longitude == null ? '' : String(p.defaultLocation.longitude),
  },
});

const coordinate = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** Every field the server may name in a refusal, as the form names it. */
const profileFields = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'badgeId',
  'defaultLocation',
  'defaultLocation.county',
  'defaultLocation.city',
  'defaultLocation.latitude',
  'defaultLocation.longitude',
];

/** What the form sends: the same shape the server checks, checked here first by the same rules. */
function payloadOf(d: Draft): z.input<typeof profileFieldsSchema> {
  const l = d.defaultLocation;
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

/** What is sent, checked by the server's own rules (lib/validation/input-rules/profile-rules.ts). */
const checkPayload = zodResolver(
  z.pipe(
    z.transform((draft: Draft) => payloadOf(draft)),
    profileFieldsSchema,
  ),
);

/**
 * The profile as the server checks it, and coordinates that are not numbers at all, which the
 * rules would only call missing.
 */
const checkProfile: Resolver<Draft, unknown, ProfileFields> = async (draft, context, options) => {
  const checked = await checkPayload(draft, context, options);
  const typed = [draft.defaultLocation.latitude, draft.defaultLocation.longitude].every(
    (t) => t.trim() === '' || Number.isFinite(Number(t.trim())),
  );
  if (typed) return checked;
  const errors: FieldErrors<Draft> = checked.errors;
  const latitude = { type: 'coordinates', message: 'Type the coordinates as numbers, e.g. 39.7684.' };
  return { values: {}, errors: { ...errors, defaultLocation: { ...errors.defaultLocation, latitude } } };
};

/**
 * The officer's own profile: names, phone, e-mail, officer id (read-only unless their role lets
 * them change it) and the default location new reports start from. Checked by the server's rules
 * before sending; the server's field messages show at their fields.
 */
export function ProfilePage() {
  const { data: profile, error: loadError, choices } = useLoaderData<ProfileAnswer>();
  return (
    <>
      <Ribbon title="My profile" />
      <section className="flex max-w-3xl flex-col gap-4 p-4" aria-label="My profile">
        {loadError && <Alert tone="error">{loadError}</Alert>}
        {!profile && !loadError && <Spinner label="Loading your profile…" />}
        {profile && <ProfileForm key={profile.userName} profile={profile} />}
        {choices.error && <Alert tone="error">{choices.error}</Alert>}
        {/* Drawn again when the profile's e-mail address comes or goes, which By e-mail waits for. */}
        {choices.data && <NotificationChoices key={choices.data.mailAddress ?? ''} answer={choices.data} />}
      </section>
    </>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const session = useSessionStoreApi();
  const api = useApiClient();
  const revalidator = useRevalidator();
  // Said until the next change: the saved profile becomes the form's starting point, so any edit makes it dirty.
  const [saved, setSaved] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Draft, unknown, ProfileFields>({ resolver: checkProfile, defaultValues: draftOf(profile) });
  // What the server said of the whole form goes as soon as anything is changed.
  const edited = () => clearErrors('root');

  const submit = handleSubmit(async (payload) => {
    try {
      const next = await api.call(saveProfile, payload);
      reset(draftOf(next));
      setSaved(true);
      // The notification choices read the e-mail address their mail goes to.
      void revalidator.revalidate();
      // The header and new reports show the new name and officer id at once.
      const user = session.getState().user;
      if (user)
        session.setState({
          user: { ...user, firstName: next.firstName, lastName: next.lastName, badgeId: next.badgeId },
        });
    } catch (e) {
      showServerErrors(e, setError, { fallback: 'Your profile could not be saved.', fields: profileFields });
    }
  });

  const location = errors.defaultLocation;
  const locationErrors = {
    county: location?.county?.message,
    city: location?.city?.message,
    latitude: location?.latitude?.message ?? location?.message,
    longitude: location?.longitude?.message,
  };
  const field = (name: 'firstName' | 'lastName' | 'phone' | 'email' | 'badgeId') => ({ control, name, onEdit: edited });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="My profile" className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Signed in as <strong>{profile.userName}</strong> of {profile.agencyName}.{' '}
        <Link to="/profile/password" className="text-brand underline">
          Change your password
        </Link>
      </p>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormTextField {...field('firstName')} label="First name" autoComplete="given-name" />
        <FormTextField {...field('lastName')} label="Last name" autoComplete="family-name" />
        <FormTextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" hint="ddd-ddd-dddd" />
        <FormTextField {...field('email')} label="E-mail" type="email" autoComplete="email" />
        <FormTextField
          {...field('badgeId')}
          label="Officer ID"
          readOnly={!profile.badgeEditable}
          hint={profile.badgeEditable ? undefined : 'Your role does not let you change your officer id.'}
        />
      </div>
      <Controller
        control={control}
        name="defaultLocation"
        render={({ field: { value, onChange } }) => (
          <DefaultLocationFields
            value={value}
            errors={locationErrors}
            onChange={(next) => {
              onChange(next);
              edited();
            }}
          />
        )}
      />
      <div className="flex items-center gap-3">
        <Button type="submit" busy={isSubmitting}>
          Save
        </Button>
        <span role="status" className="text-sm text-ok">
          {isSubmitting ? 'Saving…' : saved && !isDirty ? 'Your profile is saved.' : ''}
        </span>
      </div>
    </form>
  );
}
