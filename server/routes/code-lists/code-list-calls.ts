import { getUpdatedCodeLists, searchCodeList } from '../../../lib/api/calls/calls-code-list';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function codeListCalls({ services }: Wiring) {
  const reads = services.references;
  return [
    implement(getUpdatedCodeLists, (p, ctx) => reads.changedCodeLists(ctx, p)),
    implement(searchCodeList, (p, ctx) => reads.searchCodeList(ctx, p)),
  ];
}
