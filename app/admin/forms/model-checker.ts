import { checkModelText, type ModelTextCheck } from '../../../lib/validation/form-model/model-text';

export interface ModelCheckRequest {
  id: number;
  text: string;
  codeListIds: number[] | null;
}

export interface ModelCheckAnswer extends ModelTextCheck {
  id: number;
  /** How long the check took. */
  ms: number;
}

/** Checks on the page: where no worker can run, and for the checks a failed worker left. */
function checkHere({ id, text, codeListIds }: ModelCheckRequest): ModelCheckAnswer {
  const start = performance.now();
  const check = checkModelText(text, codeListIds ? new Set(codeListIds) : null);
  return { id, ...check, ms: performance.now() - start };
}

/** The checks' worker, written so that the bundler finds and builds it. */
const startCheckWorker = () => new Worker(new URL('./model-check.worker.ts', import.meta.url), { type: 'module' });

export interface ModelChecker {
  /**
   * Checks a model's text (lib/validation/form-model/model-text.ts) in the worker, so the checks of
   * the full form (tens of ms while the page's code is still cold) never hold up the designer's
   * open or a keystroke.
   */
  check(text: string, codeListIds: ReadonlySet<number> | null): Promise<ModelCheckAnswer>;
  /** Ends the worker: the checks still in it are not answered, and any later one is made on the page. */
  dispose(): void;
}

/**
 * The model checks of one designer, with a worker of their own started at the first check. Where
 * no worker can start, or once it failed, the checks run on the page.
 */
export function createModelChecker(startWorker: () => Worker = startCheckWorker): ModelChecker {
  let worker: Worker | null | undefined;
  let lastId = 0;
  const pending = new Map<number, { request: ModelCheckRequest; resolve: (answer: ModelCheckAnswer) => void }>();

  function checkWorker(): Worker | null {
    if (worker !== undefined) return worker;
    try {
      const started = startWorker();
      started.onmessage = (event: MessageEvent<ModelCheckAnswer>) => {
        pending.get(event.data.id)?.resolve(event.data);
        pending.delete(event.data.id);
      };
      started.onerror = () => {
        started.terminate();
        worker = null;
        for (const { request, resolve } of pending.values()) resolve(checkHere(request));
        pending.clear();
      };
      worker = started;
    } catch {
      worker = null;
    }
    return worker;
  }

  return {
    check(text, codeListIds) {
      const request: ModelCheckRequest = { id: ++lastId, text, codeListIds: codeListIds ? [...codeListIds] : null };
      const target = checkWorker();
      if (!target) return Promise.resolve(checkHere(request));
      return new Promise((resolve) => {
        pending.set(request.id, { request, resolve });
        target.postMessage(request);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      pending.clear();
    },
  };
}
