import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { saveNotificationChoices, type notificationChoices } from '../../lib/api/calls/notices/calls-notification';
import type { CallResponse } from '../../lib/api/define-call';
import {
  notificationKindLabels,
  notificationKinds,
  type NotificationChoice,
  type NotificationKind,
} from '../../lib/notifications/notification-kinds';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { showServerErrors } from '../api/server-field-errors';
import { useApiClient } from '../api/api-client-context';

export type NotificationChoicesAnswer = CallResponse<typeof notificationChoices>;

type Draft = Record<NotificationKind, NotificationChoice>;

const draftOf = (answer: NotificationChoicesAnswer): Draft =>
  Object.fromEntries(answer.choices.map(({ kind, inApp, byMail }) => [kind, { inApp, byMail }])) as Draft;

/**
 * What the user hears of each kind of notification, in the app (the header's bell) and by e-mail.
 * By e-mail waits for an address on the profile: the server sends no mail without one.
 */
export function NotificationChoices({ answer }: { answer: NotificationChoicesAnswer }) {
  const api = useApiClient();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Draft>({ defaultValues: draftOf(answer) });
  const noMail = answer.mailAddress === null;

  const submit = handleSubmit(async (draft) => {
    try {
      const choices = notificationKinds.map((kind) => ({ kind, ...draft[kind] }));
      reset(draftOf(await api.call(saveNotificationChoices, { choices })));
      setSaved(true);
    } catch (e) {
      showServerErrors(e, setError, { fallback: 'Your notification choices could not be saved.', fields: [] });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="notification-choices-title"
      className="flex flex-col gap-3 border-t border-line pt-4"
    >
      <h2 id="notification-choices-title" className="text-lg font-semibold">
        Notifications
      </h2>
      <p id="notification-mail-hint" className="text-sm text-muted">
        {noMail
          ? 'By e-mail needs an e-mail address: add one to your profile above and save it.'
          : `E-mail goes to ${answer.mailAddress}.`}
      </p>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      <table className="text-sm">
        <caption className="sr-only">What you are told of, and how</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="p-2 text-start">
              Notification
            </th>
            <th scope="col" className="p-2 text-start">
              In the app
            </th>
            <th scope="col" className="p-2 text-start">
              By e-mail
            </th>
          </tr>
        </thead>
        <tbody>
          {notificationKinds.map((kind) => (
            <tr key={kind} className="border-b border-line">
              <th scope="row" className="p-2 text-start font-normal">
                {notificationKindLabels[kind]}
              </th>
              <td className="p-2">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand"
                  aria-label={`${notificationKindLabels[kind]}: in the app`}
                  {...register(`${kind}.inApp`, { onChange: () => setSaved(false) })}
                />
              </td>
              <td className="p-2">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand"
                  aria-label={`${notificationKindLabels[kind]}: by e-mail`}
                  aria-describedby={noMail ? 'notification-mail-hint' : undefined}
                  disabled={noMail}
                  {...register(`${kind}.byMail`, { onChange: () => setSaved(false) })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex items-center gap-3">
        <Button type="submit" busy={isSubmitting}>
          Save notification choices
        </Button>
        <span role="status" className="text-sm text-ok">
          {isSubmitting ? 'Saving…' : saved && !isDirty ? 'Your notification choices are saved.' : ''}
        </span>
      </div>
    </form>
  );
}
