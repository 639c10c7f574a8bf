import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AgencyRow } from '../../../lib/api/schemas/agency-schemas';
import { saveAgency } from '../../../lib/api/calls/calls-agency';
import { mayEditAgencyField } from '../../../lib/auth/permissions/agency-permissions';
import {
  ADDITIONAL_INFO_MAX_CHARS,
  agencyNameProblem,
  parseAdditionalInfo,
} from '../../../lib/validation/input-rules/agency-fields';
import { DEFAULT_STATE, ORI_LENGTH, oriProblem } from '../../../lib/validation/input-rules/ori';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { ApiClientError, callApi } from '../../api/client';
import { useAbility } from '../../session/use-ability';
import { agencyNames } from './agency-names';

type Field = 'ori' | 'name' | 'additionalInfo';

/** The additional information as the text area shows it: the object's JSON, indented. */
const infoText = (info: Record<string, unknown>) => (Object.keys(info).length ? JSON.stringify(info, null, 2) : '');

/**
 * Create agency (no `agency`) or Edit agency. Each field shows its message where it is, from the
 * same rules the server applies as typed and from the server's answer; the ORI is typed only when
 * creating, and a field the user may not change is shown read-only.
 */
export function AgencyDialog({
  agency,
  onClose,
  onSaved,
}: {
  agency: AgencyRow | null;
  onClose: () => void;
  onSaved: (row: AgencyRow, message: string) => void;
}) {
  const ability = useAbility();
  const isNew = agency === null;
  const [ori, setOri] = useState(agency?.ori ?? '');
  const [name, setName] = useState(agency?.name ?? '');
  const [info, setInfo] = useState(infoText(agency?.additionalInfo ?? {}));
  const [touched, setTouched] = useState<Set<Field>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const infoId = useId();
  const form = useRef<HTMLFormElement>(null);
  // Each refused save moves the focus to the first field with a message, so it is read out.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const mayName = isNew || mayEditAgencyField(ability, { ori }, 'name');
  const mayInfo = isNew || mayEditAgencyField(ability, { ori }, 'additionalInfo');
  const parsedInfo = parseAdditionalInfo(info);
  const shown = (field: Field, problem: string | null) =>
    serverErrors[field] ?? (touched.has(field) ? (problem ?? undefined) : undefined);
  const errors: Record<Field, string | undefined> = {
    ori: isNew ? shown('ori', oriProblem(ori)) : undefined,
    name: mayName ? shown('name', agencyNameProblem(name)) : undefined,
    // The JSON is checked as it is typed, every keystroke.
    additionalInfo: serverErrors.additionalInfo ?? parsedInfo.problem ?? undefined,
  };

  const change = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setTouched((t) => new Set(t).add(field));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setTouched(new Set<Field>(['ori', 'name', 'additionalInfo']));
    const invalid = (isNew && oriProblem(ori)) || (mayName && agencyNameProblem(name)) || parsedInfo.problem;
    if (invalid) {
      setRefusals((n) => n + 1);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const row = await callApi(saveAgency, {
        isNew,
        ori,
        name,
        additionalInfo: parsedInfo.value ?? {},
        ...(agency ? { expectedUpdatedAt: agency.updatedAt } : {}),
      });
      agencyNames.remember(row.ori, row.name);
      onSaved(row, isNew ? `Agency ${row.ori} was created.` : `Agency ${row.ori} was saved.`);
    } catch (e) {
      setBusy(false);
      if (!(e instanceof ApiClientError)) {
        setError('The agency could not be saved.');
        return;
      }
      const atFields: Partial<Record<Field, string>> = {};
      for (const f of e.fieldErrors) {
        const field = f.path.replace(/^payload\./, '').split('.')[0] as Field;
        if (field === 'ori' || field === 'name' || field === 'additionalInfo') atFields[field] ??= f.message;
      }
      setServerErrors(atFields);
      if (Object.keys(atFields).length === 0) setError(e.message);
      else setRefusals((n) => n + 1);
    }
  }

  const title = isNew ? 'Create agency' : `Edit agency ${agency.ori}`;
  return (
    <Dialog open title={title} onClose={onClose}>
      <form ref={form} className="flex flex-col gap-3" noValidate onSubmit={(e) => void save(e)}>
        {error && <Alert tone="error">{error}</Alert>}
        {isNew ? (
          <TextField
            label="ORI"
            value={ori}
            maxLength={ORI_LENGTH + 5}
            autoComplete="off"
            spellCheck={false}
            hint={`${ORI_LENGTH} upper-case letters and digits, starting with ${DEFAULT_STATE}.`}
            error={errors.ori}
            onChange={(e) => change('ori', setOri)(e.target.value.toUpperCase())}
          />
        ) : (
          <TextField label="ORI" value={ori} readOnly hint="The ORI of an agency never changes." />
        )}
        <TextField
          label="Name"
          value={name}
          readOnly={!mayName}
          hint={mayName ? undefined : 'Only a state administrator changes the agency’s name.'}
          error={errors.name}
          onChange={(e) => change('name', setName)(e.target.value)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={infoId} className="text-sm font-medium">
            Additional information (JSON object)
          </label>
          <textarea
            id={infoId}
            rows={6}
            value={info}
            readOnly={!mayInfo}
            spellCheck={false}
            aria-invalid={errors.additionalInfo ? true : undefined}
            aria-describedby={`${infoId}-hint${errors.additionalInfo ? ` ${infoId}-error` : ''}`}
            onChange={(e) => change('additionalInfo', setInfo)(e.target.value)}
            className="rounded border border-line bg-panel px-3 py-2 font-mono text-sm text-ink aria-[invalid=true]:border-danger"
          />
          <p id={`${infoId}-hint`} className="text-xs text-muted">
            {`For example {"phone": "317-555-0100"}; at most ${ADDITIONAL_INFO_MAX_CHARS.toLocaleString('en-US')} characters. Leave it empty for none.`}
          </p>
          {errors.additionalInfo && (
            <p id={`${infoId}-error`} className="text-sm text-danger" role="alert">
              {errors.additionalInfo}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? 'Saving…' : isNew ? 'Create' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
