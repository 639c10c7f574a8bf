import { useEffect, useState } from 'react';
import { listAssignees } from '../../lib/api/calls/admin/calls-user';
import { listInboxes, reassignReport } from '../../lib/api/calls/calls-workflow';
import { reassignTargetOf } from '../../lib/workflow/assignees';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { SelectField } from '../../components/select-field';
import { callApi } from '../api/client';
import { type MovableReport } from '../workflow/send-to-dialog';
import { messageOf } from '../api/client';

interface Choice {
  id: number;
  label: string;
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
  const target = reassignTargetOf(report.status);
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    const load = async (): Promise<Choice[]> => {
      if (target === 'inbox') {
        const inboxes = await callApi(listInboxes, { reportId: report.id });
        return inboxes.map((i) => ({ id: i.id, label: i.name }));
      }
      const { users } = await callApi(listAssignees, { reportId: report.id });
      return users.map((u) => ({ id: u.id, label: u.name }));
    };
    load()
      .then((list) => {
        if (!current) return;
        setChoices(list);
        setChosen(list[0]?.id ?? null);
      })
      .catch((e: unknown) => current && setError(messageOf(e, 'The choices could not be loaded.')));
    return () => {
      current = false;
    };
  }, [report.id, target]);

  async function reassign() {
    if (chosen === null || !target) return;
    setBusy(true);
    setError('');
    try {
      await callApi(reassignReport, {
        id: report.id,
        version: report.version,
        ...(target === 'inbox' ? { inboxId: chosen } : { userId: chosen }),
      });
      const to = choices?.find((c) => c.id === chosen)?.label ?? '';
      onDone(`Report ${report.id} was reassigned to ${to}.`);
    } catch (e) {
      setError(messageOf(e, 'The report could not be reassigned.'));
      setBusy(false);
    }
  }

  return (
    <Dialog open title={target ? titles[target] : 'Reassign'} onClose={onClose}>
      {!target && <Alert tone="error">A report in this status cannot be reassigned.</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {target && !choices && !error && <p>Loading…</p>}
      {choices && choices.length === 0 && <Alert tone="warning">Nobody in the report’s agency can take it over.</Alert>}
      {choices && choices.length > 0 && (
        <SelectField
          label={target === 'inbox' ? 'Inbox' : target === 'author' ? 'Officer' : 'Reviewer'}
          value={String(chosen ?? '')}
          onChange={(v) => setChosen(Number(v))}
          options={choices.map((c) => ({ value: String(c.id), label: c.label }))}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button busy={busy} disabled={chosen === null} onClick={() => void reassign()}>
          Reassign
        </Button>
      </div>
    </Dialog>
  );
}
