import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';
import { layoutAreas, toggleArea, type AreaChoice } from '../../../lib/forms/diagrams/vehicle-body-areas';
import { BodyDiagramDrawing, type AreaProps } from './body-diagram-drawing';
import type { Common } from '../controls/choice-controls';
import { useOpenReport } from '../open-report/editor-context';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Initial impact (single pick, radio semantics) or damaged areas (multiple pick, checkbox
 * semantics) on the vehicle body diagram, with the codes a top view cannot show beside it.
 * One tab stop for the whole group; the arrow keys walk the areas clockwise and Space or Enter
 * picks, so moving never writes the report by accident.
 */
export function VehicleBodyDiagram(props: {
  field: FieldDefinition;
  path: string;
  value: unknown;
  choices: { value: string; label: string }[];
  common: Common;
}) {
  const { setValue } = useOpenReport();
  const { field, path, value, choices, common } = props;
  const multiple = field.pick === 'multiple';
  const disabled = common.disabled;
  const areas = useMemo(() => layoutAreas(choices), [choices]);
  const listOrder = useMemo(() => choices.map((c) => c.value), [choices]);
  const pickedCodes = useMemo(
    () =>
      multiple ? (Array.isArray(value) ? (value as string[]) : []) : typeof value === 'string' && value ? [value] : [],
    [multiple, value],
  );
  const picked = useMemo(() => new Set(pickedCodes), [pickedCodes]);
  const [focused, setFocused] = useState<string>();
  const [lastFocused, setLastFocused] = useState<string>();
  const elements = useRef(new Map<string, Element>());

  const tabStop =
    areas.find((a) => a.code === lastFocused)?.code ?? areas.find((a) => picked.has(a.code))?.code ?? areas[0]?.code;

  const pick = (code: string) => {
    if (disabled) return;
    if (multiple) setValue(path, toggleArea(pickedCodes, code, listOrder));
    else if (!picked.has(code)) setValue(path, code);
  };

  const onKeyDown = (area: AreaChoice, e: KeyboardEvent<Element>) => {
    if (disabled) return;
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      pick(area.code);
      return;
    }
    const index = areas.indexOf(area);
    let to: number | undefined;
    if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = areas.length - 1;
    else if (STEP[e.key] !== undefined) to = index + STEP[e.key]!;
    if (to === undefined) return;
    e.preventDefault();
    const next = areas[(to + areas.length) % areas.length];
    if (next) (elements.current.get(next.code) as HTMLElement | SVGElement | undefined)?.focus();
  };

  const areaProps: AreaProps = (area) => ({
    role: multiple ? 'checkbox' : 'radio',
    'aria-checked': picked.has(area.code),
    'aria-label': area.name,
    'data-code': area.code,
    'aria-disabled': disabled || undefined,
    // The field's id sits on the tab stop, so a validation message's jump lands on the diagram.
    id: area.code === tabStop ? common.id : undefined,
    tabIndex: area.code === tabStop && !disabled ? 0 : -1,
    onClick: () => pick(area.code),
    onKeyDown: (e) => onKeyDown(area, e),
    onFocus: (e) => {
      // The drawn ring is for the keyboard; a click shows its pick instead.
      setFocused(e.currentTarget.matches(':focus-visible') ? area.code : undefined);
      setLastFocused(area.code);
    },
    onBlur: () => setFocused(undefined),
    ref: (el) => {
      if (el) elements.current.set(area.code, el);
      else elements.current.delete(area.code);
    },
  });

  const names = areas.filter((a) => picked.has(a.code)).map((a) => a.name);
  // A code the list no longer has is still shown, so the officer sees what the report holds.
  const unknown = pickedCodes.filter((c) => !areas.some((a) => a.code === c));
  const summary = [...names, ...unknown];
  const helpId = `${common.id}-help`;
  return (
    <div className="flex flex-col gap-2">
      <div
        role={multiple ? 'group' : 'radiogroup'}
        aria-label={field.label}
        aria-disabled={disabled || undefined}
        aria-invalid={common['aria-invalid']}
        aria-describedby={[helpId, common['aria-describedby']].filter(Boolean).join(' ')}
        className="flex flex-wrap items-start gap-4"
      >
        <BodyDiagramDrawing areas={areas} picked={picked} focused={focused} disabled={disabled} areaProps={areaProps} />
        <div className="flex flex-col gap-1">
          {areas
            .filter((a) => !a.region)
            .map((area) => (
              <BesideChoice
                key={area.code}
                area={area}
                multiple={multiple}
                on={picked.has(area.code)}
                disabled={disabled}
                {...areaProps(area)}
              />
            ))}
        </div>
      </div>
      <p id={helpId} className="text-xs text-muted">
        Click an area, or Tab to the diagram, move with the arrow keys and pick with Space or Enter.
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <p>
          <span className="font-medium">Picked:</span> {summary.length ? summary.join('; ') : 'none'}
        </p>
        {!multiple && summary.length > 0 && !disabled && (
          <button
            type="button"
            className="rounded border border-line px-2 py-0.5 text-xs hover:bg-surface"
            aria-label={`Clear ${field.label}`}
            onClick={() => setValue(path, '')}
          >
            Clear
          </button>
        )}
      </div>
    </div>
  );
}

/** A code the top view cannot show (non-collision, undercarriage, trailer, unknown, ...), in the same group. */
function BesideChoice({
  area,
  multiple,
  on,
  disabled,
  ref,
  ...item
}: ReturnType<AreaProps> & { area: AreaChoice; multiple: boolean; on: boolean; disabled: boolean }) {
  return (
    <div
      {...item}
      ref={ref}
      className={`flex cursor-pointer select-none items-center gap-2 rounded border px-2 py-1 text-sm ${
        on ? 'border-brand bg-brand/10 font-semibold' : 'border-line bg-panel hover:bg-surface'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`flex h-4 w-4 shrink-0 items-center justify-center border-2 text-[10px] leading-none ${
          multiple ? 'rounded-sm' : 'rounded-full'
        } ${on ? 'border-brand bg-brand text-brand-ink' : 'border-muted'}`}
      >
        {on ? (multiple ? '✓' : '●') : ''}
      </span>
      {area.name}
    </div>
  );
}
