import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { crashFilterSchema, CRASH_DATA_DEFAULT_MONTHS, type CrashFilter } from '../../lib/analysis/crash-filter';
import { KABCO_LEVELS, KABCO_NAMES } from '../../lib/analysis/crash-severity';
import { CodeListId } from '../../lib/codes/list-ids';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { Toggle } from '../../components/toggle';
import { useCodeLists, useCodeListsApi } from '../code-lists/code-list-store';
import { emptyCrashFilterForm, filterOfForm, type CrashFilterForm } from './crash-filter-form-state';

// The form keeps its own text, which the address holds: the check's answer is only whether, and where, it is wrong.
const resolver = zodResolver(z.pipe(z.transform(filterOfForm), crashFilterSchema), undefined, {
  raw: true,
}) as unknown as Resolver<CrashFilterForm>;

const yesNoChoices = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/**
 * The crash data screen's filters (docs/rules/crash-data.md, "Filters"): checked by the shared
 * schema, then handed on as the filter the address keeps. `errors` are the loader's, for an
 * address typed or edited by hand, or the server's refusal of the range.
 */
export function CrashFilterFormView({
  form: shown,
  errors: refused,
  everyAgency,
  busy,
  onFilter,
}: {
  form: CrashFilterForm;
  errors: Record<string, string> | undefined;
  everyAgency: boolean;
  busy: boolean;
  onFilter: (filter: CrashFilter) => void;
}) {
  const form = useForm<CrashFilterForm>({
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    defaultValues: shown,
  });
  const codeLists = useCodeListsApi();
  const lookup = useCodeLists((s) => s.lookup);
  useEffect(() => void codeLists.load(), [codeLists]);
  const shownKey = JSON.stringify(shown);
  useEffect(() => {
    form.reset(shown);
    // `shownKey` stands for `shown`, a new object on every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey]);

  const { control } = form;
  const countyCode = useWatch({ control, name: 'countyCode' });
  const errorOf = (key: keyof CrashFilterForm) => form.formState.errors[key]?.message ?? refused?.[key];
  const options = (listId: number, parent?: string) =>
    (lookup ? (parent ? lookup.children(listId, parent) : lookup.entries(listId)) : []).map((e) => ({
      value: e.code,
      label: `${e.code} ${e.label}`,
    }));
  const crashTypes = [
    ...options(CodeListId.CrashTypeCollision).map((o) => ({ value: `39:${o.value}`, label: `Manner: ${o.label}` })),
    ...options(CodeListId.CrashTypeHarmfulEvent).map((o) => ({ value: `40:${o.value}`, label: `Event: ${o.label}` })),
  ];

  const text = (key: 'dateFrom' | 'dateTo' | 'agencyOri', label: string, type = 'text') => (
    <Controller
      control={control}
      name={key}
      render={({ field }) => (
        <TextField
          label={label}
          type={type}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={errorOf(key)}
        />
      )}
    />
  );
  const select = (
    key: Exclude<keyof CrashFilterForm, 'severity' | 'includeInProgress'>,
    label: string,
    choices: { value: string; label: string }[],
    onChosen?: () => void,
  ) => (
    <Controller
      control={control}
      name={key}
      render={({ field }) => (
        <SelectField
          label={label}
          anyLabel="Any"
          value={field.value}
          error={errorOf(key)}
          onChange={(value) => {
            field.onChange(value);
            onChosen?.();
          }}
          options={choices}
        />
      )}
    />
  );

  return (
    <form
      aria-label="Crash data filters"
      className="flex flex-col gap-3 rounded border border-line bg-panel p-4"
      onSubmit={(e) => void form.handleSubmit((values) => onFilter(crashFilterSchema.parse(filterOfForm(values))))(e)}
    >
      <p className="text-sm text-muted">
        Without dates the counts cover the last {CRASH_DATA_DEFAULT_MONTHS} months. Accepted reports count, each crash
        once.
      </p>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {text('dateFrom', 'Crash date from', 'date')}
        {text('dateTo', 'Crash date to', 'date')}
        {everyAgency && text('agencyOri', 'Agency (ORI)')}
        {select('countyCode', 'County', options(CodeListId.County), () => form.setValue('municipalityCode', ''))}
        {select(
          'municipalityCode',
          'City or town',
          countyCode ? options(CodeListId.City, countyCode) : options(CodeListId.City),
        )}
        {select('crashTypeCode', 'Crash type', crashTypes)}
        {select('mannerOfCollision', 'Manner of collision', options(CodeListId.CrashTypeCollision))}
        {select('primaryFactor', 'Primary factor', options(CodeListId.PrimaryFactor))}
        {select('hitAndRun', 'Hit and run', yesNoChoices)}
        {select('commercialVehicle', 'Commercial vehicle involved', yesNoChoices)}
      </div>
      <Controller
        control={control}
        name="severity"
        render={({ field }) => (
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-medium">Severity (any picked; none picked: all)</legend>
            {KABCO_LEVELS.map((level) => (
              <label key={level} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand"
                  checked={field.value.includes(level)}
                  onChange={(e) =>
                    field.onChange(
                      e.target.checked
                        ? KABCO_LEVELS.filter((l) => l === level || field.value.includes(l))
                        : field.value.filter((l) => l !== level),
                    )
                  }
                />
                {KABCO_NAMES[level]}
              </label>
            ))}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="includeInProgress"
        render={({ field }) => (
          <Toggle
            label="Include reports in progress"
            description="Reports still being written or reviewed count too."
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <div className="flex gap-2">
        <Button type="submit" busy={busy}>
          Show
        </Button>
        <Button variant="secondary" onClick={() => form.reset(emptyCrashFilterForm, { keepErrors: true })}>
          Clear
        </Button>
      </div>
    </form>
  );
}
