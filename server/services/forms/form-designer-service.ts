import type { FormConfiguration, FormVersionRow } from '../../../lib/api/schemas/form-configuration-schemas';
import {
  designScope,
  mayDesignForm,
  mayDesignForms,
  mayPublishForm,
} from '../../../lib/auth/permissions/form-permissions';
import {
  formVersionLabel,
  permissionGroups,
  type PublishPermission,
} from '../../../lib/forms/versions/publish-permissions';
import { formatDateTime } from '../../../lib/format/dates';
import { modelChangesForLog } from '../../../lib/admin/form-model-changes';
import { formDefinitionSchema } from '../../../lib/forms/definition/definition-schema';
import { definitionDiff } from '../../../lib/forms/versions/definition-diff';
import { definitionProblems } from '../../../lib/validation/form-model/definition-checks';
import { mappingCoverage, unexportedSentence, type UnexportedField } from '../../../lib/exchange/mapping-coverage';
import { exchangeMappingOf } from '../../exchange/report-exchange';
import { ApiError, forbidden, notFound } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { RequestInfo } from '../../api/implement';
import type { Executor } from '../../repositories/executor';
import type { FormConfigurationRow } from '../../repositories/forms/form-configuration-repository';
import type { AppDeps } from '../app-deps';
import { isUniqueViolation } from '../../repositories/unique-violation';

type Ctx = RequestInfo & SessionContext;
type Row = NonNullable<Awaited<ReturnType<AppDeps['repos']['formConfigurations']['lockForChange']>>>;

const versionOf = (r: { majorVersion: number; minorVersion: number }) => `${r.majorVersion}.${r.minorVersion}`;
const named = (r: Row) =>
  `${formVersionLabel({ title: r.title, major: r.majorVersion, minor: r.minorVersion })}${r.agencyOri ? ` of ${r.agencyOri}` : ''}`;

/**
 * The fields a model's exchange mapping (its own, or the shipped one it falls back to, as an
 * export finds it) leaves behind; null for a model that is no form definition.
 */
export function unexportedFieldsOf(model: unknown): UnexportedField[] | null {
  const definition = formDefinitionSchema.safeParse(model);
  if (!definition.success) return null;
  return mappingCoverage(definition.data, exchangeMappingOf(definition.data)).unexported;
}

/** The configuration as the calls answer it; a draft with the fields its mapping leaves behind. */
export function formConfigurationView(r: FormConfigurationRow): FormConfiguration {
  const unexported = r.isPublished ? null : unexportedFieldsOf(r.formModel);
  return {
    id: r.id,
    title: r.title,
    agencyOri: r.agencyOri,
    majorVersion: r.majorVersion,
    minorVersion: r.minorVersion,
    isPublished: r.isPublished,
    disabled: r.disabled,
    lastUpdated: new Date(r.lastUpdated).toISOString(),
    formModel: r.formModel,
    ...(unexported ? { unexportedFields: unexported } : {}),
  };
}

/**
 * Designing and publishing form versions (see docs/rules/administration.md, "Form versions").
 * Each change locks the version's row, checks the lastUpdated the administrator started from and
 * commits with its admin event; a model with problems is refused whole, so nothing is half-saved
 * and a published version never changes.
 */
