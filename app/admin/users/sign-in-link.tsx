import type { SignInLink } from '../../../lib/api/schemas/user-admin-schemas';
import { formatDateTime } from '../../../lib/format/dates';
import { Alert } from '../../../components/alert';
import { CopyButton } from '../../child-windows/copy-button';

/**
 * The one-time sign-in link an administrator hands over to a new (or reset) user: opening it
 * signs the user in, and they then choose their password. Shown once; the server keeps only its hash.
 */
export function SignInLinkNotice({ userName, link }: { userName: string; link: SignInLink }) {
  return (
    <div className="flex flex-col gap-2" aria-label={`One-time sign-in link for ${userName}`} role="group">
      <Alert>
        Give this one-time sign-in link to {userName}. It signs them in once, and they then choose their own password.
        It is valid until {formatDateTime(link.expiresAt)} and is shown only now.
      </Alert>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Sign-in link
        <input
          readOnly
          value={link.url}
          onFocus={(e) => e.currentTarget.select()}
          className="rounded border border-line bg-surface px-3 py-2 font-mono text-xs text-ink"
        />
      </label>
      <CopyButton text={link.url} name={`Copy the sign-in link for ${userName}`} />
      {link.mailedTo && <p className="text-sm">It was also sent by e-mail to {link.mailedTo}.</p>}
    </div>
  );
}
