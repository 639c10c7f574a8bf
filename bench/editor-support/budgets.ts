import type { Bundle } from './bundle-sizes';

/**
 * The byte budgets of the web app's JavaScript, as gzip bytes (kB = 1024 bytes, as the bench
 * prints): what sign-in and the dashboard fetch before they run, and what the editor adds.
 * Here alone, so the bench and a later build check judge by the same numbers.
 */
export const SIGN_IN_DASHBOARD_JS_GZIP_BUDGET = 100 * 1024;
export const EDITOR_CHUNKS_JS_GZIP_BUDGET = 120 * 1024;

/** Each budget by the name bundleSizes gives the bundle it limits. */
export const bundleBudgets: Readonly<Record<string, number>> = {
  'sign-in/dashboard JS': SIGN_IN_DASHBOARD_JS_GZIP_BUDGET,
  'editor chunk JS': EDITOR_CHUNKS_JS_GZIP_BUDGET,
};

export interface BudgetVerdict {
  name: string;
  budget: number;
  gzipBytes: number;
  met: boolean;
}

/** Every budget against its bundle; a budget whose bundle is missing is an error, not a pass. */
export function judgeBudgets(bundles: Bundle[]): BudgetVerdict[] {
  return Object.entries(bundleBudgets).map(([name, budget]) => {
    const bundle = bundles.find((b) => b.name === name);
    if (!bundle) throw new Error(`No bundle named "${name}" to hold to its budget`);
    return { name, budget, gzipBytes: bundle.gzipBytes, met: bundle.gzipBytes < budget };
  });
}
