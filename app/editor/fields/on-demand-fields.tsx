import { onDemand } from '../../../components/on-demand';

/**
 * Controls of a field or two each, deep in the report: fetched when their section first draws,
 * like the crash diagram (diagrams/crash-diagram.tsx), so opening the editor does not wait for them.
 */
export const VehicleBodyDiagram = onDemand(
  () => import('../diagrams/vehicle-body-diagram').then((m) => m.VehicleBodyDiagram),
  'Loading the damaged areas…',
);

export const AttachmentsField = onDemand(
  () => import('../attachments/attachments-field').then((m) => m.AttachmentsField),
  'Loading the attachments…',
);
