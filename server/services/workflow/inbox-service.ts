import { buildAbility, interpolateRules, subjectOf, type AppAbility } from '../../../lib/auth/permissions/ability';
import { permissionRuleSchema } from '../../../lib/auth/permissions/permission-rule';
import { isDisabled } from '../../../lib/auth/user-status';
import {
  assigneeRefusal,
  isAgencyReviewer,
  mayAuthor,
  mayReview,
  reassignTargetOf,
  type Assignee,
  type Inbox,
} from '../../../lib/workflow/assignees';
import { forbidden, notFound } from '../../api/api-error';
import type { Executor } from '../../repositories/executor';
import type { AgencyUser } from '../../repositories/workflow/inbox-repository';
import type { Repositories } from '../../repositories/repositories';

/** What a user's roles let them do in `agencyOri`, judged by the same CASL rules their session gets. */
export function assigneeOf(user: AgencyUser, agencyOri: string): Assignee {
  const rules = user.rules.flatMap((r) => {
    const parsed = permissionRuleSchema.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
  const ability = buildAbility(interpolateRules(rules, { id: user.id, agencyOri: user.agencyOri }));
  return {
    id: user.id,
    name: user.name,
    agencyOri: user.agencyOri,
    active: !isDisabled(user.status),
    mayAuthor: mayAuthor(ability, user.id, agencyOri),
    mayReview: mayReview(ability, agencyOri),
    agencyReviewer: isAgencyReviewer(ability, agencyOri),
  };
}

export interface InboxChoice extends Inbox {
  kind: 'agency' | 'reviewer';
}

/** Review inboxes of an agency and the users reports can be given to there. */
export function inboxService(repos: Repositories) {
  const inboxes = repos.inboxes;

  /** The users of an agency as possible new authors or reviewers of its reports. */
  async function agencyAssignees(agencyOri: string, tx?: Executor): Promise<Assignee[]> {
    const users = await inboxes.agencyUsers(agencyOri, undefined, tx);
    return users.map((u) => assigneeOf(u, agencyOri));
  }

  return {
    agencyInbox: inboxes.agencyInbox,
    find: inboxes.find,

    /** A user as a possible new author or reviewer, or undefined when there is no such user. */
    async assignee(userId: number, agencyOri: string, tx: Executor): Promise<Assignee | undefined> {
      const user = await inboxes.user(userId, tx);
      return user && assigneeOf(user, agencyOri);
    },

    agencyAssignees,

    /** Who hears of a report sent to `inbox`: its reviewer, or the agency's active reviewers but the sender. */
    async inboxAudience(inbox: Inbox, senderId: number, tx: Executor): Promise<number[]> {
      if (inbox.userId !== null) return inbox.userId === senderId ? [] : [inbox.userId];
      const reviewers = await agencyAssignees(inbox.agencyOri, tx);
      return reviewers.filter((a) => a.active && a.agencyReviewer && a.id !== senderId).map((a) => a.id);
    },

    /** Who may take a report over now (User/ListAssignees): its author's or its reviewer's successors. */
    async reassignChoices(ability: AppAbility, reportId: number) {
      const report = await repos.reportDocuments.facts(reportId);
      if (!report) throw notFound(`There is no report ${reportId}.`);
      const subject = subjectOf('Report', {
        id: report.id,
        authorUserId: report.authorUserId,
        agencyOri: report.agencyOri,
        status: report.status,
      });
      if (!ability.can('reassign', subject)) throw forbidden(`You may not reassign report ${report.id}.`);
      const target = reassignTargetOf(report.status);
      if (target !== 'author' && target !== 'reviewer') return { target, users: [] };
      const users = (await agencyAssignees(report.agencyOri))
        .filter((a) => assigneeRefusal(target, report, a, a.id) === null)
        .map((a) => ({ id: a.id, name: a.name }));
      return { target, users };
    },

    /** The named reviewer of a reviewer's inbox, as they are now. */
    async reviewerOf(inbox: Inbox, tx: Executor): Promise<Assignee | undefined> {
      if (inbox.userId === null) return undefined;
      const [user] = await inboxes.agencyUsers(inbox.agencyOri, [inbox.userId], tx);
      return user && assigneeOf(user, inbox.agencyOri);
    },

    /**
     * The agency's review inbox first, then one per active reviewer of the agency (made on first
     * use), leaving out `exceptUserId` (a report's author cannot review it).
     */
    async choices(
      { agencyOri, exceptUserId }: { agencyOri: string; exceptUserId?: number | undefined },
      tx: Executor,
    ): Promise<InboxChoice[]> {
      const agency = await inboxes.agencyInbox(agencyOri, tx);
      const reviewers = (await inboxes.agencyUsers(agencyOri, undefined, tx))
        .map((u) => assigneeOf(u, agencyOri))
        .filter((a) => a.active && a.agencyReviewer && a.id !== exceptUserId);
      const named: InboxChoice[] = [];
      for (const reviewer of reviewers) {
        const inbox = await inboxes.reviewerInbox({ agencyOri, userId: reviewer.id, name: reviewer.name }, tx);
        named.push({ ...inbox, kind: 'reviewer' });
      }
      return [{ ...agency, kind: 'agency' }, ...named];
    },
  };
}
export type InboxService = ReturnType<typeof inboxService>;
