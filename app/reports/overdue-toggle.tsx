import { useNavigate, useSearchParams } from 'react-router';
import { Toggle } from '../../components/toggle';

/**
 * "Only overdue" over a report table: kept in the address (overdue=1) like the table's page and
 * order, so a reload or a shared link shows the same rows; switching starts again on the first page.
 */
export function OverdueToggle({ on }: { on: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const show = (only: boolean) => {
    const next = new URLSearchParams(params);
    for (const key of ['page', 'after', 'overdue']) next.delete(key);
    if (only) next.set('overdue', '1');
    void navigate({ search: `?${next.toString()}` });
  };
  return (
    <Toggle
      label="Only overdue"
      checked={on}
      onChange={show}
      description="Reports past the agency's deadline: drafts after the crash, reviews after Send to."
    />
  );
}
