import { useState } from 'react';
import { listAssignees } from '../../lib/api/calls/admin/calls-user';
import { listInboxes, reassignReport } from '../../lib/api/calls/calls-workflow';
import { reassignTargetOf, type ReassignTarget } from '../../lib/workflow/assignees';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { SelectField } from '../../components/select-field';
import { useMutation, useRead } from '../api/use-mutation';
import { type MovableReport } from '../workflow/send-to-dialog';
import { useApiClient } from '../api/api-client-context';
import type { ApiClient } from '../api/client';

interface Choice {
  id: number;
  label: string;
}

/** Who or where the report may go: the inboxes, or the officers or reviewers who may take it. */
async function choicesFor(api: ApiClient, target: ReassignTarget, reportId: number): Promise<Choice[]> {
  if (target === 'inbox') {
    const inboxes = await api.call(listInboxes, { reportId });
    return inboxes.map((i) => ({ id: i.id, label: i.name }));
  }
  const { users } = await api.call(listAssignees, { reportId });
  return users.map((u) => ({ id: u.id, label: u.name }));
}

const titles = {
  author: 'Give the report to another officer',
  reviewer: 'Give the review to another reviewer',
  inbox: 'Move the report to another inbox',
} as const;

/** Reassign report and the user assigner: the choice depends on the report's status. */
export function ReassignDialog({
  report,
  onClose,
  onDone,
}: {
  report: MovableReport & { status: number };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const api = useApiClient();
  const target = reassignTargetOf(report.status);
  const choices = useRead(
    target ? () => choicesFor(api, target, report.id) : null,
    `${report.id} ${target}`,
    'The choices could not be loaded.',
  );
  /** The one picked; the first listed until one is. */
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? choices.data?.[0]?.id ?? null;
  const reassigning = useMutation(
    (to: number, where: ReassignTarget) =>
      api.call(reassignReport, {
        id: report.id,
        version: report.version,
        ...(where === 'inbox' ? { inboxId: to } : { userId: to }),
      }),
    'The report could not be reassigned.',
  );
  const error = reassigning.error || choices.error;

  async function reassign() {
    if (chosen === null || !target) return;
    const { data } = await reassigning.run(chosen, target);
    if (!data) return;
    const to = choices.data?.find((c) => c.id === chosen)?.label ?? '';
    onDone(`Report ${report.id} was reassigned to ${to}.`);
  }

  return (
    <Dialog open title={target ? titles[target] : 'Reassign'} onClose={onClose}>
      {!target && <Alert tone="error">A report in this status cannot be reassigned.</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {target && !choices.data && !error && <p>Loading…</p>}
      {choices.data && choices.data.length === 0 && (
        <Alert tone="warning">Nobody in the report’s agency can take it over.</Alert>
      )}
      {choices.data && choices.data.length > 0 && (
        <SelectField
          label={target === 'inbox' ? 'Inbox' : target === 'author' ? 'Officer' : 'Reviewer'}
          value={String(chosen ?? '')}
          onChange={(v) => setPicked(Number(v))}
          options={choices.data.map((c) => ({ value: String(c.id), label: c.label }))}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button busy={reassigning.busy} disabled={chosen === null} onClick={() => void reassign()}>
          Reassign
        </Button>
      </div>
    </Dialog>
  );
}
