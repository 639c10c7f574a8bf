import type { ReportDocument } from '../../lib/api/schemas/report-document-schemas';
import type { User } from '../../lib/api/schemas/user-schemas';
import { newReportVersion } from '../../lib/forms/versions/form-versions';
import { newReportData, newReportProvenance } from '../../lib/forms/report-data/new-report';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import { mergeOverNewReport } from '../../lib/offline/merge-over-server';
import type { FormDefinition } from '../../lib/forms/definition/definition-schema';
import type { CachedForm, KeptReport, LocalDraft } from '../local-db/local-records';
import { deviceCopyOf, mergedCopy } from './kept-copy';

/**
 * Reports started on this device while the server could not be reached. Such a report lives
 * under a negative key until the outbox creates it on the server (Report/Create with its client
 * id, so a create repeated after a lost answer makes one report) and it moves to the server's id.
 */

/** What starting and creating need of the device and the server. */
export interface DeviceReportDeps {
  forms(): Promise<CachedForm[]>;
  getDraft(id: number): Promise<LocalDraft | undefined>;
  /** Writes the draft under its new id and removes the old key's, with anything kept under it. */
  moveDraft(from: number, draft: LocalDraft): Promise<void>;
  putDraft(draft: LocalDraft): Promise<unknown>;
  create(input: { formConfigurationId: number; clientId: string }): Promise<ReportDocument>;
  definitionOf(document: ReportDocument): Promise<FormDefinition>;
  now(): number;
  uuid(): string;
}

export const NO_FORM_HERE =
  'No published crash report form is kept on this device: a new report can be started once the connection returns.';

/** The case number shown for a report the server has not numbered yet. */
export const NOT_YET_NUMBERED = 'Not yet numbered';

/**
 * Starts a crash report on this device: on the version the server would choose (from the forms
 * kept here), with the officer's own values filled as the server fills them. Answers its key.
 */
export async function startReportOnDevice(user: User, deps: DeviceReportDeps): Promise<number> {
  const held = await deps.forms();
  const versions = held.flatMap((form) =>
    form.version
      ? [
          {
            ...form.version,
            major: form.version.majorVersion,
            minor: form.version.minorVersion,
            disabled: !!form.disabled,
            form,
          },
        ]
      : [],
  );
  const chosen = newReportVersion(versions, vehicleCrashReport.name, user.agency.ori);
  if (!chosen) throw new Error(NO_FORM_HERE);
  const { definition, id: formConfigurationId } = chosen.form;
  const data = newReportData(definition, { ...user, agencyOri: user.agency.ori });
  const now = deps.now();
  // A key no server id takes, unique on this device (one officer cannot start two in a millisecond).
  const key = -now;
  const report: KeptReport = {
    id: key,
    version: 0,
    status: 0,
    uniqueIdentifier: NOT_YET_NUMBERED,
    formConfigurationId,
    formType: definition.type,
    agencyOri: user.agency.ori,
    authorUser: { id: user.id, name: `${user.firstName} ${user.lastName}` },
    formInstanceLockInfo: null,
    isSupplement: false,
    lastUpdated: new Date(now).toISOString(),
  };
  await deps.putDraft({
    id: key,
    data,
    provenance: newReportProvenance(definition, data),
    baseVersion: 0,
    dirty: true,
    dirtySince: now,
    savedAt: now,
    // What the device started from: the server's own new report merges over it, so the values
    // only the server knows (the profile's default location) arrive where the officer typed nothing.
    base: { formConfigurationId, data },
    report,
    clientId: deps.uuid(),
  });
  return key;
}

/**
 * Creates on the server the report started under `key` and moves the device's copy to the
 * server's id, merged with the server's new report and still to be saved. Answers the document.
 */
export async function createFromDevice(key: number, deps: DeviceReportDeps): Promise<ReportDocument> {
  const draft = await deps.getDraft(key);
  if (!draft?.clientId || !draft.report) throw new Error(`Report ${key} is not kept on this device.`);
  const document = await deps.create({
    formConfigurationId: draft.report.formConfigurationId,
    clientId: draft.clientId,
  });
  const definition = await deps.definitionOf(document);
  const base = draft.base ?? { formConfigurationId: document.formConfigurationId, data: {} };
  const merged = mergeOverNewReport(definition, base, deviceCopyOf(draft), document);
  const { clientId: _clientId, ...rest } = draft;
  await deps.moveDraft(key, mergedCopy(rest, merged, document));
  return document;
}
