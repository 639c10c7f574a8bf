import type { SpecialFieldProps } from './special-field-props';

/** Placeholder until this part of the editor lands: says so plainly. */
export function CrashDiagram({ field }: SpecialFieldProps) {
  return (
    <div className="rounded border border-dashed border-line p-3 text-sm text-muted" role="note">
      {field.label}: this part of the editor is not available yet.
    </div>
  );
}
