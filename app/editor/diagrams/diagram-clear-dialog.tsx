import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';

/** Clearing throws away every line and vehicle, and Undo cannot bring them back: ask first. */
export function DiagramClearDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} title="Clear the diagram?" onClose={onCancel}>
      <p className="text-sm">Every line and vehicle of the diagram is removed. Undo cannot bring them back.</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Clear diagram
        </Button>
      </div>
    </Dialog>
  );
}
