import type { AdminEventFilter, AuthEventFilter, PersonLookupFilter } from '../../../lib/api/schemas/audit-schemas';
import { allowedEverywhere, subjectOf, type AppAbility } from '../../../lib/auth/permissions/ability';
import { dayRangeIn } from '../../../lib/format/zoned-days';
import { forbidden } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { AppDeps } from '../app-deps';

type Actor = Pick<SessionContext, 'user' | 'ability'>;
type LogSubject = 'AuthEvent' | 'AdminEvent' | 'PersonLookup';

/**
 * The agency a reader of a log is held to: undefined when a rule lets them read it everywhere
 * (the state administrator), their own agency when their rules are conditioned on it. Whoever may
 * read none of it is refused.
 */
function scopeOf(ability: AppAbility, subject: LogSubject, agencyOri: string, refusal: string): string | undefined {
  if (!ability.can('read', subject)) throw forbidden(refusal);
  return allowedEverywhere(ability, 'read', subject) ? undefined : agencyOri;
}

/**
 * Page of a log: one row more than asked for is read, so the answer knows whether an older page
 * exists; rows the reader's rules do not allow (checked per row with CASL) are left out.
 */
export function pageOf<R extends { id: string | number }>(rows: R[], limit: number, allowed: (row: R) => boolean) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.filter(allowed),
    nextBeforeId: rows.length > limit && last ? String(last.id) : null,
  };
}

/**
 * The administrators' logs: sign-in events, administration changes and searches of people and
 * vehicles, each scoped to the reader's agency.
 */
export function adminLogService({ repos, config }: AppDeps) {
  return {
    async authEvents(actor: Actor, f: AuthEventFilter) {
      const agencyOri = scopeOf(
        actor.ability,
        'AuthEvent',
        actor.user.agencyOri,
        'The sign-in events are for administrators.',
      );
      const rows = await repos.authEvents.list({
        agencyOri,
        userName: f.userName,
        eventType: f.eventType,
        outcome: f.outcome,
        ...dayRangeIn(f, config.timeZone),
        beforeId: f.beforeId,
        limit: f.limit + 1,
      });
      const { rows: events, nextBeforeId } = pageOf(rows, f.limit, (r) =>
        actor.ability.can('read', subjectOf('AuthEvent', { agencyOri: r.agencyOri })),
      );
      return { nextBeforeId, events: events.map((r) => ({ ...r, id: String(r.id), at: r.at.toISOString() })) };
    },

    async adminEvents(actor: Actor, f: AdminEventFilter) {
      const agencyOri = scopeOf(
        actor.ability,
        'AdminEvent',
        actor.user.agencyOri,
        'The change log is for administrators.',
      );
      const rows = await repos.adminEvents.list({
        ...(agencyOri !== undefined ? { agencyOri } : {}),
        ...(f.subject ? { subject: f.subject } : {}),
        ...(f.subjectKey ? { subjectKey: f.subjectKey } : {}),
        ...(f.action ? { action: f.action } : {}),
        ...dayRangeIn(f, config.timeZone),
        ...(f.beforeId ? { beforeId: f.beforeId } : {}),
        limit: f.limit + 1,
      });
      const { rows: events, nextBeforeId } = pageOf(rows, f.limit, (r) =>
        actor.ability.can('read', subjectOf('AdminEvent', { agencyOri: r.agencyOri })),
      );
      return {
        nextBeforeId,
        events: events.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor: { id: r.actorUserId, name: r.actorName },
          agencyOri: r.agencyOri,
          subject: r.subject,
          subjectKey: r.subjectKey,
          action: r.action,
          before: r.before,
          after: r.after,
          ip: r.ip,
        })),
      };
    },

    async personLookups(actor: Actor, f: PersonLookupFilter) {
      const agencyOri = scopeOf(
        actor.ability,
        'PersonLookup',
        actor.user.agencyOri,
        'The log of people and vehicle searches is for administrators.',
      );
      const rows = await repos.personLookups.list({
        agencyOri,
        userName: f.userName,
        ...dayRangeIn(f, config.timeZone),
        beforeId: f.beforeId,
        limit: f.limit + 1,
      });
      const { rows: events, nextBeforeId } = pageOf(rows, f.limit, (r) =>
        actor.ability.can('read', subjectOf('PersonLookup', { agencyOri: r.agencyOri })),
      );
      return {
        nextBeforeId,
        events: events.map(({ userId, userName, at, ...r }) => ({
          ...r,
          at: at.toISOString(),
          user: { id: userId, name: userName },
        })),
      };
    },
  };
}
export type AdminLogService = ReturnType<typeof adminLogService>;
