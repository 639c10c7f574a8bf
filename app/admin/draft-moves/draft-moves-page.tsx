import { useState } from 'react';
import { getFormPermissions, listFormConfigurations } from '../../../lib/api/calls/calls-form-configuration';
import { publishPermissionsOfJson, type FormVersionRow } from '../../../lib/api/schemas/form-configuration-schemas';
import { bulkMoveScope } from '../../../lib/auth/permissions/form-permissions';
import { draftMoveTargets } from '../../../lib/forms/versions/form-versions';
import { formVersionLabel, versionRefusal } from '../../../lib/forms/versions/publish-permissions';
import { Alert } from '../../../components/alert';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { useCall } from '../../api/use-call';
import { useAbility } from '../../session/use-ability';
import { useSessionStore } from '../../session/session-store';
import { Ribbon } from '../../layout/ribbon';
import { DraftMoveRunner } from './draft-move-run';

type Version = FormVersionRow & { major: number; minor: number; label: string };

const versionOf = (row: FormVersionRow): Version => {
  const numbers = { major: row.majorVersion, minor: row.minorVersion };
  const label = formVersionLabel({ title: row.title, ...numbers });
  return { ...row, ...numbers, label: `${label} (${row.agencyName ?? 'state-wide'})` };
};
const optionOf = (v: Version) => ({ value: String(v.id), label: v.label });

/**
 * Move drafts to a version (docs/rules/administration.md, "Drafts follow a new version"): an
 * administrator picks a version drafts were written with and a newer published version of the
 * same form, and moves their agency's drafts (every agency's, for a state administrator) in pages.
 * Only targets the server would accept are offered (lib/forms/versions/form-versions.ts).
 */
export function DraftMovesPage() {
  const ability = useAbility();
  const user = useSessionStore((s) => s.user);
  const list = useCall(
    listFormConfigurations,
    { title: '', status: 'all' },
    'versions',
    'The versions could not be loaded.',
  );
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const scope = user ? bulkMoveScope(ability, user.agency.ori) : [];
  const versions = (list.data?.rows ?? []).map(versionOf);
  const sources = versions.filter((v) => v.isPublished && draftMoveTargets(versions, v, scope).length > 0);
  const from = sources.find((v) => String(v.id) === fromId);
  const targets = from ? draftMoveTargets(versions, from, scope) : [];
  const to = targets.find((v) => String(v.id) === toId);
  const permissions = useCall(
    getFormPermissions,
    to
      ? { title: to.title, agencyOri: to.agencyOri, majorVersion: to.major, minorVersion: to.minor, isDraft: false }
      : null,
    `${to?.id}@${to?.lastUpdated}`,
    'The version’s publish permissions could not be read.',
  );
  // The mover's roles need the target's edit permission (the server refuses the run otherwise).
  const refusal =
    to && permissions.data && user
      ? versionRefusal(publishPermissionsOfJson(permissions.data), user.roles, 'edit', formVersionLabel(to))
      : '';

  return (
    <>
      <Ribbon title="Move drafts to a version" />
      <div className="flex flex-col gap-4 p-4">
        <p className="max-w-3xl text-sm">
          Drafts written with an older version of a form move to a newer published version field by field. A value the
          newer version has no place for stays on its report, listed there as not carried over. Submitted reports stay
          on the version they were written with.
        </p>
        {list.error && <Alert tone="error">{list.error}</Alert>}
        {!list.data && !list.error && <Spinner label="Loading the form versions…" />}
        {list.data && sources.length === 0 && (
          <Alert>No version has a newer published version to move its drafts to.</Alert>
        )}
        {sources.length > 0 && (
          <div className="flex max-w-xl flex-col gap-3">
            <SelectField
              label="Move drafts of"
              value={fromId}
              anyLabel="Choose a version"
              options={sources.map(optionOf)}
              onChange={(v) => {
                setFromId(v);
                setToId('');
              }}
            />
            {from && (
              <SelectField
                label="To the newer version"
                value={toId}
                anyLabel="Choose a version"
                options={targets.map(optionOf)}
                onChange={setToId}
              />
            )}
          </div>
        )}
        {permissions.error && <Alert tone="error">{permissions.error}</Alert>}
        {/* Not while another target's permissions are still being read: they would decide for this one. */}
        {from && to && permissions.data && !permissions.loading && (
          <DraftMoveRunner key={`${from.id}-${to.id}`} from={from} to={to} refusal={refusal} />
        )}
      </div>
    </>
  );
}
