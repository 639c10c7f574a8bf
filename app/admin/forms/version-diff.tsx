import { useMemo, useState } from 'react';
import { Alert } from '../../../components/alert';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { getFormConfiguration } from '../../../lib/api/calls/calls-form-configuration';
import type { FormVersionRow } from '../../../lib/api/schemas/form-configuration-schemas';
import { definitionChangeWords, definitionDiff } from '../../../lib/forms/versions/definition-diff';
import { formDefinitionSchema, type FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { isNewerVersion } from '../../../lib/forms/versions/form-versions';
import { useRead } from '../../api/use-mutation';
import { useDesigner } from './designer-context';
import { versionLabel, versionOwner, versionStatus } from './version-status';
import { useApiClient } from '../../api/api-client-context';

/** The designer's edited model, beside the stored versions. */
const EDITED = 'edited';

const shown = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** A stored version's form model to compare, or why it cannot be (read, but not a form model). */
type Compared = { model: FormDefinition; problem?: undefined } | { model?: undefined; problem: string };

/** The model of one side of the comparison: the edits in the designer, or a stored version read for it. */
function useSide(id: string, edited: FormDefinition | null) {
  const api = useApiClient();
  const stored = id !== EDITED && id !== '';
  const read = useRead<Compared>(
    stored
      ? () =>
          api.call(getFormConfiguration, { id: Number(id) }).then((v) => {
            const parsed = formDefinitionSchema.safeParse(v.formModel);
            return parsed.success
              ? { model: parsed.data }
              : { problem: `${versionLabel(v)} does not hold a form model that can be compared.` };
          })
      : null,
    id,
    'The version could not be loaded.',
  );
  return {
    model: id === EDITED ? edited : (read.data?.model ?? null),
    error: stored ? read.error || read.data?.problem || '' : '',
  };
}

/** What one version changed of another: any two versions, or a version and the edits not saved yet. */
export function VersionDiff({ versions }: { versions: FormVersionRow[] }) {
  const stored = useDesigner((s) => s.stored);
  const edited = useDesigner((s) => s.definition);
  const dirty = useDesigner((s) => s.dirty);
  const sameTitle = useMemo(() => versions.filter((v) => v.title === stored?.title), [versions, stored?.title]);
  // By default: the version before this one, against this one as it stands in the designer.
  const previous = sameTitle.find(
    (v) =>
      stored &&
      isNewerVersion(
        { major: stored.majorVersion, minor: stored.minorVersion },
        { major: v.majorVersion, minor: v.minorVersion },
      ),
  );
  const [from, setFrom] = useState(String(previous?.id ?? stored?.id ?? ''));
  const [to, setTo] = useState(dirty ? EDITED : String(stored?.id ?? ''));
  const one = useSide(from, edited);
  const other = useSide(to, edited);
  const error = one.error || other.error;
  const a = one.model;
  const b = other.model;
  const changes = useMemo(() => (a && b ? definitionDiff(a, b) : null), [a, b]);
  const options = [
    ...(stored && !stored.isPublished ? [{ value: EDITED, label: 'This draft as edited in the designer' }] : []),
    ...versions.map((v) => ({
      value: String(v.id),
      label: `${versionLabel(v)} · ${versionStatus(v)} · ${versionOwner(v)}`,
    })),
  ];

  return (
    <div className="flex flex-col gap-3">
      <div className="grid max-w-3xl grid-cols-1 gap-3 md:grid-cols-2">
        <SelectField label="Compare" value={from} onChange={setFrom} options={options} />
        <SelectField label="With" value={to} onChange={setTo} options={options} />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {!error && !changes && (to === EDITED || from === EDITED) && !edited && (
        <p className="text-sm text-muted">The edited model has problems: fix them to compare it.</p>
      )}
      {!error && !changes && !(to === EDITED || from === EDITED) && <Spinner label="Loading the versions…" />}
      {changes && changes.length === 0 && <p className="text-sm">The two hold the same form.</p>}
      {changes && changes.length > 0 && (
        <table className="text-sm" aria-label="Differences">
          <caption className="text-start text-sm text-muted">{changes.length} differences</caption>
          <thead>
            <tr className="border-b border-line">
              <th className="p-1 text-start">Change</th>
              <th className="p-1 text-start">What</th>
              <th className="p-1 text-start">Where</th>
              <th className="p-1 text-start">Details</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c, i) => (
              <tr key={`${c.subject}|${c.path}|${i}`} className="border-b border-line align-top">
                <td className="p-1">{definitionChangeWords.kind[c.kind]}</td>
                <td className="p-1">
                  {definitionChangeWords.subject[c.subject]}: {c.label}
                </td>
                <td className="p-1 font-mono text-xs">{c.path}</td>
                <td className="p-1">
                  {c.details.map((d) => (
                    <div key={d.attribute}>
                      {d.attribute}: {shown(d.before)} → {shown(d.after)}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
