import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client';
import { createExceptionReporter } from './exception-reporter';
import { createPageReload } from './page-reload';

export type PageErrors = ReturnType<typeof createPageErrors>;

/**
 * The page's exception reports and its reload on purpose, made once by the app's root, which
 * knows the screen shown (from the router) and what to write before a reload (the editor's copy);
 * the reports go out through its API client.
 */
export function createPageErrors(
  page: { screen: () => string; writeBeforeReload: () => Promise<void> },
  api: Pick<ApiClient, 'send' | 'lastRequestId'>,
) {
  const reload = createPageReload(page.writeBeforeReload);
  const reporter = createExceptionReporter({ screen: page.screen, reloadingOnPurpose: reload.reloadingOnPurpose }, api);
  return { ...reload, ...reporter };
}

export const PageErrorsContext = createContext<PageErrors | null>(null);

export const usePageErrors = (): PageErrors => useContext(PageErrorsContext)!;
