import { createContext, useContext } from 'react';
import { createExceptionReporter } from './exception-reporter';
import { createPageReload } from './page-reload';

export type PageErrors = ReturnType<typeof createPageErrors>;

/**
 * The page's exception reports and its reload on purpose, made once by the app's root, which
 * knows the screen shown (from the router) and what to write before a reload (the editor's copy).
 */
export function createPageErrors(page: { screen: () => string; writeBeforeReload: () => Promise<void> }) {
  const reload = createPageReload(page.writeBeforeReload);
  const reporter = createExceptionReporter({ screen: page.screen, reloadingOnPurpose: reload.reloadingOnPurpose });
  return { ...reload, ...reporter };
}

export const PageErrorsContext = createContext<PageErrors | null>(null);

export const usePageErrors = (): PageErrors => useContext(PageErrorsContext)!;
