import { useEffect, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { AgencyRow } from '../../../lib/api/schemas/agency-schemas';
import { saveAgency } from '../../../lib/api/calls/admin/calls-agency';
import { mayEditAgencyField } from '../../../lib/auth/permissions/agency-permissions';
import {
  ADDITIONAL_INFO_MAX_CHARS,
  agencyNameProblem,
  parseAdditionalInfo,
} from '../../../lib/validation/input-rules/agency-fields';
import { DEFAULT_STATE, ORI_LENGTH, oriProblem } from '../../../lib/validation/input-rules/ori';
import {
  deadlineDaysProblem,
  REPORT_DUE_DAYS_DEFAULT,
  REVIEW_DUE_DAYS_DEFAULT,
} from '../../../lib/workflow/deadlines/report-deadlines';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { showServerErrors } from '../../api/server-field-errors';
import { useAbility } from '../../session/use-ability';
import { useAgencyNameCache } from './agency-names';
import { useApiClient } from '../../api/api-client-context';

type Form = { ori: string; name: string; additionalInfo: string; reportDueDays: string; reviewDueDays: string };

/** A period as typed: empty is the default (null), digits a number, anything else a number no rule accepts. */
const daysOf = (text: string): number | null =>
  text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : NaN;

const deadlineFields = [
  {
    name: 'reportDueDays',
    label: 'Reports due (days after the crash)',
    hint: `Empty for the default, ${REPORT_DUE_DAYS_DEFAULT} days. A draft or rejected report is overdue from the day after.`,
  },
  {
    name: 'reviewDueDays',
    label: 'Reviews due (days after Send to)',
    hint: `Empty for the default, ${REVIEW_DUE_DAYS_DEFAULT} days, until the report is accepted or rejected.`,
  },
] as const;

/** The additional information as the text area shows it: the object's JSON, indented. */
const infoText = (info: Record<string, unknown>) => (Object.keys(info).length ? JSON.stringify(info, null, 2) : '');

/** A text checked by one of the shared rules (lib/validation), in that rule's words. */
const checkedBy = (problem: (value: string) => string | null) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const found = problem(value);
      if (found) ctx.addIssue({ code: 'custom', message: found });
    }),
  );

/**
 * The form's check, with the rules the server applies: the ORI only when it is typed (creating),
 * the name only when the user may change it, the additional information always (it is JSON text here).
 */
