import { memo } from 'react';
import type { SectionDefinition } from '../../../lib/forms/definition/definition-schema';
import type { FieldType } from '../../../lib/forms/definition/field-schema';
import { getAt } from '../../../lib/forms/definition/paths';
import { itemIdOf, newItem } from '../../../lib/forms/definition/item-ids';
import { isHidden } from '../../../lib/forms/report-data/ui-state';
import { Button } from '../../../components/button';
import { useEditor, useOpenReport } from '../open-report/editor-context';
import { FieldInput } from '../fields/field-input';
import { SectionChecks } from '../fields/section-checks';
import { SectionTools } from './section-tools';

/** Fields that need the whole row: long text, and the parts with their own editors. */
const fullWidth = new Set<FieldType>(['textArea', 'map', 'crashDiagram', 'attachments', 'vehicleDiagram', 'dualList']);

/** The fields of one section item, then its sub-sections (a repeated one as a list of items). */
// Memoised: typing in one item of a long list re-renders that item, not all its siblings.
export const SectionFields = memo(function SectionFields({
  section,
  path,
}: {
  section: SectionDefinition;
  path: string;
}) {
  const ui = useEditor((s) => s.ui);
  return (
    <SectionChecks path={path}>
      <div className="flex flex-col gap-4">
        <SectionTools section={section} path={path} />
        {/* Each item's own fields are one HTML form, never submitted: the browser's autofill looks at
            the form of the field typed in on every keystroke, and fields outside any form count as
            one form of the whole page (hundreds of fields in 20 witnesses, ~3 ms of each key). */}
        <form
          noValidate
          className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3"
          onSubmit={(e) => e.preventDefault()}
        >
          {section.fields
            .filter((f) => !isHidden(ui, `${path}.${f.key}`))
            .map((f) => (
              <div key={f.key} className={fullWidth.has(f.type) ? 'md:col-span-2 xl:col-span-3' : ''}>
                <FieldInput field={f} path={`${path}.${f.key}`} />
              </div>
            ))}
        </form>
        {(section.sections ?? [])
          .filter((child) => !isHidden(ui, `${path}.${child.key}`))
          .map((child) =>
            child.repeat ? (
              <RepeatedSection key={child.key} section={child} path={`${path}.${child.key}`} />
            ) : (
              <fieldset key={child.key} className="rounded border border-line p-3">
                <legend className="px-1 font-semibold">{child.label}</legend>
                <SectionFields section={child} path={`${path}.${child.key}`} />
              </fieldset>
            ),
          )}
      </div>
    </SectionChecks>
  );
});

/** A repeated group: its items, each removable down to the minimum, and Add up to the maximum. */
export function RepeatedSection({
  section,
  path,
  named = true,
}: {
  section: SectionDefinition;
  path: string;
  /** False when the group is the open section itself, already titled and named by the page's heading. */
  named?: boolean;
}) {
  const { setValue } = useOpenReport();
  const items = useEditor((s) => getAt(s.data, path));
  const readOnly = useEditor((s) => s.saveState === 'readOnly');
  const list = Array.isArray(items) ? (items as unknown[]) : [];
  const repeat = section.repeat ?? { min: 0, max: 1, itemLabel: section.label };
  const Frame = named ? 'section' : 'div';
  return (
    <Frame aria-label={named ? section.label : undefined} className="flex flex-col gap-3">
      {named && <h3 className="font-semibold">{section.label}</h3>}
      {/* Items out of view skip style, layout and paint (content-visibility), which a keystroke in one
          of 20 witnesses otherwise pays for all of them; they stay in the page and its accessibility tree. */}
      {list.map((item, i) => (
        <fieldset
          // An item keeps its elements when one before it is removed (here, or by a merge).
          key={itemIdOf(item, path, i)}
          className="rounded border border-line p-3 [contain-intrinsic-size:auto_480px] [content-visibility:auto]"
        >
          <legend className="px-1 font-medium">
            {repeat.itemLabel} {i + 1}
          </legend>
          <SectionFields section={section} path={`${path}.${i}`} />
          {!readOnly && list.length > repeat.min && (
            <Button
              variant="secondary"
              className="mt-3"
              onClick={() =>
                setValue(
                  path,
                  list.filter((__, j) => j !== i),
                )
              }
            >
              Remove {repeat.itemLabel} {i + 1}
            </Button>
          )}
        </fieldset>
      ))}
      {list.length === 0 && <p className="text-sm text-muted">No {repeat.itemLabel.toLowerCase()} entered.</p>}
      {!readOnly && list.length < repeat.max && (
        <Button variant="secondary" className="self-start" onClick={() => setValue(path, [...list, newItem()])}>
          Add {repeat.itemLabel}
        </Button>
      )}
    </Frame>
  );
}
