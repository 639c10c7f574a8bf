import { useMemo } from 'react';
import { provenanceMarkText, type ProvenanceSource } from '../../../lib/forms/report-data/provenance';
import { useSessionStoreApi } from '../../session/session-store';
import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';
import { DEFAULT_LIST_BOX_ROWS } from '../../../lib/ui/ui-constants';
import { shapeInput } from '../../../lib/forms/report-data/mask';
import { weekdayOfFormDate } from '../../../lib/format/dates';
import { AutocompleteField } from './autocomplete-field';
import { getAt, isEmptyValue } from '../../../lib/forms/definition/paths';
import { filledLaterNote } from '../../../lib/forms/derived/derived-values';
import { isDisabled } from '../../../lib/forms/report-data/ui-state';
import { useCodeLists } from '../../code-lists/code-list-store';
import { useEditor, useOpenReport, useReview } from '../open-report/editor-context';
import { fieldId } from '../controls/field-id';
import { useFieldFormatError } from './section-checks';
import { inputClass, MultiSelect } from '../controls/choice-controls';
import { CrashDiagram } from '../diagrams/crash-diagram';
import { DualListBox } from './dual-list-box';
import { LocationMap } from '../map/location-map';
import { AttachmentsField, VehicleBodyDiagram } from './on-demand-fields';
import { VinDecodeButton } from '../lookups/vin-decode-button';
import { NarrativeTools } from './narrative-tools';
import { OffersAtField } from './offers-at-field';
import { FieldReview } from '../review/field-review';
import { conflictId, FieldConflict, useHasConflict } from '../report-status/merge-conflicts';
import { isReviewing } from '../review/review-store';
import { FieldStateReasons, stateReasonsId, useHasStateReasons } from '../review/state-refusal';

/** Choices of a coded field: its own options, or its code list (cascaded by the parent field). */
function useChoices(field: FieldDefinition, parentValue: string) {
  const lookup = useCodeLists((s) => s.lookup);
  return useMemo(() => {
    if (field.options?.length) return field.options.map((o) => ({ value: o.value, label: o.label }));
    if (!field.codeListId || !lookup) return [];
    const entries = field.parentField
      ? parentValue
        ? lookup.children(field.codeListId, parentValue)
        : []
      : lookup.entries(field.codeListId);
    return entries.map((e) => ({ value: e.code, label: `${e.code} - ${e.label}` }));
  }, [field, lookup, parentValue]);
}

