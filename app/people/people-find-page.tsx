import { useState } from 'react';
import { Link } from 'react-router';
import { findPeople } from '../../lib/api/calls/calls-people';
import type { CallResponse } from '../../lib/api/define-call';
import type { PartyRole } from '../../lib/forms/derived/report-parties';
import { formatDate } from '../../lib/format/dates';
import type { PartyCrash, PartyMatch, PeopleFindRequest } from '../../lib/people/people-criteria';
import { reportStatusName } from '../../lib/workflow/report-status';
import { Alert } from '../../components/alert';
import { SimpleTable } from '../../components/simple-table';
import { useApiClient } from '../api/api-client-context';
import { Ribbon } from '../layout/ribbon';
import { PeopleFindForm } from './people-find-form';

type Found = CallResponse<typeof findPeople>;

const roleWords: Record<PartyRole, string> = {
  driver: 'Driver',
  passenger: 'Passenger',
  owner: 'Owner',
  vehicle: 'Vehicle',
  witness: 'Witness',
};

/** A match as its heading names it: the person's name and birth date, or the vehicle's plate and VIN. */
function matchTitle(m: PartyMatch): string {
  if (m.kind === 'vehicle') {
    const plate = m.plate ? `Plate ${m.plate}${m.plateState ? ` (${m.plateState})` : ''}` : null;
    return ['Vehicle', plate, m.vin ? `VIN ${m.vin}` : null].filter(Boolean).join(', ');
  }
  const name = [m.lastName, m.firstName].filter(Boolean).join(', ') || 'Name not given';
  const licence = m.licenceNumber ? `licence ${m.licenceNumber}${m.licenceState ? ` (${m.licenceState})` : ''}` : null;
  return [name, m.birthDate ? `born ${formatDate(m.birthDate)}` : null, licence].filter(Boolean).join(', ');
}

const roleText = (c: PartyCrash) => `${roleWords[c.role]}${c.unit !== null ? ` of unit ${c.unit}` : ''}`;

/** Each person or vehicle found, with the crashes it was in, each crash linking to its report. */
function Matches({ found }: { found: Found }) {
  if (found.matches.length === 0)
    return <p role="status">Nobody and no vehicle matches in the reports you may search.</p>;
  const crashes = found.matches.reduce((n, m) => n + m.crashes.length, 0);
  return (
    <section aria-label="Matches" className="flex flex-col gap-4">
      <p role="status">
        {found.matches.length} {found.matches.length === 1 ? 'match' : 'matches'} in {crashes}{' '}
        {crashes === 1 ? 'crash' : 'crashes'}.
        {found.truncated && ' More crashes matched than are shown: narrow the search.'}
      </p>
      {found.matches.map((m) => {
        const title = matchTitle(m);
        return (
          <article key={JSON.stringify({ ...m, crashes: undefined })} className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{title}</h2>
            <div className="overflow-x-auto rounded border border-line bg-panel">
              <SimpleTable
                caption={`Crashes of ${title}, newest first`}
                rows={m.crashes}
                rowKey={(c) => `${c.reportId}-${c.role}-${c.unit ?? ''}`}
                columns={[
                  {
                    header: 'Report',
                    render: (c) => (
                      <Link className="text-brand underline" to={`/reports/${c.reportId}`}>
                        {c.caseNumber ? `Case ${c.caseNumber}` : `Report ${c.reportId}`}
                      </Link>
                    ),
                  },
                  { header: 'Crash date', render: (c) => (c.crashDate ? formatDate(c.crashDate) : '—') },
                  { header: 'Agency', render: (c) => c.agencyName ?? c.agencyOri },
                  { header: 'Role in the crash', render: roleText },
                  { header: 'Status', render: (c) => reportStatusName(c.status) },
                ]}
              />
            </div>
          </article>
        );
      })}
    </section>
  );
}

/**
 * Finding people and vehicles (docs/rules/records-and-personal-data.md, "Finding people and
 * vehicles"): the criteria never go into the address, since they are personal data; each search
 * is kept in the access log with its reason.
 */
export function PeopleFindPage() {
  const api = useApiClient();
  const [found, setFound] = useState<Found | null>(null);
  const find = async (request: PeopleFindRequest) => {
    setFound(null);
    setFound(await api.call(findPeople, request));
  };
  return (
    <>
      <Ribbon title="Find people and vehicles" />
      <div className="flex flex-col gap-4 p-4">
        <Alert tone="info">
          Each search is kept with your name and reason and shown to your administrators. Search only for a lawful
          purpose.
        </Alert>
        <PeopleFindForm onFind={find} />
        {found && <Matches found={found} />}
      </div>
    </>
  );
}
