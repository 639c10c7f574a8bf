import { useState } from 'react';

interface At {
  scope: string;
  page: number;
  afters: (string | undefined)[];
}

/**
 * Where a report table is: its page number, and the row the page starts after (the `next` of
 * the page before it), so each page is read from where the last one ended instead of by skipping
 * rows (docs/rules/search.md, "Paging"). A new sort or search, or another `scope` (the inbox
 * shown), starts again at the first page.
 */
export function useKeysetPaging(scope = '') {
  const first = (): At => ({ scope, page: 1, afters: [undefined] });
  const [stored, setAt] = useState<At>(first);
  const at = stored.scope === scope ? stored : first();
  return {
    page: at.page,
    after: at.afters[at.page - 1],
    reset: () => setAt(first()),
    /** To `page`; `next` is the shown page's, which the page after it starts from. */
    goTo: (page: number, next: string | undefined) =>
      setAt((s) => {
        const base = s.scope === scope ? s : first();
        const afters = [...base.afters];
        if (page === base.page + 1) afters[page - 1] = next;
        return { scope, page, afters };
      }),
  };
}
