import { formatDateTime } from '../../lib/format/dates';
import type { ReleaseRow } from '../../lib/releases/release-log-schemas';
import { copyKindLabels, permissibleUseLabel, requesterKindLabels } from '../../lib/releases/release-rules';
import type { SimpleColumn } from '../../components/simple-table';

/**
 * A copy given, in the words the report's history, the log of copies and its CSV all use, so
 * one release reads the same wherever it is shown.
 */
export const releaseWords = {
  copy: (r: ReleaseRow) => copyKindLabels[r.copy],
  delivery: (r: ReleaseRow) =>
    r.delivery === 'email' ? `E-mailed to ${r.emailTo ?? 'an address not kept'}` : 'Printed',
  requester: (r: ReleaseRow) => r.requester.name,
  // The agency's own copies are logged under its name as law enforcement: said as what they are.
  kind: (r: ReleaseRow) => (r.agencyUse ? 'The agency’s own work' : requesterKindLabels[r.requester.kind]),
  use: (r: ReleaseRow) => (r.permissibleUse ? permissibleUseLabel(r.permissibleUse) : 'None (public copy)'),
  givenBy: (r: ReleaseRow) => r.givenBy.name,
};

/** The columns of a table of copies given, after whatever the screen puts first. */
export const releaseColumns: SimpleColumn<ReleaseRow>[] = [
  { header: 'When', render: (r) => formatDateTime(r.givenAt) },
  { header: 'Copy', render: releaseWords.copy },
  { header: 'Delivery', render: releaseWords.delivery, wrap: true },
  { header: 'Requester', render: releaseWords.requester, wrap: true },
  { header: 'Kind', render: releaseWords.kind },
  { header: 'Permissible use', render: releaseWords.use, wrap: true },
  { header: 'Proof', render: (r) => r.proof, wrap: true },
  { header: 'Given by', render: releaseWords.givenBy },
];