const formSchema = (isNew: boolean, mayName: boolean) =>
  z.object({
    // oriSchema's own rule, wrapped here: using oriSchema itself made the build move 2 kB into the first screens' bundle.
    ori: isNew ? checkedBy((ori) => oriProblem(ori)) : z.string(),
    name: mayName ? checkedBy(agencyNameProblem) : z.string(),
    additionalInfo: checkedBy((text) => parseAdditionalInfo(text).problem),
    reportDueDays: checkedBy((text) => deadlineDaysProblem(daysOf(text), 'Reports due')),
    reviewDueDays: checkedBy((text) => deadlineDaysProblem(daysOf(text), 'Reviews due')),
  });

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
  const api = useApiClient();
  const ability = useAbility();
  const agencyNames = useAgencyNameCache();
  const isNew = agency === null;
  const ori = agency?.ori ?? '';
  const mayName = isNew || mayEditAgencyField(ability, { ori }, 'name');
  const mayInfo = isNew || mayEditAgencyField(ability, { ori }, 'additionalInfo');
  const mayDeadline = (field: 'reportDueDays' | 'reviewDueDays') =>
    isNew || mayEditAgencyField(ability, { ori }, field);
  const infoId = useId();
  const form = useRef<HTMLFormElement>(null);
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Form>({
    // Each field is checked as it is typed, the JSON every keystroke.
    mode: 'onChange',
    resolver: zodResolver(formSchema(isNew, mayName)),
    defaultValues: {
      ori,
      name: agency?.name ?? '',
      additionalInfo: infoText(agency?.additionalInfo ?? {}),
      reportDueDays: String(agency?.reportDueDays ?? ''),
      reviewDueDays: String(agency?.reviewDueDays ?? ''),
    },
  });

  // Each refused save moves the focus to the first field with a message, so it is read out.
  useEffect(() => {
    if (submitCount) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  // As the user dialog's save: the form's own submit state is the busy button and the messages.
  const save = handleSubmit(async (values) => {
    try {
      const row = await api.call(saveAgency, {
        isNew,
        ori: values.ori,
        name: values.name,
        additionalInfo: parseAdditionalInfo(values.additionalInfo).value ?? {},
        // A period the user may not change is left out, so the agency keeps it.
        ...(mayDeadline('reportDueDays') ? { reportDueDays: daysOf(values.reportDueDays) } : {}),
        ...(mayDeadline('reviewDueDays') ? { reviewDueDays: daysOf(values.reviewDueDays) } : {}),
        ...(agency ? { expectedUpdatedAt: agency.updatedAt } : {}),
      });
      agencyNames.remember(row.ori, row.name);
      onSaved(row, isNew ? `Agency ${row.ori} was created.` : `Agency ${row.ori} was saved.`);
    } catch (e) {
      showServerErrors(e, setError, {
        fallback: 'The agency could not be saved.',
        fields: ['ori', 'name', 'additionalInfo', 'reportDueDays', 'reviewDueDays'],
      });
    }
  });

  const title = isNew ? 'Create agency' : `Edit agency ${agency.ori}`;
  return (
    <Dialog open title={title} onClose={onClose}>
      <form ref={form} className="flex flex-col gap-3" noValidate onSubmit={(e) => void save(e)}>
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        {isNew ? (
          <Controller
            control={control}
            name="ori"
            render={({ field: { value, onChange, onBlur } }) => (
              <TextField
                label="ORI"
                value={value}
                maxLength={ORI_LENGTH + 5}
                autoComplete="off"
                spellCheck={false}
                hint={`${ORI_LENGTH} upper-case letters and digits, starting with ${DEFAULT_STATE}.`}
                error={errors.ori?.message}
                onBlur={onBlur}
                onChange={(e) => {
                  onChange(e.target.value.toUpperCase());
                  clearErrors('root');
                }}
              />
            )}
          />
        ) : (
          <TextField label="ORI" value={ori} readOnly hint="The ORI of an agency never changes." />
        )}
        <Controller
          control={control}
          name="name"
          render={({ field: { value, onChange, onBlur } }) => (
            <TextField
              label="Name"
              value={value}
              readOnly={!mayName}
              hint={mayName ? undefined : 'Only a state administrator changes the agency’s name.'}
              error={errors.name?.message}
              onBlur={onBlur}
              onChange={(e) => {
                onChange(e.target.value);
                clearErrors('root');
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="additionalInfo"
          render={({ field: { value, onChange, onBlur } }) => (
            <div className="flex flex-col gap-1">
              <label htmlFor={infoId} className="text-sm font-medium">
                Additional information (JSON object)
              </label>
              <textarea
                id={infoId}
                rows={6}
                value={value}
                readOnly={!mayInfo}
                spellCheck={false}
                aria-invalid={errors.additionalInfo ? true : undefined}
                aria-describedby={`${infoId}-hint${errors.additionalInfo ? ` ${infoId}-error` : ''}`}
                onBlur={onBlur}
                onChange={(e) => {
                  onChange(e.target.value);
                  clearErrors('root');
                }}
                className="rounded border border-line bg-panel px-3 py-2 font-mono text-sm text-ink aria-[invalid=true]:border-danger"
              />
              <p id={`${infoId}-hint`} className="text-xs text-muted">
                {`For example {"phone": "317-555-0100"}; at most ${ADDITIONAL_INFO_MAX_CHARS.toLocaleString('en-US')} characters. Leave it empty for none.`}
              </p>
              {errors.additionalInfo?.message && (
                <p id={`${infoId}-error`} className="text-sm text-danger" role="alert">
                  {errors.additionalInfo.message}
                </p>
              )}
            </div>
          )}
        />
        {deadlineFields.map(({ name, label, hint }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: { value, onChange, onBlur } }) => (
              <TextField
                label={label}
                value={value}
                inputMode="numeric"
                maxLength={4}
                readOnly={!mayDeadline(name)}
                hint={hint}
                error={errors[name]?.message}
                onBlur={onBlur}
                onChange={(e) => {
                  onChange(e.target.value);
                  clearErrors('root');
                }}
              />
            )}
          />
        ))}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? 'Saving…' : isNew ? 'Create' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
