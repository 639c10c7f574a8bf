import { useEffect, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { z } from 'zod/mini';
import { useLoaderData, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { CodeListId } from '../../lib/codes/list-ids';
import { searchAddress, searchOf, type SearchInAddress } from '../../lib/search/search-address';
import { advancedSearchCriteriaSchema, quickSearchSchema, type QuickSearch } from '../../lib/search/search-criteria';
import { reportStatusNames } from '../../lib/workflow/report-status';
import { ORI_LENGTH } from '../../lib/validation/input-rules/ori';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { SelectField } from '../../components/select-field';
import { TextField, type TextFieldProps } from '../../components/text-field';
import { useCodeLists, useCodeListsApi } from '../code-lists/code-list-store';
import { reportColumnsFor, useShowsAgencyColumn } from '../reports/report-columns';
import { useAgencyName } from '../admin/names';
import { useActionColumn } from '../reports/report-table-page';
import { useAddressPosition } from '../reports/address-position';
import { Ribbon } from '../layout/ribbon';
import { criteriaOf, emptySearchForm, fieldsOf, formOf, searchFormFields, type SearchForm } from './search-form-state';
import { SEARCH_PAGE_SIZE, type SearchAnswer } from './search-loader';
import { BatchExportDialog } from './batch-export-dialog';
import { useAbility } from '../session/use-ability';
import { subjectOf } from '../../lib/auth/permissions/ability';

// The route takes the page and its loader from one chunk (router.tsx).
export { searchLoader } from './search-loader';

const resultColumns = [
  'caseNumber',
  'dateOfCrash',
  'location',
  'injuries',
  'author',
  'department',
  'status',
  'lastUpdated',
] as const;

const Select = (props: Omit<Parameters<typeof SelectField>[0], 'anyLabel'>) => (
  <SelectField {...props} anyLabel="Any" />
);

/**
 * A text field of a search form; not the shared FormTextField, whose chunk travels with
 * server-field-errors: a search has no server refusal to show, and sharing that chunk split it
 * so small that the build merged it into the first screens' bundle, over its byte budget.
 */
function SearchText<F extends FieldValues>({
  control,
  name,
  ...rest
}: Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'name'> & { control: Control<F>; name: Path<F> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...rest}
          value={field.value as string}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

interface QuickForm {
  text: string;
}
const quickResolver = zodResolver(quickSearchSchema) as unknown as Resolver<QuickForm, unknown, QuickSearch>;
// The form keeps its own text, which the address holds: the check's answer is only whether, and where, it is wrong.
const advancedResolver = zodResolver(z.pipe(z.transform(criteriaOf), advancedSearchCriteriaSchema), undefined, {
  raw: true,
}) as unknown as Resolver<SearchForm>;

/** Report search and advanced search (see docs/rules/search.md): only reports the user may read come back. */
export function SearchPage() {
  const answer = useLoaderData<SearchAnswer>();
  const { search, position, result } = answer;
  const quickForm = useForm<QuickForm, unknown, QuickSearch>({
    resolver: quickResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { text: search?.kind === 'quick' ? search.text : '' },
  });
  const advancedForm = useForm<SearchForm>({
    resolver: advancedResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: search?.kind === 'advanced' ? formOf(search.fields) : emptySearchForm,
  });
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const ability = useAbility();
  const mayExport = ability.can('export', 'Report');
  // Another agency's report is in reach only for a caller whose export rules reach every agency.
  const exportsEveryAgency = ability.can('export', subjectOf('Report', { agencyOri: '', authorUserId: 0 }));
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { sort, onSort, onPage } = useAddressPosition();
  // The search on its way: a new address being read, or this one read again after a change.
  const pending =
    navigation.state === 'loading' && navigation.location.pathname === '/search'
      ? searchOf(new URLSearchParams(navigation.location.search), searchFormFields)
      : revalidator.state === 'loading'
        ? search
        : null;
  // The form's own check first; what the loader found wrong in an address typed by hand after.
  const quickError = quickForm.formState.errors.text?.message ?? answer.fieldErrors?.quick;
  const advancedErrors = advancedForm.formState.errors;
  const errorOf = (key: keyof SearchForm) => advancedErrors[key]?.message ?? answer.fieldErrors?.[key];
  const codeLists = useCodeListsApi();
  const lookup = useCodeLists((s) => s.lookup);
  const actionColumn = useActionColumn('advancedSearch', {
    onChanged: (text) => {
      setNotice({ tone: 'info', text });
      void revalidator.revalidate();
    },
    onError: (text) => setNotice({ tone: 'error', text }),
  });

  useEffect(() => void codeLists.load(), [codeLists]);

  // Back or Forward to another search shows its fields as they were searched; the other form keeps
  // what was typed in it, and neither keeps a message about an earlier search.
  const searchKey = JSON.stringify(search);
  useEffect(() => {
    if (search?.kind === 'quick') quickForm.reset({ text: search.text });
    else quickForm.clearErrors();
    if (search?.kind === 'advanced') advancedForm.reset(formOf(search.fields));
    else advancedForm.clearErrors();
    // `searchKey` stands for `search`, a new object on every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey]);

  const open = (next: SearchInAddress) => void navigate({ search: `?${searchAddress(next).toString()}` });

  const options = (listId: number, parent?: string) =>
    (lookup ? (parent ? lookup.children(listId, parent) : lookup.entries(listId)) : []).map((e) => ({
      value: e.code,
      label: `${e.code} ${e.label}`,
    }));

  // Either form's search replaces the messages of both, as the page shows one search at a time.
  function runQuick(e: FormEvent) {
    setNotice(null);
    advancedForm.clearErrors();
    void quickForm.handleSubmit(({ text }) => open({ kind: 'quick', text }))(e);
  }

  function runAdvanced(e: FormEvent) {
    setNotice(null);
    quickForm.clearErrors();
    void advancedForm.handleSubmit((form) => open({ kind: 'advanced', fields: fieldsOf(form) }))(e);
  }

  const crashTypes = [
    ...options(CodeListId.CrashTypeCollision).map((o) => ({ value: `39:${o.value}`, label: `Manner: ${o.label}` })),
    ...options(CodeListId.CrashTypeHarmfulEvent).map((o) => ({ value: `40:${o.value}`, label: `Event: ${o.label}` })),
  ];
  const showAgency = useShowsAgencyColumn();
  // The name of the agency whose ORI is typed, so a mistyped ORI is noticed before searching.
  const typedOri = useWatch({ control: advancedForm.control, name: 'agencyOri' }).trim().toUpperCase();
  const countyCode = useWatch({ control: advancedForm.control, name: 'countyCode' });
  const agencyName = useAgencyName(typedOri.length === ORI_LENGTH ? typedOri : undefined);

  const { control } = advancedForm;
  const text = (key: keyof SearchForm, label: string, type = 'text') => (
    <SearchText control={control} name={key} label={label} type={type} error={errorOf(key)} />
  );
  const select = (
    key: keyof SearchForm,
    label: string,
    choices: { value: string; label: string }[],
    onChosen?: (value: string) => void,
  ) => (
    <Controller
      control={control}
      name={key}
      render={({ field }) => (
        <Select
          label={label}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onChosen?.(value);
          }}
          options={choices}
        />
      )}
    />
  );

  return (
    <>
      <Ribbon title="Report search" />
      <div className="flex flex-col gap-4 p-4">
        <form role="search" aria-label="Quick search" className="flex items-end gap-2" onSubmit={runQuick}>
          <SearchText
            control={quickForm.control}
            name="text"
            label="Quick search"
            hint="Case number, street or report number"
            error={quickError}
            className="w-80"
          />
          <Button type="submit" busy={pending?.kind === 'quick'}>
            Search
          </Button>
        </form>
        <form
          aria-label="Advanced search"
          className="flex flex-col gap-3 rounded border border-line bg-panel p-4"
          onSubmit={runAdvanced}
        >
          <h2 className="text-lg font-semibold">Advanced search</h2>
          <p className="text-sm text-muted">Without dates the search covers the last 90 days.</p>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
            {text('caseNumber', 'Case number')}
            {text('dateFrom', 'Crash date from', 'date')}
            {text('dateTo', 'Crash date to', 'date')}
            {select('countyCode', 'County', options(CodeListId.County), () =>
              advancedForm.setValue('municipalityCode', ''),
            )}
            {select(
              'municipalityCode',
              'City or town',
              countyCode ? options(CodeListId.City, countyCode) : options(CodeListId.City),
            )}
            {text('streetPrefix', 'Street begins with')}
            {select('crashTypeCode', 'Crash type', crashTypes)}
            {select('injury', 'Injuries', [
              { value: 'yes', label: 'With injuries' },
              { value: 'no', label: 'Without injuries' },
            ])}
            {select('fatality', 'Fatalities', [
              { value: 'yes', label: 'Fatal' },
              { value: 'no', label: 'Not fatal' },
            ])}
            {text('officer', 'Officer (name or badge)')}
            {select(
              'status',
              'Status',
              Object.entries(reportStatusNames).map(([code, name]) => ({ value: code, label: name })),
            )}
            <SearchText
              control={control}
              name="agencyOri"
              label="Agency (ORI)"
              error={errorOf('agencyOri')}
              hint={agencyName}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" busy={pending?.kind === 'advanced'}>
              Search
            </Button>
            <Button variant="secondary" onClick={() => advancedForm.reset(emptySearchForm, { keepErrors: true })}>
              Clear
            </Button>
            {mayExport && (
              <Button id="batch-export-opener" variant="secondary" onClick={() => setExporting(true)}>
                Batch export…
              </Button>
            )}
          </div>
        </form>
        {exporting && <BatchExportDialog everyAgency={exportsEveryAgency} onClose={() => setExporting(false)} />}
        {answer.error && <Alert tone="error">{answer.error}</Alert>}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {result && (
          <section aria-label="Search results" className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">Results{result.range ? `: ${result.range}` : ''}</h2>
            <DataTable
              caption="Search results"
              columns={[...reportColumnsFor(resultColumns, showAgency), ...(actionColumn ? [actionColumn] : [])]}
              rows={result.rows}
              rowKey={(r) => r.id}
              sort={sort}
              onSort={onSort}
              empty="No report matches."
              page={position.page}
              pageSize={SEARCH_PAGE_SIZE}
              total={result.total}
              totalEstimated={result.totalEstimated}
              hasNext={result.next !== undefined}
              onPage={(p) => onPage(p, result.next)}
            />
          </section>
        )}
      </div>
    </>
  );
}
