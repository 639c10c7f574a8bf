import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/button';

/**
 * The filter form above an administration list (the logs, the state submissions): its fields in
 * a grid (`gridClassName` names the columns, written out so the style build sees it), then Filter
 * and Clear.
 */
export function LogFilterForm(props: {
  label: string;
  gridClassName: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={props.label}
      className="flex flex-col gap-3 rounded border border-line bg-panel p-4"
      onSubmit={props.onSubmit}
      noValidate
    >
      <div className={props.gridClassName}>{props.children}</div>
      <div className="flex gap-2">
        <Button type="submit" busy={props.busy}>
          Filter
        </Button>
        <Button variant="secondary" onClick={props.onClear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
