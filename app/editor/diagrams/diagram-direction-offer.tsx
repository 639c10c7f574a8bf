import { Button } from '../../../components/button';
import type { DirectionConflict } from '../../../lib/validation/report-checks/diagram-directions';

/** A unit turned away from its coded direction: offer to code the direction the drawing now shows. */
export function DiagramDirectionOffer({
  conflict,
  onUpdate,
  onKeep,
}: {
  conflict: DirectionConflict;
  onUpdate: () => void;
  onKeep: () => void;
}) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 rounded border border-line bg-surface p-2 text-sm">
      <span>{conflict.message} Update its coded direction of travel to match the drawing?</span>
      <Button variant="primary" onClick={onUpdate}>
        Update direction of unit {conflict.unit}
      </Button>
      <Button variant="secondary" onClick={onKeep}>
        Keep coded direction
      </Button>
    </div>
  );
}
