import { useRef } from 'react';
import type { TextProblem } from '../../../lib/validation/model-text';
import { setText, useDesigner } from './designer-store';

/** Character offset of the start of a 1-based line and column in `text`. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) break;
    offset = next + 1;
  }
  return offset + column - 1;
}

/**
 * The whole form model as JSON, checked as it is typed (syntax, the model's schema, the
 * definition's checks), each problem with its line and column; choosing one puts the cursor there.
 */
export function JsonEditor({ editable }: { editable: boolean }) {
  const text = useDesigner((s) => s.text);
  const problems = useDesigner((s) => s.problems);
  const checking = useDesigner((s) => s.checking);
  const area = useRef<HTMLTextAreaElement>(null);

  const goTo = (p: TextProblem) => {
    const el = area.current;
    if (!el) return;
    const at = offsetOf(el.value, p.line, p.column);
    el.focus();
    el.setSelectionRange(at, at);
    // Puts the line near the top of the box (a textarea scrolls to the caret only on typing).
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20;
    el.scrollTop = Math.max(0, (p.line - 3) * lineHeight);
  };

  return (
    <div className="flex flex-col gap-3 lg:flex-row">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor="model-json" className="text-sm font-medium">
          Form model (JSON)
        </label>
        <textarea
          id="model-json"
          ref={area}
          value={text}
          readOnly={!editable}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={problems.length > 0 || undefined}
          aria-describedby="model-problems-title"
          onChange={(e) => setText(e.target.value)}
          className="h-[32rem] w-full rounded border border-line bg-surface p-2 font-mono text-xs leading-5"
        />
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