export function formDesignerService({ repos, clock, config }: AppDeps) {
  const forms = repos.formConfigurations;

  const changedSince = (r: Row) =>
    new ApiError(
      'conflict',
      `${r.updatedByName ?? 'Someone'} changed ${named(r)} at ${formatDateTime(new Date(r.lastUpdated).toISOString(), config.timeZone)}, after you opened it. ` +
        'Open it again to see their change, and make yours again.',
    );

  async function locked(id: number, tx: Executor) {
    const row = await forms.lockForChange(id, tx);
    if (!row) throw notFound(`There is no form version ${id}.`);
    return row;
  }

  function checkExpected(row: Row, expected: string) {
    if (new Date(row.lastUpdated).getTime() !== Date.parse(expected)) throw changedSince(row);
  }

  /** The model's problems as field errors at payload.formModel.<path>; the version's title is its name. */
  async function refuseProblems(title: string, model: unknown, action: string, tx: Executor) {
    // Read through the transaction: on the embedded database a query beside it would wait for it.
    const problems = definitionProblems(model, await repos.codeLists.listIds(tx));
    const name = (model as { name?: unknown } | null)?.name;
    if (!problems.length && name !== title) {
      problems.push({ path: ['name'], message: `The form's name is its title, "${title}".` });
    }
    if (!problems.length) return;
    const first = problems[0]!;
    throw new ApiError(
      'validation',
      `The form model cannot be ${action}: ${problems.length === 1 ? '' : `${problems.length} problems; the first: `}${first.message}`,
      problems.slice(0, 50).map((p) => ({ path: ['payload', 'formModel', ...p.path].join('.'), message: p.message })),
    );
  }

  async function record(ctx: Ctx, row: Row, action: string, after: Record<string, unknown>, tx: Executor, at: Date) {
    await repos.adminEvents.record(
      {
        actor: { id: ctx.user.id, userName: ctx.user.userName },
        agencyOri: row.agencyOri,
        subject: 'FormConfiguration',
        subjectKey: row.id,
        action,
        before: { title: row.title, version: versionOf(row), isPublished: row.isPublished, disabled: row.disabled },
        after: { title: row.title, version: versionOf(row), ...after },
        ip: ctx.ip,
        at,
      },
      tx,
    );
  }

  /**
   * What a draft's save changed in its model, for the change log. A stored draft whose model is not
   * one (written before the checks, or by hand) has nothing to compare: the log says it was replaced.
   */
  function modelChanges(row: Row, saved: unknown) {
    const before = formDefinitionSchema.safeParse(row.formModel);
    const after = formDefinitionSchema.parse(saved);
    if (before.success) return modelChangesForLog(definitionDiff(before.data, after));
    return { formModel: 'replaced: the stored model was not a valid form model' };
  }

  async function viewOf(id: number) {
    const row = await forms.find(id);
    if (!row) throw notFound(`There is no form version ${id}.`);
    return formConfigurationView(row);
  }

  return {
    async list(ctx: Ctx, f: { title: string; status: string }): Promise<FormVersionRow[]> {
      if (!mayDesignForms(ctx.ability)) throw forbidden('The form designer is for administrators who design forms.');
      const rows = await forms.list({ ...f, agencyOris: designScope(ctx.ability, ctx.user.agencyOri) });
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        agencyOri: r.agencyOri,
        agencyName: r.agencyName,
        majorVersion: r.majorVersion,
        minorVersion: r.minorVersion,
        isPublished: r.isPublished,
        disabled: r.disabled,
        lastUpdated: new Date(r.lastUpdated).toISOString(),
        lastUpdatedBy: r.updatedByName,
      }));
    },

    /** A draft's form model saved over the one it was opened with. */
    async saveDraft(ctx: Ctx, p: { id: number; expectedLastUpdated: string; formModel: unknown }) {
      const at = clock();
      await repos.inTransaction(async (tx) => {
        const row = await locked(p.id, tx);
        if (!mayDesignForm(ctx.ability, { agencyOri: row.agencyOri }))
          throw forbidden(`You may not change ${named(row)}.`);
        if (row.isPublished) {
          throw new ApiError(
            'conflict',
            `${named(row)} is published and never changes: start a new version from it to make changes.`,
          );
        }
        checkExpected(row, p.expectedLastUpdated);
        await refuseProblems(row.title, p.formModel, 'saved', tx);
        await forms.update(row.id, { model: p.formModel, by: ctx.user.id, at }, tx);
        await record(
          ctx,
          row,
          'save',
          { isPublished: false, disabled: row.disabled, ...modelChanges(row, p.formModel) },
          tx,
          at,
        );
      });
      return viewOf(p.id);
    },

    /** A new draft: the next minor or major version of `copyOf`, for its agency or the one named. */
    async newVersion(
      ctx: Ctx,
      p: { copyOf: number; version: 'minor' | 'major'; agencyOri?: string | null | undefined },
    ) {
      const at = clock();
      const id = await repos.inTransaction(async (tx) => {
        const source = await locked(p.copyOf, tx);
        const agencyOri = p.agencyOri === undefined ? source.agencyOri : p.agencyOri;
        if (!source.isPublished && !mayDesignForm(ctx.ability, { agencyOri: source.agencyOri })) {
          throw forbidden(`You may not copy ${named(source)}.`);
        }
        if (!mayDesignForm(ctx.ability, { agencyOri })) {
          const whose = agencyOri === null ? 'state-wide' : `for agency ${agencyOri}`;
          const message = `You may not start a form version ${whose}.`;
          throw new ApiError('forbidden', message, [{ path: 'payload.agencyOri', message }]);
        }
        if (agencyOri !== null && !(await repos.agencies.row(agencyOri, tx))) {
          const message = `There is no agency with ORI ${agencyOri}.`;
          throw new ApiError('validation', message, [{ path: 'payload.agencyOri', message }]);
        }
        const major = p.version === 'major' ? null : source.majorVersion;
        const highest = await forms.highestVersion(source.title, agencyOri, major, tx);
        const next =
          p.version === 'major'
            ? { major: (highest?.majorVersion ?? source.majorVersion) + 1, minor: 0 }
            : { major: source.majorVersion, minor: Math.max(highest?.minorVersion ?? 0, source.minorVersion) + 1 };
        try {
          const inserted = await forms.insert(
            { title: source.title, agencyOri, ...next, model: source.formModel, by: ctx.user.id, at },
            tx,
          );
          await forms.replacePermissions(inserted.id, await forms.permissions(source.id, tx), tx);
          await record(
            ctx,
            { ...source, id: inserted.id, majorVersion: next.major, minorVersion: next.minor, agencyOri },
            'create',
            { copiedFrom: versionOf(source), isPublished: false, disabled: false },
            tx,
            at,
          );
          return inserted.id;
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new ApiError(
              'conflict',
              `Version ${next.major}.${next.minor} of ${source.title} already exists: open it instead.`,
            );
          }
          throw error;
        }
      });
      return viewOf(id);
    },

    async publish(ctx: Ctx, p: { id: number; expectedLastUpdated: string; acceptUnexported?: boolean | undefined }) {
      const at = clock();
      await repos.inTransaction(async (tx) => {
        const row = await locked(p.id, tx);
        if (!mayPublishForm(ctx.ability, { agencyOri: row.agencyOri }))
          throw forbidden(`You may not publish ${named(row)}.`);
        if (row.isPublished) throw new ApiError('conflict', `${named(row)} is already published.`);
        checkExpected(row, p.expectedLastUpdated);
        await refuseProblems(row.title, row.formModel, 'published', tx);
        // Values that would never reach the state are left behind only when the publisher says so.
        const unexported = unexportedFieldsOf(row.formModel) ?? [];
        if (unexported.length && p.acceptUnexported !== true) {
          const them = unexported.length === 1 ? 'it' : 'them';
          const message =
            `${named(row)} was not published: ${unexportedSentence(unexported)} Map ${them} in its exchange mapping, ` +
            `or list ${them} as not exported; or publish without ${them}.`;
          throw new ApiError('validation', message, [{ path: 'payload.acceptUnexported', message }]);
        }
        await forms.update(row.id, { isPublished: true, by: ctx.user.id, at }, tx);
        const left = unexported.length ? { unexportedFields: unexported.map((f) => f.path) } : {};
        await record(ctx, row, 'publish', { isPublished: true, disabled: row.disabled, ...left }, tx, at);
      });
      return viewOf(p.id);
    },

    async setDisabled(ctx: Ctx, id: number, disabled: boolean) {
      const at = clock();
      await repos.inTransaction(async (tx) => {
        const row = await locked(id, tx);
        if (!mayPublishForm(ctx.ability, { agencyOri: row.agencyOri })) {
          throw forbidden(`You may not ${disabled ? 'disable' : 'enable'} ${named(row)}.`);
        }
        if (row.disabled === disabled) return;
        await forms.update(row.id, { disabled, by: ctx.user.id, at }, tx);
        await record(ctx, row, disabled ? 'disable' : 'enable', { isPublished: row.isPublished, disabled }, tx, at);
      });
      return viewOf(id);
    },

    async savePermissions(ctx: Ctx, p: { id: number; permissions: PublishPermission[] }) {
      const at = clock();
      const seen = new Set<string>();
      const roles = new Set((await repos.roles.list(undefined)).map((r) => r.id));
      p.permissions.forEach((perm, i) => {
        const key = `${perm.group}:${perm.roleId}`;
        const problem = !roles.has(perm.roleId)
          ? `There is no role ${perm.roleId}.`
          : seen.has(key)
            ? `Role ${perm.roleId} is in the ${perm.group} group twice.`
            : '';
        if (problem)
          throw new ApiError('validation', problem, [{ path: `payload.permissions.${i}`, message: problem }]);
        seen.add(key);
      });
      await repos.inTransaction(async (tx) => {
        const row = await locked(p.id, tx);
        if (!mayPublishForm(ctx.ability, { agencyOri: row.agencyOri })) {
          throw forbidden(`You may not set the publish permissions of ${named(row)}.`);
        }
        const before = await forms.permissions(row.id, tx);
        const ordered = [...p.permissions].sort(
          (a, b) => permissionGroups.indexOf(a.group) - permissionGroups.indexOf(b.group) || a.roleId - b.roleId,
        );
        await forms.replacePermissions(row.id, ordered, tx);
        // The stamp moves, so servers and clients holding the version read its permissions again.
        await forms.update(row.id, { by: ctx.user.id, at }, tx);
        await repos.adminEvents.record(
          {
            actor: { id: ctx.user.id, userName: ctx.user.userName },
            agencyOri: row.agencyOri,
            subject: 'FormConfiguration',
            subjectKey: row.id,
            action: 'permissions',
            before: { version: versionOf(row), permissions: before },
            after: { version: versionOf(row), permissions: ordered },
            ip: ctx.ip,
            at,
          },
          tx,
        );
      });
      return forms.permissions(p.id);
    },
  };
}
export type FormDesignerService = ReturnType<typeof formDesignerService>;
