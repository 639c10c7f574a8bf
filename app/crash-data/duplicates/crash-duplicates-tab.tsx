import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CrashFilter } from '../../../lib/analysis/crash-filter';
import { KABCO_NAMES, SEVERITY_NOT_CODED } from '../../../lib/analysis/crash-severity';
import { crashDataDismissDuplicate, crashDataDuplicates } from '../../../lib/api/calls/calls-crash-duplicates';
import type { CallResponse } from '../../../lib/api/define-call';
import { CodeListId } from '../../../lib/codes/list-ids';
import { formatDate } from '../../../lib/format/dates';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useApiClient } from '../../api/api-client-context';
import { messageOf } from '../../api/client';
import { useCodeLists } from '../../code-lists/code-list-store';

type Duplicates = CallResponse<typeof crashDataDuplicates>;
type Pair = Duplicates['pairs'][number];
type Side = Pair['a'];

const count = (n: number) => n.toLocaleString('en-US');
const pairKey = (p: Pair) => `${p.a.id}-${p.b.id}`;
const reportName = (r: Side) => `report ${r.caseNumber} of ${r.agencyName}`;

/** The rows each pair compares, a field a row and a report a column. */
function useFields(): { label: string; value: (r: Side) => ReactNode }[] {
  const lookup = useCodeLists((s) => s.lookup);
  const name = (listId: number, code: string | null) => (code ? (lookup?.get(listId, code)?.label ?? code) : '');
  return [
    { label: 'Agency', value: (r) => `${r.agencyName} (${r.agencyOri})` },
    { label: 'Case number', value: (r) => r.caseNumber },
    { label: 'Date and time', value: (r) => `${formatDate(r.date)}${r.time ? ` ${r.time}` : ''}` },
    { label: 'Street', value: (r) => r.street ?? '' },
    {
      label: 'County and city',
      value: (r) =>
        [
          r.countyCode ? `${name(CodeListId.County, r.countyCode)} County` : '',
          name(CodeListId.City, r.municipalityCode),
        ]
          .filter(Boolean)
          .join(', '),
    },
    { label: 'Severity', value: (r) => (r.severity ? KABCO_NAMES[r.severity] : SEVERITY_NOT_CODED) },
    {
      label: 'Vehicles',
      value: (r) =>
        r.vehicles.length ? (
          <ul>
            {r.vehicles.map((v, i) => (
              <li key={i}>
                Unit {v.unit ?? '?'}: {v.plate ? `plate ${v.plate}${v.plateState ? ` (${v.plateState})` : ''}` : ''}
                {v.plate && v.vin ? ', ' : ''}
                {v.vin ? `VIN ${v.vin}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          'No plate or VIN'
        ),
    },
  ];
}

/**
 * The possible duplicates tab (docs/rules/crash-data.md, "Possible duplicates"), the state
 * administrator's alone: each pair of two agencies' reports side by side with why they match,
 * links to open each, and "Not duplicates", which takes the pair away once the server kept it.
 */
export function CrashDuplicatesTab({ filter }: { filter: CrashFilter }) {
  const api = useApiClient();
  const [answer, setAnswer] = useState<{ duplicates?: Duplicates; error?: string }>({});
  const [reading, setReading] = useState(true);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const fields = useFields();

  useEffect(() => {
    let current = true;
    setReading(true);
    api
      .call(crashDataDuplicates, { filter })
      .then((duplicates) => current && setAnswer({ duplicates }))
      .catch(
        (e: unknown) => current && setAnswer({ error: messageOf(e, 'The possible duplicates could not be read.') }),
      )
      .finally(() => current && setReading(false));
    return () => {
      current = false;
    };
  }, [api, filter]);

  const dismiss = async (p: Pair) => {
    const key = pairKey(p);
    setBusy(key);
    try {
      await api.call(crashDataDismissDuplicate, { reportA: p.a.id, reportB: p.b.id });
      setDismissed((d) => new Set(d).add(key));
    } catch (e) {
      setRefusals((r) => ({ ...r, [key]: messageOf(e, 'The pair could not be marked not duplicates.') }));
    } finally {
      setBusy(null);
    }
  };

  const { duplicates, error } = answer;
  const shown = duplicates?.pairs.filter((p) => !dismissed.has(pairKey(p))) ?? [];
  const left = duplicates ? duplicates.pairCount - dismissed.size : 0;
  const period = duplicates ? `${formatDate(duplicates.dateFrom)} to ${formatDate(duplicates.dateTo)}` : '';
  return (
    <section aria-label="Possible duplicates" aria-busy={reading} className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      {!duplicates && !error && <Spinner label="Looking for possible duplicates…" />}
      {duplicates && (
        <p role="status" className="text-sm">
          {count(left)} possible {left === 1 ? 'duplicate' : 'duplicates'} from {period}
          {duplicates.pairCount > duplicates.pairs.length
            ? `; the first ${count(duplicates.pairs.length)} are listed`
            : ''}
          . Two agencies’ reports are listed when their crash times are close and their places are near or they share a
          plate or VIN.
        </p>
      )}
      {duplicates && shown.length === 0 && <Alert tone="info">No possible duplicates match these filters.</Alert>}
      {shown.map((p) => {
        const key = pairKey(p);
        return (
          <article key={key} data-pair={key} className="overflow-x-auto rounded border border-line bg-panel p-2">
            <table className="w-full text-left text-sm">
              <caption className="p-2 text-left font-semibold">
                Report {p.a.caseNumber} ({p.a.agencyName}) beside report {p.b.caseNumber} ({p.b.agencyName}): {p.reason}
              </caption>
              <thead className="border-b border-line">
                <tr>
                  <td className="px-2 py-1" />
                  {[p.a, p.b].map((r) => (
                    <th key={r.id} scope="col" className="px-2 py-1">
                      <Link className="text-brand underline" to={`/reports/${r.id}`}>
                        Open report {r.caseNumber}
                        <span className="sr-only"> of {r.agencyName}</span>
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {fields.map((f) => (
                  <tr key={f.label} className="border-b border-line align-top last:border-0">
                    <th scope="row" className="px-2 py-1 font-medium">
                      {f.label}
                    </th>
                    <td className="px-2 py-1">{f.value(p.a)}</td>
                    <td className="px-2 py-1">{f.value(p.b)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="flex flex-wrap items-center gap-3 p-2">
              <Button
                variant="secondary"
                busy={busy === key}
                aria-label={`Not duplicates: ${reportName(p.a)} and ${reportName(p.b)}`}
                onClick={() => void dismiss(p)}
              >
                Not duplicates
              </Button>
              {refusals[key] && <Alert tone="error">{refusals[key]}</Alert>}
            </div>
          </article>
        );
      })}
    </section>
  );
}
