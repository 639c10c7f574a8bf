import { isDeepStrictEqual } from 'node:util';
import type { AgencyRow } from '../../../lib/api/schemas/agency-schemas';
import {
  agencyListScope,
  mayCreateAgency,
  mayDisableAgency,
  mayEditAgency,
  mayEditAgencyField,
  mayListAgencies,
  type AgencyField,
} from '../../../lib/auth/permissions/agency-permissions';
import { formatDateTime } from '../../../lib/format/dates';
import { ApiError, forbidden, notFound } from '../../api/api-error';
import type { AgencyFields, AgencyListFilter } from '../../repositories/agencies/agency-repository';
import type { AppDeps } from '../app-deps';
import type { AdminCtx } from '../users/user-admin-service';

const fieldLabels: Record<AgencyField, string> = {
  name: 'name',
  additionalInfo: 'additional information',
  reportDueDays: 'report deadline',
  reviewDueDays: 'review deadline',
};

const missing = (ori: string) => notFound(`There is no agency with ORI ${ori}.`);

const actorOf = (ctx: AdminCtx) => ({ id: ctx.user.id, userName: ctx.user.userName });

export interface AgencySave {
  isNew: boolean;
  ori: string;
  name: string;
  additionalInfo: Record<string, unknown>;
  reportDueDays?: number | null | undefined;
  reviewDueDays?: number | null | undefined;
  expectedUpdatedAt?: string | undefined;
}

/**
 * Agency administration. Each change and its admin event (the agency's fields before and after)
 * commit in one transaction; an edit locks the agency's row, so of two administrators saving
 * the same version the second is told who changed it first and when.
 */
export function agencyService({ repos, clock, config }: AppDeps) {
  const rowOf = async (ori: string): Promise<AgencyRow> => {
    const row = await repos.agencies.row(ori);
    if (!row) throw missing(ori);
    return row;
  };

  const changedSince = (by: string | null, at: Date) =>
    new ApiError(
      'conflict',
      `${by ?? 'Someone'} changed this agency at ${formatDateTime(at.toISOString(), config.timeZone)}, after you opened it. ` +
        'Close it, open it again to see their change, and make yours again.',
    );

  async function create(ctx: AdminCtx, agency: AgencySave) {
    if (!mayCreateAgency(ctx.ability)) throw forbidden();
    const at = clock();
    const { ori } = agency;
    const fields: AgencyFields = {
      ori,
      name: agency.name,
      additionalInfo: agency.additionalInfo,
      reportDueDays: agency.reportDueDays ?? null,
      reviewDueDays: agency.reviewDueDays ?? null,
      disabled: false,
    };
    await repos.inTransaction(async (tx) => {
      if (!(await repos.agencies.insert({ ...fields, at, by: ctx.user.id }, tx))) {
        const message = `An agency with ORI ${ori} already exists.`;
        throw new ApiError('validation', message, [{ path: 'payload.ori', message }]);
      }
      const event = {
        subject: 'Agency',
        subjectKey: ori,
        action: 'create',
        before: null,
        after: { ...fields },
      } as const;
      await repos.adminEvents.record({ actor: actorOf(ctx), agencyOri: ori, ...event, ip: ctx.ip, at }, tx);
    });
    return rowOf(ori);
  }

  async function edit(ctx: AdminCtx, agency: AgencySave) {
    const { ori } = agency;
    if (!mayEditAgency(ctx.ability, { ori })) throw forbidden('You may not change this agency.');
    const at = clock();
    await repos.inTransaction(async (tx) => {
      const current = await repos.agencies.lockForChange(ori, tx);
      if (!current) throw missing(ori);
      if (current.updatedAt.getTime() !== new Date(agency.expectedUpdatedAt ?? 0).getTime())
        throw changedSince(current.updatedByName, current.updatedAt);
      const change: Partial<Pick<AgencyFields, AgencyField>> = {};
      if (agency.name !== current.fields.name) change.name = agency.name;
      if (!isDeepStrictEqual(agency.additionalInfo, current.fields.additionalInfo))
        change.additionalInfo = agency.additionalInfo;
      for (const field of ['reportDueDays', 'reviewDueDays'] as const) {
        const value = agency[field];
        if (value !== undefined && value !== current.fields[field]) change[field] = value;
      }
      const fields = Object.keys(change) as AgencyField[];
      const refused = fields.find((field) => !mayEditAgencyField(ctx.ability, { ori }, field));
      if (refused) throw forbidden(`You may not change the agency's ${fieldLabels[refused]}.`);
      if (fields.length === 0) return;
      await repos.agencies.update(ori, { ...change, at, by: ctx.user.id }, tx);
      const event = { subject: 'Agency', subjectKey: ori, action: 'edit' } as const;
      const after = { ...current.fields, ...change };
      await repos.adminEvents.record(
        { actor: actorOf(ctx), agencyOri: ori, ...event, before: { ...current.fields }, after, ip: ctx.ip, at },
        tx,
      );
    });
    return rowOf(ori);
  }

  return {
    list(ctx: AdminCtx, p: { filter: string; status: AgencyListFilter['status']; page: number; pageSize: number }) {
      if (!mayListAgencies(ctx.ability)) throw forbidden('Only administrators may list agencies.');
      return repos.agencies.list({
        text: p.filter,
        status: p.status,
        scope: agencyListScope(ctx.ability),
        offset: (p.page - 1) * p.pageSize,
        limit: p.pageSize,
      });
    },

    save: (ctx: AdminCtx, agency: AgencySave) => (agency.isNew ? create(ctx, agency) : edit(ctx, agency)),

    async setDisabled(ctx: AdminCtx, ori: string, disabled: boolean) {
      if (!mayDisableAgency(ctx.ability, { ori })) throw forbidden();
      if (disabled && ori === ctx.user.agencyOri) {
        const message = 'You cannot disable your own agency: you and everyone in it would be signed out.';
        throw new ApiError('validation', message, [{ path: 'payload.ori', message }]);
      }
      const at = clock();
      await repos.inTransaction(async (tx) => {
        const current = await repos.agencies.lockForChange(ori, tx);
        if (!current) throw missing(ori);
        // Asking again for the state it is in changes nothing and records nothing.
        if (current.fields.disabled === disabled) return;
        await repos.agencies.update(ori, { disabled, at, by: ctx.user.id }, tx);
        await repos.adminEvents.record(
          {
            actor: actorOf(ctx),
            agencyOri: ori,
            subject: 'Agency',
            subjectKey: ori,
            action: disabled ? 'disable' : 'enable',
            before: { ...current.fields },
            after: { ...current.fields, disabled },
            ip: ctx.ip,
            at,
          },
          tx,
        );
      });
      return rowOf(ori);
    },
  };
}
export type AgencyService = ReturnType<typeof agencyService>;
