import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control, type Resolver } from 'react-hook-form';
import { usdotSearch } from '../../../lib/api/calls/calls-lookup';
import { USDOT_MAX_RESULTS, type Carrier } from '../../../lib/api/schemas/lookup-schemas';
import { usdotWrites } from '../../../lib/forms/lookups/usdot-writes';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { messagesAt } from '../../api/refusal-messages';
import { useMutation } from '../../api/use-mutation';
import { useEditor, useOpenReport } from '../open-report/editor-context';
import type { LookupWindowProps } from './lookup-window-props';
import { useApiClient } from '../../api/api-client-context';

type Criteria = { usdotNumber: string; name: string };
type Answer = { results: Carrier[]; total: number; page: number; pageSize: number; pageCount: number };

const placeOf = (c: Carrier) =>
  [c.address, [c.city, c.state, c.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

// The lookup's own request schema, built only when a search is checked: the app builds a request schema only where it checks one.
const criteriaResolver: Resolver<Criteria> = (values, context, options) =>
  (zodResolver(usdotSearch.request, undefined, { raw: true }) as unknown as Resolver<Criteria>)(
    values,
    context,
    options,
  );

function CriterionField({
  control,
  name,
  error,
  ...rest
}: {
  control: Control<Criteria>;
  name: keyof Criteria;
  error: string | undefined;
  label: string;
  maxLength: number;
  inputMode?: 'numeric';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          autoComplete="off"
          value={field.value}
          error={fieldState.error?.message ?? error}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/**
 * The USDOT lookup window of the commercial vehicle section: find carriers by USDOT number or name, at
 * most 500 shown 5 a page, and fill the CMV section at `targetPath` from the one picked. It is
 * plain content (no dialog of its own), so it can live in a dialog or in a window of its own.
 */
export function UsdotSearchWindow({ targetPath, onClose, onFilled }: LookupWindowProps) {
  const api = useApiClient();
  const { setValues } = useOpenReport();
  const definition = useEditor((s) => s.definition);
  const readOnly = useEditor((s) => s.saveState === 'readOnly');
  // Checked by the server's own rules before asking it; messages stay until the next search and the focus stays put.
  const { control, handleSubmit } = useForm<Criteria>({
    resolver: criteriaResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { usdotNumber: '', name: '' },
  });
  // Only the latest search shows its answer (a slow page 2 must not replace page 3), so the
  // controls stay enabled while searching and keep their focus.
  const searching = useMutation(
    async (criteria: Criteria, page: number) => {
      const answer: Answer = await api.call(usdotSearch, {
        ...(criteria.usdotNumber ? { usdotNumber: criteria.usdotNumber } : {}),
        ...(criteria.name ? { name: criteria.name } : {}),
        page,
      });
      return { searched: criteria, answer };
    },
    // The first message of each input says the most (a later one may follow from it).
    (refusal) =>
      messagesAt(refusal, ['usdotNumber', 'name'], 'The USDOT lookup failed; enter the carrier details by hand.'),
  );
  const { busy, error, errors: fieldErrors, run } = searching;
  const { searched, answer } = searching.data ?? {};

  const submit = handleSubmit(
    ({ usdotNumber, name }) => void run({ usdotNumber: usdotNumber.trim(), name: name.trim() }, 1),
    // A refusal of an earlier search is no longer what the window is about.
    () => searching.refuse({}),
  );

  function pick(carrier: Carrier) {
    if (!definition) return;
    const { writes, notes } = usdotWrites(definition, targetPath, carrier);
    setValues(writes);
    onFilled?.(
      `Filled from USDOT ${carrier.dotNumber}: ${carrier.legalName}.${notes.length ? ` ${notes.join(' ')}` : ''}`,
    );
    onClose();
  }

  const first = answer ? (answer.page - 1) * answer.pageSize + 1 : 0;
  const last = answer ? first + answer.results.length - 1 : 0;

  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <p className="text-sm text-muted">
          Search by USDOT number, or by carrier name (legal or doing-business-as). The carrier picked replaces the
          carrier number, name, street, city, state and zip of this section.
        </p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <CriterionField
            control={control}
            name="usdotNumber"
            label="USDOT number"
            inputMode="numeric"
            maxLength={10}
            error={fieldErrors.usdotNumber}
          />
          <CriterionField control={control} name="name" label="Carrier name" maxLength={100} error={fieldErrors.name} />
        </div>
        <div className="flex gap-2">
          <Button type="submit">Search carriers</Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>

      {error && <Alert tone="error">{error}</Alert>}
      {busy && <Spinner label="Searching carriers…" />}

      {answer && searched && answer.total === 0 && (
        <Alert tone="warning">
          No carrier matches{' '}
          {searched.usdotNumber ? `USDOT number ${searched.usdotNumber}` : `the name \u201c${searched.name}\u201d`}.
          Check the number or try part of the name.
        </Alert>
      )}

      {answer && answer.total > 0 && (
        <section aria-label="Carriers found" className="flex flex-col gap-2">
          <p role="status" className="text-sm">
            Showing {first}–{last} of {answer.total}
            {answer.total >= USDOT_MAX_RESULTS && ` (the most the lookup shows; type more of the name to narrow it)`}
          </p>
          <ul className="flex flex-col gap-2">
            {answer.results.map((carrier) => (
              <li key={carrier.dotNumber} className="flex items-center gap-3 rounded border border-line p-2 text-sm">
                <div className="flex-1">
                  <p className="font-medium">
                    {carrier.legalName}
                    {carrier.dbaName && <span className="font-normal text-muted"> (DBA {carrier.dbaName})</span>}
                  </p>
                  <p className="text-muted">
                    USDOT {carrier.dotNumber}
                    {placeOf(carrier) && ` · ${placeOf(carrier)}`}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={readOnly}
                  aria-label={`Use ${carrier.legalName}, USDOT ${carrier.dotNumber}`}
                  onClick={() => pick(carrier)}
                >
                  Use
                </Button>
              </li>
            ))}
          </ul>
          {answer.pageCount > 1 && searched && (
            <nav aria-label="Result pages" className="flex items-center gap-2 text-sm">
              <Button
                variant="secondary"
                disabled={answer.page <= 1}
                onClick={() => void run(searched, answer.page - 1)}
              >
                Previous page
              </Button>
              <span>
                Page {answer.page} of {answer.pageCount}
              </span>
              <Button
                variant="secondary"
                disabled={answer.page >= answer.pageCount}
                onClick={() => void run(searched, answer.page + 1)}
              >
                Next page
              </Button>
            </nav>
          )}
        </section>
      )}
    </div>
  );
}
