import { useEffect, useState, type FormEvent } from 'react';
import { advancedSearch, quickSearch } from '../../lib/api/calls/calls-search';
import type { ReportPageResult, ReportSortKey } from '../../lib/api/schemas/report-schemas';
import { CodeListId } from '../../lib/codes/list-ids';
import { formatDate } from '../../lib/format/dates';
import { advancedSearchCriteriaSchema, quickSearchSchema } from '../../lib/search/search-criteria';
import { reportStatusNames } from '../../lib/workflow/report-status';
import { ORI_LENGTH } from '../../lib/validation/input-rules/ori';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { DataTable, type Sort } from '../../components/data-table';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { callApi } from '../api/client';
import { loadCodeLists, useCodeLists } from '../code-lists/code-list-store';
import { reportColumnsFor, useShowsAgencyColumn } from '../reports/report-columns';
import { useAgencyName } from '../admin/names';
import { useActionColumn } from '../reports/report-table-page';
import { useKeysetPaging } from '../reports/keyset-paging';
import { messageOf } from '../reports/send-to-dialog';
import { Ribbon } from '../shell/ribbon';
import { criteriaOf, emptySearchForm, type SearchForm } from './search-form-state';

const PAGE_SIZE = 25;
type Query = { kind: 'quick'; text: string } | { kind: 'advanced'; criteria: ReturnType<typeof criteriaOf> };

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
  const [quick, setQuick] = useState('');
  const [form, setForm] = useState<SearchForm>(emptySearchForm);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [query, setQuery] = useState<Query | null>(null);
  const [sort, setSort] = useState<Sort<ReportSortKey>>({ key: 'lastUpdated', direction: 'desc' });
  const paging = useKeysetPaging();
  const { page, after } = paging;
  // Each answer keeps the page it is of: the table shows it with its own page number until the next arrives.
  const [result, setResult] = useState<(ReportPageResult & { range?: string; page: number }) | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [searching, setSearching] = useState(false);
  const [reloads, setReloads] = useState(0);
  const lookup = useCodeLists((s) => s.lookup);
  const actionColumn = useActionColumn('advancedSearch', {
    onChanged: (text) => {
      setNotice({ tone: 'info', text });
      setReloads((n) => n + 1);
    },
    onError: (text) => setNotice({ tone: 'error', text }),
  });

  useEffect(() => void loadCodeLists(), []);

  useEffect(() => {
    if (!query) return;
    let current = true;
    setSearching(true);
    const at = {
      sortBy: sort.key,
      sortDirection: sort.direction,
      page,
      pageSize: PAGE_SIZE,
      ...(after ? { after } : {}),
    };
    const request =
      query.kind === 'quick'
        ? callApi(quickSearch, { text: query.text, ...at })
        : callApi(advancedSearch, advancedSearchCriteriaSchema.parse({ ...query.criteria, ...at })).then((r) => ({
            ...r,
            range: `crashes from ${formatDate(r.dateFrom)} to ${formatDate(r.dateTo)}`,
          }));
    request
      .then((r) => current && setResult({ ...r, page }))
      .catch((e: unknown) => current && setNotice({ tone: 'error', text: messageOf(e, 'The search failed.') }))
      .finally(() => current && setSearching(false));
    return () => {
      current = false;
    };
  }, [query, sort, page, after, reloads]);

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
      setFieldErrors({ quick: parsed.error.issues[0]?.message ?? 'Type something to search for.' });
      return;
    }
    setFieldErrors({});
    paging.reset();
    setQuery({ kind: 'quick', text: parsed.data.text });
  }

  function runAdvanced(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const criteria = criteriaOf(form);
    const parsed = advancedSearchCriteriaSchema.safeParse(criteria);
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFieldErrors({});
    paging.reset();
    setQuery({ kind: 'advanced', criteria });
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
          <Button type="submit" busy={searching && query?.kind === 'quick'}>
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
            <Button type="submit" busy={searching && query?.kind === 'advanced'}>
              Search
            </Button>
            <Button variant="secondary" onClick={() => setForm(emptySearchForm)}>
              Clear
            </Button>
          </div>
        </form>
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
              onSort={(s) => {
                setSort(s);
                paging.reset();
              }}
              empty="No report matches."
              page={result.page}
              pageSize={PAGE_SIZE}
              total={result.total}
              totalEstimated={result.totalEstimated}
              hasNext={result.next !== undefined}
              onPage={(p) => paging.goTo(p, result.next)}
            />
          </section>
        )}
      </div>
    </>
  );
}
