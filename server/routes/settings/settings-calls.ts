import { getApplicationSettings, getReferenceVersions } from '../../../lib/api/calls/admin/calls-settings';
import { getEditableSettings, saveApplicationSettings } from '../../../lib/api/calls/admin/calls-settings-edit';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function settingsCalls({ services }: Wiring) {
  const settings = services.applicationSettings;
  return [
    implement(getApplicationSettings, () => settings.get()),
    implement(getEditableSettings, (_p, ctx) => settings.editable(ctx)),
    implement(getReferenceVersions, () => settings.referenceVersions()),
    implement(saveApplicationSettings, (p, ctx) => settings.save(ctx, p)),
  ];
}
