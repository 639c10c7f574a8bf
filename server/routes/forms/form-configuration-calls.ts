import {
  disableFormConfiguration,
  enableFormConfiguration,
  getAssignedDisabledConfigurations,
  getFormConfiguration,
  getFormPermissions,
  listFormConfigurations,
  publishFormConfiguration,
  saveFormConfiguration,
  savePublishPermissions,
} from '../../../lib/api/calls/calls-form-configuration';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function formConfigurationCalls({ services }: Wiring) {
  const reads = services.formConfigurations;
  const designer = services.formDesigner;

  return [
    implement(getFormConfiguration, (p, ctx) => reads.get(ctx, p)),
    implement(getAssignedDisabledConfigurations, (p, ctx) => reads.assignedDisabled(ctx, p)),
    implement(getFormPermissions, (p, ctx) => reads.permissions(ctx, p)),

    implement(listFormConfigurations, async (p, ctx) => ({ rows: await designer.list(ctx, p) })),

    implement(saveFormConfiguration, async (p, ctx) =>
      // The request's check makes sure each shape has its fields.
      p.copyOf !== undefined
        ? designer.newVersion(ctx, { copyOf: p.copyOf, version: p.version!, agencyOri: p.agencyOri })
        : designer.saveDraft(ctx, { id: p.id!, expectedLastUpdated: p.expectedLastUpdated!, formModel: p.formModel }),
    ),

    implement(publishFormConfiguration, async (p, ctx) => designer.publish(ctx, p)),
    implement(disableFormConfiguration, async ({ id }, ctx) => designer.setDisabled(ctx, id, true)),
    implement(enableFormConfiguration, async ({ id }, ctx) => designer.setDisabled(ctx, id, false)),
    implement(savePublishPermissions, async (p, ctx) => designer.savePermissions(ctx, p)),
  ];
}
