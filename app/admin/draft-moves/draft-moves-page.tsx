import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import { publishPermissionsOfJson, type FormVersionRow } from '../../../lib/api/schemas/form-configuration-schemas';
import { bulkMoveScope } from '../../../lib/auth/permissions/form-permissions';
import { draftMoveTargets } from '../../../lib/forms/versions/form-versions';
import { formVersionLabel, versionRefusal } from '../../../lib/forms/versions/publish-permissions';
import { Alert } from '../../../components/alert';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { useAbility } from '../../session/use-ability';
import { useSession } from '../../session/session-store';
import { Ribbon } from '../../layout/ribbon';
import { DraftMoveRunner } from './draft-move-run';
import { draftMoveAddress, draftMoveOf, type DraftMovesAnswer } from './draft-moves-loader';

// The route takes the page and its loader from one chunk (router.tsx).
export { draftMovesLoader } from './draft-moves-loader';

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
 * Only targets the server would accept are offered (lib/forms/versions/form-versions.ts). The
 * versions picked are in the address, so Back returns to the picks before.
 */
export function DraftMovesPage() {
  const ability = useAbility();
  const user = useSession((s) => s.user);
  const answer = useLoaderData<DraftMovesAnswer>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  // A pick shows at once, from the versions already read, while the loader reads the target's permissions.
  const { fromId, toId } =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname
      ? draftMoveOf(new URLSearchParams(navigation.location.search))
      : answer.picked;
  const pick = (next: { fromId: string; toId: string }) => void navigate({ search: draftMoveAddress(next) });
  const scope = user ? bulkMoveScope(ability, user.agency.ori) : [];
  const versions = (answer.versions ?? []).map(versionOf);
  const sources = versions.filter((v) => v.isPublished && draftMoveTargets(versions, v, scope).length > 0);
  const from = sources.find((v) => String(v.id) === fromId);
  const targets = from ? draftMoveTargets(versions, from, scope) : [];
  const to = targets.find((v) => String(v.id) === toId);
  // Only the permissions read for this very target decide for it.
  const permissions = to && String(to.id) === answer.picked.toId ? answer.permissions : undefined;
  // The mover's roles need the target's edit permission (the server refuses the run otherwise).
  const refusal =
    to && permissions && user
      ? versionRefusal(publishPermissionsOfJson(permissions), user.roles, 'edit', formVersionLabel(to))
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
        {answer.error && <Alert tone="error">{answer.error}</Alert>}
        {!answer.versions && !answer.error && <Spinner label="Loading the form versions…" />}
        {answer.versions && sources.length === 0 && (
          <Alert>No version has a newer published version to move its drafts to.</Alert>
        )}
        {sources.length > 0 && (
          <div className="flex max-w-xl flex-col gap-3">
            <SelectField
              label="Move drafts of"
              value={from ? fromId : ''}
              anyLabel="Choose a version"
              options={sources.map(optionOf)}
              onChange={(v) => pick({ fromId: v, toId: '' })}
            />
            {from && (
              <SelectField
                label="To the newer version"
                value={to ? toId : ''}
                anyLabel="Choose a version"
                options={targets.map(optionOf)}
                onChange={(v) => pick({ fromId, toId: v })}
              />
            )}
          </div>
        )}
        {to && String(to.id) === answer.picked.toId && answer.permissionsError && (
          <Alert tone="error">{answer.permissionsError}</Alert>
        )}
        {/* The loader read the picked target's permissions with the versions: they are this target's. */}
        {from && to && permissions && (
          <DraftMoveRunner key={`${from.id}-${to.id}`} from={from} to={to} refusal={refusal} />
        )}
      </div>
    </>
  );
}
