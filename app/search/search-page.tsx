import { useEffect, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { CodeListId } from '../../lib/codes/list-ids';
import { searchAddress, searchOf, type SearchInAddress } from '../../lib/search/search-address';
import { advancedSearchCriteriaSchema, quickSearchSchema } from '../../lib/search/search-criteria';
import { reportStatusNames } from '../../lib/workflow/report-status';
import { ORI_LENGTH } from '../../lib/validation/input-rules/ori';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { loadCodeLists, useCodeLists } from '../code-lists/code-list-store';
import { reportColumnsFor, useShowsAgencyColumn } from '../reports/report-columns';
import { useAgencyName } from '../admin/names';
import { useActionColumn } from '../reports/report-table-page';
import { useAddressPosition } from '../reports/address-position';
import { Ribbon } from '../layout/ribbon';
import { criteriaOf, emptySearchForm, fieldsOf, formOf, searchFormFields, type SearchForm } from './search-form-state';
import { SEARCH_PAGE_SIZE, type SearchAnswer } from './search-loader';

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

/** Report search and advanced search (see docs/rules/search.md): only reports the user may read come back. */
export function SearchPage() {
  const answer = useLoaderData<SearchAnswer>();
  const { search, position, result } = answer;
  const [quick, setQuick] = useState(search?.kind === 'quick' ? search.text : '');
  const [form, setForm] = useState<SearchForm>(search?.kind === 'advanced' ? formOf(search.fields) : emptySearchForm);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
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
  const fieldErrors = { ...answer.fieldErrors, ...checked };
  const lookup = useCodeLists((s) => s.lookup);
  const actionColumn = useActionColumn('advancedSearch', {
    onChanged: (text) => {
      setNotice({ tone: 'info', text });
      void revalidator.revalidate();
    },
    onError: (text) => setNotice({ tone: 'error', text }),
  });

  useEffect(() => void loadCodeLists(), []);

  // Back or Forward to another search shows its fields as they were searched.
  const searchKey = JSON.stringify(search);
  useEffect(() => {
    if (search?.kind === 'quick') setQuick(search.text);
    if (search?.kind === 'advanced') setForm(formOf(search.fields));
    setChecked({});
    // `searchKey` stands for `search`, a new object on every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey]);

  const open = (next: SearchInAddress) => void navigate({ search: `?${searchAddress(next).toString()}` });

  const set =
    <K extends keyof SearchForm>(key: K) =>
    (value: SearchForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const options = (listId: number, parent?: string) =>
    (lookup ? (parent ? lookup.children(listId, parent) : lookup.entries(listId)) : []).map((e) => ({
      value: e.code,
      label: `${e.code} ${e.label}`,
    }));

  function runQuick(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const parsed = quickSearchSchema.safeParse({ text: quick });
    if (!parsed.success) {
      setChecked({ quick: parsed.error.issues[0]?.message ?? 'Type something to search for.' });
      return;
    }
    setChecked({});
    open({ kind: 'quick', text: parsed.data.text });
  }

  function runAdvanced(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const parsed = advancedSearchCriteriaSchema.safeParse(criteriaOf(form));
    if (!parsed.success) {
      setChecked(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setChecked({});
    open({ kind: 'advanced', fields: fieldsOf(form) });
  }

  const crashTypes = [
    ...options(CodeListId.CrashTypeCollision).map((o) => ({ value: `39:${o.value}`, label: `Manner: ${o.label}` })),
    ...options(CodeListId.CrashTypeHarmfulEvent).map((o) => ({ value: `40:${o.value}`, label: `Event: ${o.label}` })),
  ];
  const showAgency = useShowsAgencyColumn();
  // The name of the agency whose ORI is typed, so a mistyped ORI is noticed before searching.
  const typedOri = form.agencyOri.trim().toUpperCase();
  const agencyName = useAgencyName(typedOri.length === ORI_LENGTH ? typedOri : undefined);

  const text = (key: keyof SearchForm, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form[key]}
      error={fieldErrors[key]}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
    />
  );

  return (
    <>
      <Ribbon title="Report search" />
      <div className="flex flex-col gap-4 p-4">
        <form role="search" aria-label="Quick search" className="flex items-end gap-2" onSubmit={runQuick}>
          <TextField
            label="Quick search"
            hint="Case number, street or report number"
            value={quick}
            error={fieldErrors.quick}
            onChange={(e) => setQuick(e.target.value)}
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
            <Select
              label="County"
              value={form.countyCode}
              onChange={(v) => setForm((f) => ({ ...f, countyCode: v, municipalityCode: '' }))}
              options={options(CodeListId.County)}
            />
            <Select
              label="City or town"
              value={form.municipalityCode}
              onChange={set('municipalityCode')}
              options={form.countyCode ? options(CodeListId.City, form.countyCode) : options(CodeListId.City)}
            />
            {text('streetPrefix', 'Street begins with')}
            <Select
              label="Crash type"
              value={form.crashTypeCode}
              onChange={set('crashTypeCode')}
              options={crashTypes}
            />
            <Select
              label="Injuries"
              value={form.injury}
              onChange={(v) => set('injury')(v as SearchForm['injury'])}
              options={[
                { value: 'yes', label: 'With injuries' },
                { value: 'no', label: 'Without injuries' },
              ]}
            />
            <Select
              label="Fatalities"
              value={form.fatality}
              onChange={(v) => set('fatality')(v as SearchForm['fatality'])}
              options={[
                { value: 'yes', label: 'Fatal' },
                { value: 'no', label: 'Not fatal' },
              ]}
            />
            {text('officer', 'Officer (name or badge)')}
            <Select
              label="Status"
              value={form.status}
              onChange={set('status')}
              options={Object.entries(reportStatusNames).map(([code, name]) => ({ value: code, label: name }))}
            />
            <TextField
              label="Agency (ORI)"
              value={form.agencyOri}
              error={fieldErrors.agencyOri}
              hint={agencyName}
              onChange={(e) => setForm((f) => ({ ...f, agencyOri: e.target.value }))}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" busy={pending?.kind === 'advanced'}>
              Search
            </Button>
            <Button variant="secondary" onClick={() => setForm(emptySearchForm)}>
              Clear
            </Button>
          </div>
        </form>
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
