import { useMemo } from 'react';
import type { FormDefinition, SectionDefinition } from '../../lib/forms/definition/definition-schema';
import { displayValue } from '../../lib/forms/report-data/display-value';
import { getAt } from '../../lib/forms/definition/paths';
import { provenanceMarkText } from '../../lib/forms/report-data/provenance';
import { providedContext } from '../provided-context';
import type { ProvenanceMap } from '../../lib/forms/report-data/provenance';
import { isHidden, type UiState } from '../../lib/forms/report-data/ui-state';
import { useCodeLists } from '../code-lists/code-list-store';
import { useEditor } from './open-report/editor-context';

/** What a preview shows: the open report, or a kept version (history). */
export interface PreviewSource {
  data: Record<string, unknown>;
  ui: UiState;
  provenance: ProvenanceMap;
}
const [PreviewSourceContext, usePreviewSource] = providedContext<PreviewSource>(
  'ReportPreview needs a PreviewSourceProvider above it',
);
export const PreviewSourceProvider = PreviewSourceContext.Provider;

/** The preview of the report open in the editor, as it is now. */
export function OpenReportPreview({ definition }: { definition: FormDefinition }) {
  const data = useEditor((s) => s.data);
  const ui = useEditor((s) => s.ui);
  const provenance = useEditor((s) => s.provenance);
  const source = useMemo(() => ({ data, ui, provenance }), [data, ui, provenance]);
  return (
    <PreviewSourceProvider value={source}>
      <ReportPreview definition={definition} />
    </PreviewSourceProvider>
  );
}

/**
 * The preview: the whole report read-only, section by section, as a reader will see it:
 * answered fields with their words, items of repeated groups numbered, the diagram's picture.
 */
export function ReportPreview({
  definition,
  title = 'Preview',
  note = 'The report as reviewers will read it. Nothing can be changed here.',
}: {
  definition: FormDefinition;
  title?: string;
  note?: string;
}) {
  return (
    <article aria-labelledby="section-title" className="flex flex-col gap-4">
      <h2 id="section-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted">{note}</p>
      {definition.sections.map((section) => (
        <PreviewSection key={section.key} section={section} path={section.key} depth={0} />
      ))}
    </article>
  );
}

function PreviewSection({ section, path, depth }: { section: SectionDefinition; path: string; depth: number }) {
  const source = usePreviewSource();
  const hidden = isHidden(source.ui, path);
  const value = getAt(source.data, path);
  if (hidden) return null;
  const Heading = depth === 0 ? 'h3' : 'h4';
  if (section.repeat) {
    const items = Array.isArray(value) ? value : [];
    return (
      <section className="flex flex-col gap-2">
        <Heading className="font-semibold">{section.label}</Heading>
        {items.length === 0 && <p className="text-sm text-muted">None.</p>}
        {items.map((_, i) => (
          <div key={i} className="rounded border border-line p-2">
            <p className="font-medium">
              {section.repeat?.itemLabel} {i + 1}
            </p>
            <PreviewItem section={section} path={`${path}.${i}`} depth={depth} />
          </div>
        ))}
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-2">
      <Heading className="font-semibold">{section.label}</Heading>
      <PreviewItem section={section} path={path} depth={depth} />
    </section>
  );
}

function PreviewItem({ section, path, depth }: { section: SectionDefinition; path: string; depth: number }) {
  const { data, ui, provenance } = usePreviewSource();
  const codes = useCodeLists((s) => s.lookup);
  const rows = section.fields
    .filter((f) => !isHidden(ui, `${path}.${f.key}`))
    .map((f) => ({ field: f, path: `${path}.${f.key}`, text: displayValue(f, getAt(data, `${path}.${f.key}`), codes) }))
    .filter((r) => r.text);
  const diagram = section.fields.find((f) => f.type === 'crashDiagram');
  const image = diagram ? (getAt(data, `${path}.${diagram.key}.image`) as string | undefined) : undefined;
  return (
    <div className="flex flex-col gap-2">
      {rows.length > 0 && (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm md:grid-cols-[max-content_1fr]">
          {rows.map((r) => (
            <div key={r.path} className="contents">
              <dt className="text-muted">{r.field.label}</dt>
              <dd className="whitespace-pre-wrap">
                {r.text}
                {provenance[r.path] && (
                  <span className="ms-2 text-xs text-muted">({provenanceMarkText(provenance[r.path]!)})</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {image?.startsWith('data:image/png;base64,') && (
        <img src={image} alt="Crash diagram" className="w-full max-w-3xl rounded border border-line bg-white" />
      )}
      {diagram && !image && <p className="text-sm text-muted">No diagram drawn.</p>}
      {rows.length === 0 && !diagram && !section.sections?.length && (
        <p className="text-sm text-muted">Nothing entered.</p>
      )}
      {(section.sections ?? []).map((child) => (
        <PreviewSection key={child.key} section={child} path={`${path}.${child.key}`} depth={depth + 1} />
      ))}
    </div>
  );
}
