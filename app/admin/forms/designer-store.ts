import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  disableFormConfiguration,
  enableFormConfiguration,
  getFormConfiguration,
  publishFormConfiguration,
  saveFormConfiguration,
} from '../../../lib/api/calls/calls-form-configuration';
import type { FormConfiguration } from '../../../lib/api/schemas/form-configuration-schemas';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { sameValue } from '../../../lib/forms/merge/report-diff';
import { locateProblems, type TextProblem } from '../../../lib/validation/form-model/model-text';
import { describeCallError, type ApiClient } from '../../api/client';
import type { CodeListStore, CodeLists } from '../../code-lists/code-list-store';
import { createModelChecker, type ModelChecker } from './model-checker';

/** The JSON is checked this long after the last keystroke (in a worker, app/admin/forms/model-checker.ts). */
export const CHECK_DELAY_MS = 250;

export interface DesignerNotice {
  tone: 'info' | 'error' | 'warning';
  text: string;
}

export interface DesignerState {
  /** The version as the server last gave it. */
  stored: FormConfiguration | null;
  /** The whole model as the administrator sees and types it. */
  text: string;
  /** The model the text holds, when it is JSON (undefined while it is not). */
  model: unknown;
  /** The model when it has the shape of a form definition: the visual editor and the preview work on it. */
  definition: FormDefinition | null;
  /** What is wrong with the model, each at its JSON line; the server's refusals of the last save among them. */
  problems: TextProblem[];
  /** The checks of the text typed last have not run yet. */
  checking: boolean;
  /** The edited model differs from the stored one. */
  dirty: boolean;
  busy: '' | 'saving' | 'publishing' | 'disabling' | 'enabling';
  notice: DesignerNotice | null;
}

const initial: DesignerState = {
  stored: null,
  text: '',
  model: undefined,
  definition: null,
  problems: [],
  checking: false,
  dirty: false,
  busy: '',
  notice: null,
};

const modelText = (model: unknown) => JSON.stringify(model, null, 2);
const codeListIds = (codeLists: CodeListStore) => {
  const lookup = codeLists.getState().lookup;
  return lookup ? new Set(lookup.listIds()) : null;
};

/** payload.formModel.sections.3.key -> ['sections', 3, 'key']: the server's field errors on the model. */
function modelPathOf(path: string): (string | number)[] | null {
  const prefix = 'payload.formModel';
  if (path !== prefix && !path.startsWith(`${prefix}.`)) return null;
  return path
    .slice(prefix.length + 1)
    .split('.')
    .filter(Boolean)
    .map((k) => (/^\d+$/.test(k) ? Number(k) : k));
}

export type DesignerAction = 'publish' | 'disable' | 'enable';

/** One designer: its state, which the screens read, and what they do to it. */
export interface Designer {
  readonly state: StoreApi<DesignerState>;
  /** Opens a version: what it holds becomes both the stored and the edited model. */
  openVersion(version: FormConfiguration, notice?: DesignerNotice | null): void;
  /** Closes the version open: its checks stop and their worker ends. */
  closeVersion(): void;
  /** The administrator typed in the JSON: shown at once, checked after a pause in typing. */
  setText(text: string): void;
  /**
   * A change made in the visual editor (lib/forms/designer/field-edits.ts, rule-edits.ts) on the
   * current definition; the text follows. A change it refuses is told, and nothing changes.
   */
  edit(change: (definition: FormDefinition) => FormDefinition): boolean;
  /** Puts the stored model back in place of the edits. */
  discardChanges(): void;
  /** Saves the edited model over the stored one, from the lastUpdated it was opened with. */
  saveVersion(): Promise<boolean>;
  /**
   * Takes the version's new lastUpdated after a change that leaves its model alone (its publish
   * permissions were saved), so the next save or publish does not take our own change for someone
   * else's. A model changed meanwhile by someone else is not taken: the next save says so.
   */
  followStored(): Promise<void>;
  /**
   * Publishes, disables or enables the stored version; the answer replaces it. A version with fields
   * that would never reach the state publishes only with `acceptUnexported` (the publisher confirmed).
   */
  changeStatus(action: DesignerAction, options?: { acceptUnexported?: boolean }): Promise<FormConfiguration | null>;
}

/**
 * Makes the designer of the form versions screen (forms-page.tsx), with what it keeps between
 * calls: the check waiting for a pause in typing and, while a version is open, a model checker
 * of its own (`newChecker`) and its watch of the page's `codeLists`.
 */
