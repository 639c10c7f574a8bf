import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';

/** Clearing, or drafting over a drawing, throws away what was drawn: ask first. */
export function DiagramConfirmDialog({
  open,
  title,
  text,
  confirm,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <p className="text-sm">{text}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirm}
        </Button>
      </div>
    </Dialog>
  );
}
