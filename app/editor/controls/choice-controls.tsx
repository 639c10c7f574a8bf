import { useOpenReport } from '../open-report/editor-context';

/** Shared look of the editor's inputs. */
export const inputClass =
  'w-full rounded border border-line bg-panel px-2 py-1 text-ink disabled:opacity-60 aria-[invalid=true]:border-danger';

/** Attributes every control of a field carries (id for labels and jumps, error description). */
export type Common = {
  id: string;
  disabled: boolean;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  onBlur?: () => void;
};

/** Several codes picked from a list box. */
export function MultiSelect(props: {
  choices: { value: string; label: string }[];
  value: string[];
  path: string;
  common: Common;
  rows: number;
}) {
  const { setValue } = useOpenReport();
  return (
    <select
      {...props.common}
      multiple
      size={props.rows}
      className={inputClass}
      value={props.value}
      onChange={(e) =>
        setValue(
          props.path,
          [...e.target.selectedOptions].map((o) => o.value),
        )
      }
    >
      {props.choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}
