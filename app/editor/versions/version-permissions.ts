import { useEffect } from 'react';
import { getFormPermissions } from '../../../lib/api/calls/calls-form-configuration';
import { publishPermissionsOfJson } from '../../../lib/api/schemas/form-configuration-schemas';
import type { ReportDocument } from '../../../lib/api/schemas/report-document-schemas';
import { formVersionLabel, versionRefusal } from '../../../lib/forms/versions/publish-permissions';
import { useRead } from '../../api/use-mutation';
import { useSession } from '../../session/session-store';
import { useOpenReport } from '../open-report/editor-context';
import { useApiClient } from '../../api/api-client-context';

type VersionOf = Pick<ReportDocument, 'formConfigurationId' | 'formConfigurationLastUpdated' | 'formVersion'>;

/** Why the user may not edit or submit reports of this version, in words; '' where they may. */
export interface VersionRefusals {
  edit: string;
  submit: string;
}

const none: VersionRefusals = { edit: '', submit: '' };

/**
 * What the publish permissions of the open report's form version refuse the signed-in user
 * (docs/rules/administration.md, "Publish permissions"), so the editor does not offer what the
 * server would refuse. Until the permissions are read (or when they cannot be), nothing is
 * refused here: the server still refuses on save and send.
 */
export function useVersionRefusals(report: VersionOf | null): VersionRefusals {
  const roleIds = useSession((s) => s.user?.roles);
  const api = useApiClient();
  const version = report?.formVersion;
  // Not a screen's read but a part of the editor's: read here, once per version of the form.
  const { data } = useRead(
    version ? () => api.call(getFormPermissions, { ...version, isDraft: false }) : null,
    // The version's last change moves when its permissions change.
    `${report?.formConfigurationId}@${report?.formConfigurationLastUpdated}`,
    'The form version’s permissions could not be read.',
  );
  if (!data || !version || !roleIds) return none;
  const permissions = publishPermissionsOfJson(data);
  const label = formVersionLabel({ title: version.title, major: version.majorVersion, minor: version.minorVersion });
  return {
    edit: versionRefusal(permissions, roleIds, 'edit', label),
    submit: versionRefusal(permissions, roleIds, 'submit', label),
  };
}

/**
 * Keeps the open report read-only with `reason` while there is one: set over whatever state the
 * open report gives it (it opens, saves and reopens without knowing publish permissions). A
 * report already read-only keeps its own reason (a lock, a submitted status).
 */
export function useReadOnlyFor(reason: string) {
  const { store } = useOpenReport();
  useEffect(() => {
    if (!reason) return;
    const apply = () => {
      const { report, saveState } = store.getState();
      if (report && saveState !== 'readOnly') store.setState({ saveState: 'readOnly', message: reason });
    };
    apply();
    return store.subscribe(apply);
  }, [store, reason]);
}
