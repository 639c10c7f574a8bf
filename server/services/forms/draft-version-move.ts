import { subjectOf } from '../../../lib/auth/permissions/ability';
import { bulkMoveScope } from '../../../lib/auth/permissions/form-permissions';
import { carryOver } from '../../../lib/forms/versions/carry-over';
import { moveTargetRefusal } from '../../../lib/forms/versions/form-versions';
import type { ProvenanceMap } from '../../../lib/forms/report-data/provenance';
import { versionRefusal } from '../../../lib/forms/versions/publish-permissions';
import { reportColumns } from '../../../lib/forms/derived/report-columns';
import { reportParties } from '../../../lib/forms/derived/report-parties';
import { withServerSetFields } from '../../../lib/forms/report-data/server-set-fields';
import { reportStatusName } from '../../../lib/workflow/report-status';
import { ApiError, forbidden, notFound } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { StoredReport } from '../../repositories/reports/report-document-repository';
import type { CodeBook } from '../code-lists/code-book';
import type { FormDefinitions, LoadedForm } from './form-definitions';
import { reportGone } from '../reports/report-gone';
import type { AppDeps } from '../app-deps';

type Actor = Pick<SessionContext, 'user' | 'ability'> & { ip: string };

/** Who moves a draft: its author (edit), or an administrator of its reports in bulk (reassign). */
type Mover = 'author' | 'administrator';

const subjectOfReport = (r: StoredReport) =>
  subjectOf('Report', { id: r.id, authorUserId: r.authorUser.id, agencyOri: r.agencyOri, status: r.status });

/**
 * Drafts follow a new version (see docs/rules/administration.md, "Drafts follow a new version"):
 * a draft moves to a newer published version of its form, its values carried field by field
 * (lib/forms/versions/carry-over.ts); what has no place there stays on the report in its not-carried-over
 * list. The move is a save of the draft over the version read, with its audit event, or nothing.
 */
