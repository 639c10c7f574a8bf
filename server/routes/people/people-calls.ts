import { findPeople } from '../../../lib/api/calls/calls-people';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

/** Finding people and vehicles across the reports in the caller's scope; each search is logged. */
export function peopleCalls({ services }: Wiring) {
  return [implement(findPeople, (p, ctx) => services.people.find(ctx, p))];
}
