import { getFormPermissions } from '../../lib/api/calls/calls-form-configuration';
import { publishPermissionsOfJson } from '../../lib/api/schemas/form-configuration-schemas';
import type { FormVersionRef } from '../../lib/api/schemas/report-document-schemas';
import { newReportVersion } from '../../lib/forms/versions/form-versions';
import { formVersionLabel, versionRefusal } from '../../lib/forms/versions/publish-permissions';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import type { ApiClient } from '../api/client';
import type { AppData } from '../app-data';
import type { CachedForm } from '../local-db/local-records';

/** Where the device's form versions and a version's publish permissions come from. */
export interface NewReportDeps {
  /** Brings the device's copies up to date (FormConfiguration/GetAssignedDisabledConfigurations). */
  sync: (agencyOri: string) => Promise<unknown>;
  forms: () => Promise<CachedForm[]>;
  permissions: (version: FormVersionRef) => Promise<string>;
}

/** The device's form versions (the page's, made by the app's root) and the server's permissions. */
export const newReportDeps = (api: ApiClient, { localDb, syncAssignedForms }: AppData): NewReportDeps => ({
  sync: syncAssignedForms,
  forms: async () => (await localDb()).forms.all(),
  permissions: (v) => api.call(getFormPermissions, { ...v, isDraft: false }),
});

/**
 * Why the user may not start a crash report now, or '' (docs/rules/administration.md, "Publish
 * permissions"): the version a new report would be written on (from this device's copies of the
 * agency's versions, brought up to date first) must give one of their roles `create`. When the
 * device knows no version, or cannot read its permissions, nothing is refused here: Report/Create
 * still refuses on the server.
 */
export async function newReportRefusal(
  agencyOri: string,
  roleIds: readonly number[],
  deps: NewReportDeps,
): Promise<string> {
  await deps.sync(agencyOri).catch(() => undefined);
  const held = await deps.forms().catch(() => []);
  const versions = held.flatMap(({ version: v, disabled }) =>
    v ? [{ ...v, major: v.majorVersion, minor: v.minorVersion, disabled: disabled === true }] : [],
  );
  const version = newReportVersion(versions, vehicleCrashReport.name, agencyOri);
  if (!version) return '';
  const { title, agencyOri: owner, majorVersion, minorVersion } = version;
  const permissions = await deps
    .permissions({ title, agencyOri: owner, majorVersion, minorVersion })
    .then(publishPermissionsOfJson)
    .catch(() => null);
  return permissions ? versionRefusal(permissions, roleIds, 'create', formVersionLabel(version)) : '';
}
