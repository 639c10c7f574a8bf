import { useLoaderData } from 'react-router';
import { Alert } from '../../components/alert';
import { SimpleTable } from '../../components/simple-table';
import { Spinner } from '../../components/spinner';
import { releaseColumns } from '../workflow/release-words';
import type { CopiesGivenAnswer } from './history-loaders';

/** Every copy of the report given, printed or e-mailed, oldest first: which copy, to whom, why and by whom. */
export function CopiesGivenTab() {
  const { data, error } = useLoaderData<CopiesGivenAnswer>();
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!data) return <Spinner label="Loading the copies given…" />;
  if (data.releases.length === 0)
    return <p className="text-muted">No copy of the report has been given: none printed or e-mailed.</p>;
  return (
    <SimpleTable
      caption="Copies of the report given, oldest first"
      rows={data.releases}
      rowKey={(r) => r.id}
      columns={releaseColumns}
    />
  );
}