/** One field of the definition, bound to its path in the report data. */
export function FieldInput({ field, path }: { field: FieldDefinition; path: string }) {
  const { setValue, leaveField } = useOpenReport();
  const value: unknown = useEditor((s) => getAt(s.data, path));
  const formatError = useFieldFormatError(field, value);
  const source = useEditor((s) => s.provenance[path]);
  // A field the server sets (the report's officer and agency) would only be overwritten on save.
  const fixed = !!field.readOnly || !!field.setByServer;
  const disabled = useEditor((s) => isDisabled(s.ui, path) || s.saveState === 'readOnly' || fixed);
  const serverError = useEditor((s) => s.serverErrors[path]);
  // A rule about the value typed (a date of birth after the crash) is told at the field too; a
  // field left empty is only listed in the panel, or every new report would open covered in red.
  const ruleError = useEditor((s) =>
    isEmptyValue(getAt(s.data, path))
      ? undefined
      : s.issues.find((i) => i.path === path && i.severity === 'error')?.message,
  );
  const parentPath = field.parentField ? path.replace(/[^.]+$/, field.parentField) : '';
  const parentValue = useEditor((s) => (parentPath ? String(getAt(s.data, parentPath) ?? '') : ''));
  const choices = useChoices(field, parentValue);
  const id = fieldId(path);
  const error = serverError ?? (formatError || ruleError);
  const write = (next: unknown) => setValue(path, next);
  const session = useSessionStoreApi();
  const reviewing = useEditor((s) => isReviewing(s.report, session.getState().user?.id));
  const commented = useReview((s) => !!s.open[path]?.length);
  const conflicted = useHasConflict(path);
  const refused = useHasStateReasons(path);
  // The day of the week follows from the crash date: shown beside it, so it is never typed.
  const weekday = field.role === 'report.crashDate' ? weekdayOfFormDate(String(value ?? '')) : '';
  // A count met before any unit exists says it will be counted, instead of asking for it.
  const later = isEmptyValue(value) ? filledLaterNote(field.role) : undefined;
  const described =
    [
      error ? `${id}-error` : '',
      source ? `${id}-source` : '',
      weekday ? `${id}-weekday` : '',
      later ? `${id}-derivable` : '',
      commented ? `${id}-review` : '',
      refused ? stateReasonsId(path) : '',
      conflicted ? conflictId(path) : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const mark = source ? <ProvenanceMark id={`${id}-source`} source={source} /> : null;
  // The choice between this device's value and the server's after a merge, when both changed it.
  const review = (
    <>
      {conflicted && <FieldConflict path={path} />}
      <FieldStateReasons path={path} label={field.label} />
      <FieldReview id={id} path={path} label={field.label} reviewing={reviewing} />
    </>
  );
  const common = {
    id,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    // The field the officer typed in is theirs until they leave it (open-report.ts, leaveField).
    onBlur: () => leaveField(path),
  };
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? (value as string[]) : [];

  // A list box, for a multiple-pick code field and a multiCode field alike.
  const listBox = () => (
    <MultiSelect
      choices={choices}
      value={list}
      path={path}
      common={common}
      rows={field.listRows ?? DEFAULT_LIST_BOX_ROWS}
    />
  );
  let control;
  switch (field.type) {
    case 'yesNo':
      return (
        <fieldset className="flex flex-col gap-1" aria-describedby={described}>
          <legend className="text-sm font-medium">{field.label}</legend>
          {mark}
          <div className="flex gap-4">
            {choices.map((c, i) => (
              <label key={c.value} className="flex items-center gap-1 text-sm">
                <input
                  // The first answer carries the field's id, so a validation message can focus the question.
                  id={i === 0 ? id : undefined}
                  type="radio"
                  name={id}
                  value={c.value}
                  checked={text === c.value}
                  disabled={disabled}
                  onChange={() => write(c.value)}
                />
                {c.label}
              </label>
            ))}
          </div>
          {error && (
            <p id={`${id}-error`} className="text-sm text-danger">
              {error}
            </p>
          )}
          {review}
        </fieldset>
      );
    case 'checkbox':
      return (
        <div className="flex flex-wrap items-center gap-1">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...common} checked={value === true} onChange={(e) => write(e.target.checked)} />
            {field.label}
          </label>
          {mark}
          {error && (
            <p id={`${id}-error`} className="basis-full text-sm text-danger">
              {error}
            </p>
          )}
          {review}
        </div>
      );
    case 'vehicleDiagram':
      control = <VehicleBodyDiagram field={field} path={path} value={value} choices={choices} common={common} />;
      break;
    case 'code':
      if (field.autocomplete) {
        control = <AutocompleteField field={field} value={text} common={common} onWrite={write} />;
      } else if (field.pick === 'multiple') {
        control = listBox();
      } else {
        control = (
          <select {...common} className={inputClass} value={text} onChange={(e) => write(e.target.value)}>
            <option value="">{field.parentField && !parentValue ? 'Choose the county first' : '—'}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        );
      }
      break;
    case 'multiCode':
      control = listBox();
      break;
    case 'dualList':
      control = <DualListBox field={field} path={path} value={list} choices={choices} common={common} />;
      break;
    case 'textArea':
      control = (
        <textarea
          {...common}
          rows={8}
          className={inputClass}
          value={text}
          onChange={(e) => write(shapeInput(e.target.value, field))}
        />
      );
      break;
    case 'map':
      return <LocationMap field={field} path={path} disabled={disabled} />;
    case 'crashDiagram':
      return <CrashDiagram field={field} path={path} disabled={disabled} />;
    case 'attachments':
      return <AttachmentsField field={field} path={path} disabled={disabled} />;
    default:
      control = (
        <input
          {...common}
          type="text"
          inputMode={field.type === 'number' || field.type === 'latLong' ? 'decimal' : undefined}
          placeholder={field.mask}
          className={inputClass}
          value={text}
          onChange={(e) => write(shapeInput(e.target.value, field))}
        />
      );
  }
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {field.label}
        </label>
        {mark}
      </div>
      {control}
      <OffersAtField field={field} path={path} />
      {field.lookup === 'vinDecode' && <VinDecodeButton vinPath={path} vin={text} disabled={disabled} />}
      {field.role === 'report.narrative' && <NarrativeTools path={path} disabled={disabled} />}
      {weekday && (
        <p id={`${id}-weekday`} className="text-sm text-muted" data-derived="weekday">
          Day of week: {weekday} <span className="text-xs">(derived from the date)</span>
        </p>
      )}
      {later && (
        <p id={`${id}-derivable`} className="text-sm text-muted" data-derived="later">
          {later}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
      {review}
    </div>
  );
}

/** Marks a value filled from a lookup, a record or a default, until the officer edits it. */
function ProvenanceMark({ id, source }: { id: string; source: ProvenanceSource }) {
  return (
    <span
      id={id}
      data-provenance={source}
      className="ms-1 rounded border border-line bg-panel px-1 text-xs font-normal text-muted"
    >
      {provenanceMarkText(source)}
    </span>
  );
}
