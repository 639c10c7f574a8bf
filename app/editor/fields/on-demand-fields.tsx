import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '../../../components/spinner';

/**
 * Controls of a field or two each, deep in the report (the damaged areas of a unit, the
 * attachments): fetched when their section first draws, like the crash diagram
 * (diagrams/crash-diagram.tsx), so opening the editor does not wait for them.
 */
const BodyDiagram = lazy(() =>
  import('../diagrams/vehicle-body-diagram').then((m) => ({ default: m.VehicleBodyDiagram })),
);
const Attachments = lazy(() =>
  import('../attachments/attachments-field').then((m) => ({ default: m.AttachmentsField })),
);

export function VehicleBodyDiagram(props: ComponentProps<typeof BodyDiagram>) {
  return (
    <Suspense fallback={<Spinner label="Loading the damaged areas…" />}>
      <BodyDiagram {...props} />
    </Suspense>
  );
}

export function AttachmentsField(props: ComponentProps<typeof Attachments>) {
  return (
    <Suspense fallback={<Spinner label="Loading the attachments…" />}>
      <Attachments {...props} />
    </Suspense>
  );
}
