import { useEffect, useRef } from 'react';
import type { TextProblem } from '../../../lib/validation/form-model/model-text';
import { useDesigner, useDesignerActions } from './designer-context';
import type { DesignerState } from './designer-store';
import { createJsonCodeView, type JsonCodeView } from './json-code-view';

/**
 * The whole form model as JSON, checked as it is typed (syntax, the model's schema, the
 * definition's checks), each problem marked at its line and listed; choosing one puts the cursor there.
 */
export function JsonEditor({ editable }: { editable: boolean }) {
  const designer = useDesignerActions();
  const problems = useDesigner((s) => s.problems);
  const checking = useDesigner((s) => s.checking);
  const host = useRef<HTMLDivElement>(null);
  const code = useRef<JsonCodeView | null>(null);

  // The view owns its text while the administrator types; the store's text is put in only when
  // it changed elsewhere (a visual edit, a version opened or discarded), so a keystroke renders nothing here.
  useEffect(() => {
    // The text typed last: the store hands it back, and the view holds it already.
    let typed = '';
    const view = createJsonCodeView({
      parent: host.current!,
      text: designer.state.getState().text,
      editable,
      onType: (text) => {
        typed = text;
        designer.setText(text);
      },
      contentAttributes: {
        id: 'model-json',
        'aria-labelledby': 'model-json-label',
        'aria-describedby': 'model-json-help model-problems-title',
      },
    });
    code.current = view;
    // Marks belong to the text they were found in: none while a check is pending.
    const marks = (state: DesignerState) => (state.checking ? [] : state.problems);
    view.mark(marks(designer.state.getState()));
    const stop = designer.state.subscribe((state, before) => {
      if (state.text !== before.text && state.text !== typed) view.show(state.text);
      if (state.problems !== before.problems || state.checking !== before.checking) view.mark(marks(state));
    });
    return () => {
      stop();
      view.destroy();
      code.current = null;
    };
    // The view is made once, with the editable of its first render (the designer is the screen's
    // one); the effect below follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => code.current?.setEditable(editable), [editable]);

  const goTo = (p: TextProblem) => code.current?.goTo(p);

  return (
    <div className="flex flex-col gap-3 lg:flex-row">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span id="model-json-label" className="text-sm font-medium">
          Form model (JSON)
        </span>
        <p id="model-json-help" className="text-xs text-muted">
          Ctrl+F finds, Ctrl+Z undoes; Tab leaves the editor.
        </p>
        <div ref={host} className="bg-panel" />
      </div>
      <section aria-labelledby="model-problems-title" className="w-full shrink-0 lg:w-96">
        <h3 id="model-problems-title" className="mb-2 font-semibold" aria-live="polite">
          {checking
            ? 'Checking…'
            : problems.length === 0
              ? 'No problems in the model'
              : `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in the model`}
        </h3>
        <ul className="flex max-h-[32rem] flex-col gap-1 overflow-y-auto text-sm">
          {problems.map((p, i) => (
            <li key={`${p.line}:${p.column}:${i}`}>
              <button
                type="button"
                className="w-full rounded px-2 py-1 text-start hover:bg-panel"
                onClick={() => goTo(p)}
              >
                <span className="text-danger">
                  Line {p.line}, column {p.column}:
                </span>{' '}
                {p.message}
                {p.path.length > 0 && <span className="block text-xs text-muted">{p.path.join('.')}</span>}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
