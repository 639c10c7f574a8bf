import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { exportReportByEmail } from '../../lib/api/calls/calls-export';
import { giveReportCopy } from '../../lib/api/calls/calls-release';
import {
  copyKindLabels,
  permissibleUses,
  requesterKindLabels,
  requesterKinds,
  PROOF_MAX_LENGTH,
  REQUESTER_NAME_MAX_LENGTH,
  type CopyKind,
} from '../../lib/releases/release-rules';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useApiClient } from '../api/api-client-context';
import { messagesAt } from '../api/refusal-messages';
import { useMutation } from '../api/use-mutation';
import { saveBlob } from '../session/bearer-download';
import { useAbility, type reportSubject } from '../session/use-ability';
import { choiceRefusals, copyChoiceFields, fullCopyBar, pdfOf, releaseOf, type CopyChoice } from './give-copy-request';

const PUBLIC_COPY_LEAVES_OUT =
  'The public copy leaves out names, addresses but the five-digit ZIP, birth dates, phone numbers, e-mail addresses, licence numbers, policy numbers, medical details and private photos.';

/** A group of radio buttons under its legend, with its hint and its refusal tied to the group. */
function Choices<V extends string>({
  legend,
  value,
  onChange,
  options,
  hint,
  error,
}: {
  legend: string;
  value: V;
  onChange: (value: V) => void;
  options: { value: V; label: string; disabled?: boolean }[];
  hint?: string;
  error?: string | undefined;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={described}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={`flex items-center gap-2 text-sm ${o.disabled ? 'text-muted' : ''}`}>
          <input
            type="radio"
            name={id}
            value={o.value}
            checked={value === o.value}
            disabled={o.disabled}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Gives a copy of a report, printed (a PDF saved) or sent by e-mail, and the server logs it as a
 * release: which copy (the full one, or the public one without the personal data of 18 U.S.C.
 * 2725) and for whom (the agency's own work, or a requester, who must claim a permissible use of
 * 2721(b) for the full copy). The full copy is offered only to whom the server would give it, and
 * lib's rule is checked before anything is sent; each refusal shows at its field.
 */
export function GiveCopyDialog({
  report,
  subject,
  delivery,
  onClose,
  onGiven,
}: {
  /** The report and how the screen names it ("A1", "report 17"). */
  report: { id: number; name: string };
  /** The report as CASL judges it (reportSubject). */
  subject: ReturnType<typeof reportSubject>;
  delivery: 'print' | 'email';
  onClose: () => void;
  /** What was given, in words for the screen's notice. */
  onGiven: (message: string) => void;
}) {
  const api = useApiClient();
  const ability = useAbility();
  const may = {
    readPersonalData: ability.can('readPersonalData', subject),
    giveFullCopy: ability.can('giveFullCopy', subject),
  };
  const [choice, setChoice] = useState<CopyChoice>({
    copy: may.readPersonalData ? 'full' : 'public',
    forWhom: 'agency',
    name: '',
    kind: '',
    permissibleUse: '',
    proof: '',
  });
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const bar = fullCopyBar(may, choice.forWhom);
  // A choice the role cannot make any more (the requester chosen after the full copy) falls back to the public one.
  const shown: CopyChoice = bar ? { ...choice, copy: 'public' } : choice;
  const set = <K extends keyof CopyChoice>(key: K, value: CopyChoice[K]) => setChoice((c) => ({ ...c, [key]: value }));
  const copyWords = (copy: CopyKind) => copyKindLabels[copy].toLowerCase();

  const giving = useMutation(
    async (): Promise<string> => {
      const release = releaseOf(shown);
      if (delivery === 'print') {
        const answer = await api.call(giveReportCopy, { id: report.id, ...release });
        saveBlob(pdfOf(answer.pdf), answer.fileName);
        return `The ${copyWords(answer.release.copy)} of ${report.name} was saved as ${answer.fileName}.`;
      }
      const answer = await api.call(exportReportByEmail, {
        id: report.id,
        to,
        ...(message.trim() ? { message } : {}),
        ...release,
      });
      return answer.delivery === 'smtp'
        ? `The ${copyWords(answer.copy)} of ${report.name} was sent to ${answer.to}.`
        : `No mail server is configured: the ${copyWords(answer.copy)} to ${answer.to} was kept in the outbox for an administrator.`;
    },
    (refusal) =>
      messagesAt(
        refusal,
        delivery === 'email' ? [...copyChoiceFields, 'to', 'message'] : copyChoiceFields,
        delivery === 'print' ? 'The copy could not be printed.' : 'The report could not be sent.',
      ),
  );
  const errors = giving.errors;

  // As a form with a resolver does: a refused field takes the focus, so the keyboard is where the message is.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).some((k) => k !== 'form'))
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function give(e: FormEvent) {
    e.preventDefault();
    const refused = choiceRefusals(shown);
    if (Object.keys(refused).length > 0) return giving.refuse(refused);
    const { data } = await giving.run();
    if (data) {
      onGiven(data);
      onClose();
    }
  }

  const title = delivery === 'print' ? `Print a copy of ${report.name}` : 'Export report by email';
  return (
    <Dialog open title={title} onClose={onClose}>
      <form ref={form} className="flex flex-col gap-4" noValidate aria-label={title} onSubmit={(e) => void give(e)}>
        {giving.error && <Alert tone="error">{giving.error}</Alert>}
        <Choices<CopyKind>
          legend="Copy"
          value={shown.copy}
          onChange={(v) => set('copy', v)}
          options={[
            { value: 'full', label: copyKindLabels.full, disabled: bar !== '' },
            { value: 'public', label: copyKindLabels.public },
          ]}
          hint={bar ? `${bar} ${PUBLIC_COPY_LEAVES_OUT}` : PUBLIC_COPY_LEAVES_OUT}
          error={errors.copy}
        />
        <Choices<CopyChoice['forWhom']>
          legend="For"
          value={shown.forWhom}
          onChange={(v) => set('forWhom', v)}
          options={[
            { value: 'agency', label: 'Our agency’s own work' },
            { value: 'requester', label: 'A requester' },
          ]}
        />
        {shown.forWhom === 'requester' && (
          <>
            <TextField
              label="Requester’s name"
              value={shown.name}
              maxLength={REQUESTER_NAME_MAX_LENGTH}
              error={errors['requester.name']}
              onChange={(e) => set('name', e.target.value)}
            />
            <SelectField
              label="Kind of requester"
              value={shown.kind}
              anyLabel="Choose…"
              options={requesterKinds.map((k) => ({ value: k, label: requesterKindLabels[k] }))}
              error={errors['requester.kind']}
              onChange={(v) => set('kind', v as CopyChoice['kind'])}
            />
          </>
        )}
        {shown.forWhom === 'requester' && shown.copy === 'full' && (
          <>
            <SelectField
              label="Permissible use claimed (18 U.S.C. 2721(b))"
              value={shown.permissibleUse}
              anyLabel="Choose…"
              options={permissibleUses.map((u) => ({ value: u.code, label: u.label }))}
              error={errors['requester.permissibleUse']}
              onChange={(v) => set('permissibleUse', v as CopyChoice['permissibleUse'])}
            />
            <TextField
              label="Proof seen"
              value={shown.proof}
              maxLength={PROOF_MAX_LENGTH}
              hint="What showed the use: a claim letter, a court order, an ID."
              error={errors['requester.proof']}
              onChange={(e) => set('proof', e.target.value)}
            />
          </>
        )}
        {delivery === 'email' && (
          <>
            <TextField
              label="To (e-mail address)"
              type="email"
              value={to}
              error={errors.to}
              onChange={(e) => setTo(e.target.value)}
            />
            <TextField
              label="Message (optional)"
              value={message}
              maxLength={2000}
              error={errors.message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={giving.busy}>
            {delivery === 'print' ? 'Print' : 'Send'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
