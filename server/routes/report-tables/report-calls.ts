import { listReports } from '../../../lib/api/calls/calls-report';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

/** Report/List: the report tables, each scoped by the caller's CASL rules (services/report-tables/report-table-service.ts). */
export function reportCalls({ services }: Wiring) {
  return [implement(listReports, (p, ctx) => services.reportTables.list(ctx, p))];
}