export function draftVersionMove({
  repos,
  clock,
  forms,
  codes,
}: AppDeps & { forms: FormDefinitions; codes: CodeBook }) {
  const reports = repos.reportDocuments;

  /** Why `to` cannot take drafts of `from` for this report, or '' (the rule is lib's, for the screens too). */
  const targetRefusal = (from: LoadedForm, to: LoadedForm, report: StoredReport) =>
    moveTargetRefusal(from, to, report.agencyOri, `report ${report.id}`);

  async function move(actor: Actor, report: StoredReport, target: LoadedForm, version: number, by: Mover) {
    if (report.status !== 0) {
      throw new ApiError(
        'conflict',
        `Only a draft moves to a newer version: report ${report.id} is ${reportStatusName(report.status)} and stays on the version it was written with.`,
      );
    }
    const from = await forms.load(report.formConfigurationId);
    const refusal =
      targetRefusal(from, target, report) ||
      versionRefusal(target.permissions, actor.user.roleIds, 'edit', target.label);
    if (refusal) throw new ApiError(refusal.startsWith('Your roles') ? 'forbidden' : 'validation', refusal);
    if (report.version !== version) {
      throw new ApiError('conflict', `Report ${report.id} changed since you opened it. Open it again, then move it.`);
    }
    const find = await codes();
    const carried = carryOver(from.definition, target.definition, report.data, (listId, code) => !!find(listId, code));
    // The officer and agency fields are the server's, in the newer version's keys too.
    const kept = withServerSetFields(
      target.definition,
      carried.data,
      movedProvenance(report.provenance, carried.moved),
      report.officer,
    );
    const summary = reportColumns(target.definition, kept.data);
    const departmentName = report.agencyOri ? ((await repos.reference.agencyName(report.agencyOri)) ?? null) : null;
    const at = clock();
    const moved = await repos.inTransaction(async (tx) => {
      const written = await reports.moveToVersion(
        {
          reportId: report.id,
          version,
          formConfigurationId: target.id,
          data: kept.data,
          provenance: kept.provenance,
          notCarriedOver: carried.notCarriedOver,
          status: 0,
          summary,
          parties: reportParties(target.definition, kept.data),
          departmentName,
          at,
          by: actor.user.id,
        },
        tx,
      );
      if (!written) return false;
      await repos.audit.record(
        {
          reportId: report.id,
          user: actor.user,
          action: 'moveToVersion',
          ip: actor.ip,
          at,
          detail: {
            version: version + 1,
            from: from.label,
            to: target.label,
            notCarriedOver: carried.notCarriedOver.length,
            by,
          },
        },
        tx,
      );
      return true;
    });
    if (!moved)
      throw new ApiError('conflict', `Report ${report.id} changed while it was moved. Open it again and retry.`);
    return { version: version + 1, formConfigurationId: target.id, notCarriedOver: carried.notCarriedOver };
  }

  async function loadTarget(id: number) {
    return forms.load(id).catch(() => {
      throw notFound(`There is no form version ${id}.`);
    });
  }

  return {
    /** The version the caller could move this draft to now, or null (Report/Get offers it). */
    async newerVersionFor(actor: Actor, report: StoredReport): Promise<{ id: number; label: string } | null> {
      if (report.status !== 0 || !actor.ability.can('edit', subjectOfReport(report))) return null;
      const from = await forms.load(report.formConfigurationId);
      const to = await forms.newestPublished(from.title, report.agencyOri).catch(() => null);
      if (!to || targetRefusal(from, to, report)) return null;
      if (versionRefusal(to.permissions, actor.user.roleIds, 'edit', to.label)) return null;
      return { id: to.id, label: to.label };
    },

    /** The author moves their draft (Report/MoveToVersion). */
    async moveOne(actor: Actor, p: { id: number; version: number; formConfigurationId: number }) {
      const report = await reports.find(p.id);
      if (!report) throw await reportGone(repos, p.id);
      if (!actor.ability.can('edit', subjectOfReport(report))) throw forbidden(`You may not move report ${p.id}.`);
      // Whoever gets personal data withheld would move the gaps.
      if (!actor.ability.can('readPersonalData', subjectOfReport(report)))
        throw forbidden(`You may not move report ${p.id}: it holds personal data you may not see.`);
      return move(actor, report, await loadTarget(p.formConfigurationId), p.version, 'author');
    },

    /** An administrator moves up to `limit` drafts of one version (Report/MoveDraftsToVersion). */
    async moveMany(actor: Actor, p: { fromFormConfigurationId: number; toFormConfigurationId: number; limit: number }) {
      if (!actor.ability.can('reassign', 'Report')) throw forbidden('Moving drafts in bulk is for administrators.');
      const target = await loadTarget(p.toFormConfigurationId);
      const scope = bulkMoveScope(actor.ability, actor.user.agencyOri);
      const ids = await reports.draftIdsOfVersion(p.fromFormConfigurationId, scope, p.limit);
      let moved = 0;
      let skipped = 0;
      let notCarriedOver = 0;
      for (const id of ids) {
        const report = await reports.find(id);
        if (!report || !actor.ability.can('reassign', subjectOfReport(report))) {
          skipped += 1;
          continue;
        }
        try {
          const result = await move(actor, report, target, report.version, 'administrator');
          moved += 1;
          notCarriedOver += result.notCarriedOver.length;
        } catch (error) {
          // A draft saved meanwhile is left for the next round; a refusal of the target stops the run.
          if (error instanceof ApiError && error.code === 'conflict') skipped += 1;
          else throw error;
        }
      }
      const remaining = await reports.countDraftsOfVersion(p.fromFormConfigurationId, scope);
      return { moved, skipped, notCarriedOver, remaining };
    },
  };
}
export type DraftVersionMove = ReturnType<typeof draftVersionMove>;

/** Provenance marks follow their values to the newer version's paths; marks of values left behind go. */
function movedProvenance(provenance: ProvenanceMap, moved: Record<string, string>): ProvenanceMap {
  const out: ProvenanceMap = {};
  for (const [path, source] of Object.entries(provenance)) {
    const to = moved[path];
    if (to) out[to] = source;
  }
  return out;
}
