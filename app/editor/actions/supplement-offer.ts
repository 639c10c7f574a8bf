import { useNavigate } from 'react-router';
import type { ReportDocument } from '../../../lib/api/schemas/report-document-schemas';
import { supplementReport } from '../../../lib/api/calls/calls-workflow';
import type { WorkflowReport } from '../../../lib/workflow/transitions/transition-types';
import { planTransition, transitions } from '../../../lib/workflow/transitions/transitions';
import { useApiClient } from '../../api/api-client-context';
import { useSession } from '../../session/session-store';
import { reportSubject, useAbility } from '../../session/use-ability';
import { useOfflineReason } from '../../session/use-online';
import { useEditor } from '../open-report/editor-context';

/** The open report as lib/workflow sees it; `lockDuration` is its form's, for a report without its own. */
export function workflowViewOfDocument(
  report: Omit<ReportDocument, 'data' | 'provenance'>,
  lockDuration: number | undefined,
): WorkflowReport {
  return {
    status: report.status,
    authorUserId: report.authorUser.id,
    isSupplement: report.isSupplement,
    openSupplementId: report.openSupplementId,
    lock: report.formInstanceLockInfo
      ? { userId: report.formInstanceLockInfo.lockingUser.id, createdAt: report.formInstanceLockInfo.created }
      : null,
    lockDurationHours: report.lockDurationHours ?? lockDuration ?? 0,
  };
}

/**
 * Supplement of the open report, wherever it is offered (the ribbon, the state's refusal): whether
 * lib/workflow and CASL allow it now, online, and the move itself, which opens the new draft.
 */
export function useSupplementOffer() {
  const api = useApiClient();
  const navigate = useNavigate();
  const report = useEditor((s) => s.report);
  const lockDuration = useEditor((s) => s.definition?.lockDuration);
  const user = useSession((s) => s.user);
  const ability = useAbility();
  const online = useOfflineReason() === '' && !!report && report.id > 0;
  const offered =
    !!report &&
    !!user &&
    online &&
    ability.can(transitions.supplement.casl, reportSubject(report)) &&
    planTransition(
      'supplement',
      workflowViewOfDocument(report, lockDuration),
      { id: user.id },
      { now: new Date(), hasErrors: false },
    ).ok;
  const start = async () => {
    if (!report) return;
    const draft = await api.call(supplementReport, { id: report.id, version: report.version });
    void navigate(`/reports/${draft.id}`);
  };
  return { offered, start };
}
