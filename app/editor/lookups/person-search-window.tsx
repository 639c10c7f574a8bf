import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { personSearch } from '../../../lib/api/calls/calls-lookup';
import type { FoundPerson } from '../../../lib/api/schemas/lookup-schemas';
import { personFitsTarget, personTargetOf, personWrites, sourcePathOf } from '../../../lib/forms/lookups/person-writes';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { messagesAt } from '../../api/refusal-messages';
import { useMutation } from '../../api/use-mutation';
import { useWindowHeading } from '../../child-windows/window-heading';
import { useEditor, useOpenReport } from '../open-report/editor-context';
import type { LookupWindowProps } from './lookup-window-props';
import { personPlaceText } from './person-source-text';
import { useApiClient } from '../../api/api-client-context';

/** Typing pauses this long before the search runs, so each keystroke does not ask the server. */
const TYPING_PAUSE_MS = 300;
const MIN_CHARS = 2;

/** "Passenger 2 of unit 1, report CASE-A (#12)". */
function sourceText(source: FoundPerson['source'], thisReportId: number | undefined): string {
  const report =
    source.reportId === thisReportId
      ? 'this report'
      : `report ${source.caseNumber ? `${source.caseNumber} (#${source.reportId})` : `#${source.reportId}`}`;
  return `${personPlaceText(source)}, ${report}`;
}

function details(p: FoundPerson): string {
  const place = [p.city, p.state, p.zip].filter(Boolean).join(' ');
  const address = p.address ?? [p.street, place].filter(Boolean).join(', ');
  return [p.birthDate && `born ${p.birthDate}`, address, p.phone].filter(Boolean).join(' · ');
}

interface Typed {
  text: string;
}
// The search's own request schema, built only when a search is checked: the app builds a request schema only where it checks one.
const typedResolver: Resolver<Typed> = (values, context, options) =>
  (zodResolver(personSearch.request, undefined, { raw: true }) as unknown as Resolver<Typed>)(values, context, options);

/**
 * The person search window: people already written in this report and in the agency's reports
 * (this report's first), each naming the report and role it came from; the one picked fills the
 * driver, owner, passenger or witness at `targetPath`. Plain content, so it can live in a dialog
 * or in a window of its own.
 */
export function PersonSearchWindow({ targetPath, onClose, onFilled }: LookupWindowProps) {
  const api = useApiClient();
  const { setValues } = useOpenReport();
  const definition = useEditor((s) => s.definition);
  const reportId = useEditor((s) => s.report?.id);
  const readOnly = useEditor((s) => s.saveState === 'readOnly');
  const target = definition ? personTargetOf(definition, targetPath) : null;
  const Heading = useWindowHeading();
  // Checked by the server's own rules when sent; the message stays until the next search and the focus stays put.
  const { control, handleSubmit, clearErrors, formState } = useForm<Typed>({
    resolver: typedResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { text: '' },
  });
  // Only the latest search shows its answer; a slower earlier one is dropped.
  const searching = useMutation(
    async (typed: string) => {
      const { people } = await api.call(personSearch, { text: typed, ...(reportId ? { reportId } : {}) });
      return { text: typed, people };
    },
    (refusal) => messagesAt(refusal, ['text'], 'The person search failed; type the person by hand.'),
  );
  const { busy, error, data: found } = searching;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function run(typed: string) {
    clearTimeout(timer.current);
    clearErrors('text');
    void searching.run(typed);
  }

  function typing(value: string) {
    clearTimeout(timer.current);
    if (value.trim().length >= MIN_CHARS) timer.current = setTimeout(() => run(value.trim()), TYPING_PAUSE_MS);
  }

  const submit = handleSubmit(({ text }) => run(text.trim()));

  function pick(person: FoundPerson) {
    if (!definition) return;
    const { writes, notes } = personWrites(definition, targetPath, person);
    setValues(writes);
    onFilled?.(
      `Filled from ${sourceText(person.source, reportId)}: ${person.name}.${notes.length ? ` ${notes.join(' ')}` : ''}`,
    );
    onClose();
  }

  if (!target) return <Alert tone="error">This section is not a driver, owner, passenger or witness.</Alert>;

  // The section itself (as last saved) is no choice, and a business can be only an owner or a witness.
  const offered = (found?.people ?? []).filter(
    (p) =>
      personFitsTarget(p, target) &&
      !(p.source.reportId === reportId && definition !== null && sourcePathOf(definition, p.source) === targetPath),
  );
  const groups = [
    { label: 'In this report', people: offered.filter((p) => p.source.reportId === reportId) },
    { label: 'In the agency\u2019s reports', people: offered.filter((p) => p.source.reportId !== reportId) },
  ].filter((g) => g.people.length);

  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <p className="text-sm text-muted">
          People already written in this report (as last saved) and in your agency&rsquo;s reports. The person picked
          replaces the name, birth date, contact, address and licence of this {target}; seat, injury and the like stay
          as they are.
        </p>
        <Controller
          control={control}
          name="text"
          render={({ field }) => (
            <TextField
              label="Name"
              hint="Last or first name, or both; at least 2 characters."
              autoComplete="off"
              maxLength={60}
              value={field.value}
              error={formState.errors.text?.message ?? searching.errors.text}
              onChange={(e) => {
                field.onChange(e.target.value);
                typing(e.target.value);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
        <div className="flex gap-2">
          <Button type="submit">Search people</Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>

      {error && <Alert tone="error">{error}</Alert>}
      {busy && <Spinner label="Searching people…" />}

      {found && offered.length === 0 && (
        <Alert tone="warning">
          Nobody named &ldquo;{found.text}&rdquo; is in this report or your agency&rsquo;s reports
          {found.people.length > 0 ? ` who can be this ${target}` : ''}.
        </Alert>
      )}

      {groups.map((group) => (
        <section key={group.label} aria-label={group.label} className="flex flex-col gap-2">
          <Heading className="text-sm font-semibold">{group.label}</Heading>
          <ul className="flex flex-col gap-2">
            {group.people.map((person) => {
              const from = sourceText(person.source, reportId);
              return (
                <li
                  key={`${person.source.reportId}-${person.source.role}-${person.source.unit}-${person.source.index}`}
                  className="flex items-center gap-3 rounded border border-line p-2 text-sm"
                >
                  <div className="flex-1">
                    <p className="font-medium">{person.name}</p>
                    <p className="text-muted">{from}</p>
                    {details(person) && <p className="text-muted">{details(person)}</p>}
                  </div>
                  <Button
                    variant="secondary"
                    disabled={readOnly}
                    aria-label={`Use ${person.name}, ${from}`}
                    onClick={() => pick(person)}
                  >
                    Use
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