export function createDesigner(
  api: ApiClient,
  codeLists: CodeLists,
  newChecker: () => ModelChecker = createModelChecker,
): Designer {
  const state = createStore<DesignerState>()(() => initial);
  const { getState: get, setState: set } = state;
  /**
   * The text the current model and definition objects were made from (a version opened, a visual
   * edit): its check keeps them, so the screens that show them do not render again for nothing.
   */
  let textOfModel = '';
  let pendingCheck: ReturnType<typeof setTimeout> | undefined;
  let open: { checker: ModelChecker; stopWatching: () => void } | null = null;

  /** The checker of the version open, and the watch that checks it again when the code lists change. */
  function opened() {
    open ??= {
      checker: newChecker(),
      // Lists that arrive, or change, after a check: the code list ids are checked again.
      stopWatching: codeLists.store.subscribe((lists, before) => {
        if (lists.lookup === before.lookup || !get().stored || get().checking) return;
        set({ checking: true });
        runCheck(get().text);
      }),
    };
    return open;
  }

  /** Checks a text in the worker; its answer is taken if the text is still the one shown. */
  function runCheck(text: string) {
    void opened()
      .checker.check(text, codeListIds(codeLists.store))
      .then((answer) => {
        // A User Timing mark: the check's length shows in the browser's profiler and in bench/form-designer.ts.
        performance.measure('model check', { end: performance.now(), duration: answer.ms });
        const now = get();
        if (now.text !== text) return;
        const keep = textOfModel === text && answer.definition !== null;
        textOfModel = text;
        set({
          model: keep ? now.model : answer.model,
          definition: keep ? now.definition : answer.definition,
          problems: answer.problems,
          checking: false,
          dirty: answer.model === undefined || !sameValue(answer.model, now.stored?.formModel),
        });
      });
  }

  /** A refusal told where it belongs: problems of the model at their lines, anything else as the notice. */
  function refused(e: unknown, fallback: string) {
    const call = describeCallError(e);
    if (!call) {
      set({ busy: '', notice: { tone: 'error', text: fallback } });
      return;
    }
    const located = call.fieldErrors.flatMap((f) => {
      const path = modelPathOf(f.path);
      return path ? [{ path, message: f.message }] : [];
    });
    set({
      busy: '',
      notice: {
        tone: 'error',
        text:
          call.code === 'conflict'
            ? `${call.message} Your edits are still here: copy what you need, then Discard changes to see the version as it is now.`
            : call.message,
      },
      ...(located.length ? { problems: locateProblems(get().text, located) } : {}),
    });
  }

  const designer: Designer = {
    state,

    openVersion(version, notice = null) {
      clearTimeout(pendingCheck);
      const text = modelText(version.formModel);
      // The server stores only models of a form's shape: the designer shows it at once, its checks
      // running beside it in the worker.
      textOfModel = text;
      const model = version.formModel as FormDefinition;
      set({ ...initial, stored: version, text, notice, model, definition: model, checking: true });
      runCheck(text);
      // The code lists (names for the list picker, ids for the check) load once the designer has shown.
      requestAnimationFrame(() => setTimeout(() => void codeLists.load(), 0));
    },

    closeVersion() {
      clearTimeout(pendingCheck);
      open?.stopWatching();
      open?.checker.dispose();
      open = null;
      set(initial);
    },

    setText(text) {
      set({ text, checking: true, dirty: true });
      clearTimeout(pendingCheck);
      pendingCheck = setTimeout(() => runCheck(get().text), CHECK_DELAY_MS);
    },

    edit(change) {
      const { definition, stored } = get();
      if (!definition) return false;
      try {
        const next = change(definition);
        const text = modelText(next);
        clearTimeout(pendingCheck);
        textOfModel = text;
        set({
          text,
          notice: null,
          model: next,
          definition: next,
          checking: true,
          dirty: !sameValue(next, stored?.formModel),
        });
        runCheck(text);
        return true;
      } catch (e) {
        set({ notice: { tone: 'error', text: e instanceof Error ? e.message : String(e) } });
        return false;
      }
    },

    discardChanges() {
      const { stored } = get();
      if (stored) designer.openVersion(stored, { tone: 'info', text: 'Your changes were discarded.' });
    },

    async saveVersion() {
      const { stored, model, busy } = get();
      if (!stored || busy || model === undefined) return false;
      set({ busy: 'saving', notice: null });
      try {
        const saved = await api.call(saveFormConfiguration, {
          id: stored.id,
          expectedLastUpdated: stored.lastUpdated,
          formModel: model,
        });
        // What was typed while the save travelled stays: only the stored copy moves on.
        set({ stored: saved, busy: '', notice: { tone: 'info', text: 'The draft was saved.' } });
        set({ dirty: !sameValue(get().model, saved.formModel) });
        return true;
      } catch (e) {
        refused(e, 'The draft could not be saved.');
        return false;
      }
    },

    async followStored() {
      const { stored } = get();
      if (!stored) return;
      const fresh = await api.call(getFormConfiguration, { id: stored.id }).catch(() => null);
      const now = get().stored;
      if (fresh && now?.id === fresh.id && sameValue(fresh.formModel, now.formModel)) set({ stored: fresh });
    },

    async changeStatus(action, options = {}) {
      const { stored, busy } = get();
      if (!stored || busy) return null;
      const steps = {
        publish: { busy: 'publishing', done: 'The version is published.' },
        disable: { busy: 'disabling', done: 'The version is disabled: no new report is written on it.' },
        enable: { busy: 'enabling', done: 'The version is enabled again.' },
      } as const;
      set({ busy: steps[action].busy, notice: null });
      try {
        const answer =
          action === 'publish'
            ? await api.call(publishFormConfiguration, {
                id: stored.id,
                expectedLastUpdated: stored.lastUpdated,
                ...(options.acceptUnexported ? { acceptUnexported: true } : {}),
              })
            : await api.call(action === 'disable' ? disableFormConfiguration : enableFormConfiguration, {
                id: stored.id,
              });
        designer.openVersion(answer, { tone: 'info', text: steps[action].done });
        return answer;
      } catch (e) {
        refused(e, `The version could not be ${action === 'publish' ? 'published' : `${action}d`}.`);
        return null;
      }
    },
  };
  return designer;
}
