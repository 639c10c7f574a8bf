import { addPin, listPins, movePin, removePin } from '../../../lib/api/calls/calls-dashboard';
import { crashDataLocations, crashDataPoints, crashDataViews } from '../../../lib/api/calls/calls-crash-data';
import { crashDataDismissDuplicate, crashDataDuplicates } from '../../../lib/api/calls/calls-crash-duplicates';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

/** The crash data screen's counts and map, only ever over the crashes the caller may count, its views pinned to a dashboard, and the state administrator's possible duplicates. */
export function crashDataCalls({ services }: Wiring) {
  return [
    implement(crashDataViews, (p, ctx) => services.crashData.views(ctx, p)),
    implement(crashDataPoints, (p, ctx) => services.crashData.points(ctx, p)),
    implement(listPins, (_p, ctx) => services.dashboardPins.list(ctx)),
    implement(addPin, (p, ctx) => services.dashboardPins.add(ctx, p)),
    implement(movePin, (p, ctx) => services.dashboardPins.move(ctx, p)),
    implement(removePin, (p, ctx) => services.dashboardPins.remove(ctx, p)),
    implement(crashDataLocations, (p, ctx) => services.crashLocations.locations(ctx, p)),
    implement(crashDataDuplicates, (p, ctx) => services.crashDuplicates.duplicates(ctx, p)),
    implement(crashDataDismissDuplicate, (p, ctx) => services.crashDuplicates.dismiss(ctx, p)),
  ];
}
