import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Annotation, Compartment, EditorState, type Text } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { TextProblem } from '../../../lib/validation/form-model/model-text';

/**
 * The whole model's JSON in CodeMirror: it draws only the lines in view, so a keystroke in a
 * 90 kB model costs what it costs in a short one (a text area lays out all of it on every key).
 */

/** Marks the changes the designer makes itself (a visual edit, a version opened), so they are not sent back as typing. */
const fromDesigner = Annotation.define<boolean>();

// The app's palettes (app/styles.css), so the night and colour-blind palettes apply here too.
const colour = (name: string) => `rgb(var(--color-${name}))`;
const theme = EditorView.theme({
  '&': { height: '32rem', border: `1px solid ${colour('line')}`, borderRadius: '0.25rem' },
  '&.cm-focused': { outline: `2px solid ${colour('brand')}`, outlineOffset: '1px' },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: '0.75rem',
    lineHeight: '1.25rem',
  },
  '.cm-content': { caretColor: colour('ink') },
  '.cm-cursor': { borderLeftColor: colour('ink') },
  '.cm-gutters': {
    backgroundColor: colour('surface'),
    color: colour('muted'),
    borderRight: `1px solid ${colour('line')}`,
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'rgb(var(--color-brand) / 0.08)' },
  '.cm-activeLineGutter': { color: colour('ink') },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'rgb(var(--color-brand) / 0.25)',
  },
  '.cm-tooltip': { backgroundColor: colour('panel'), color: colour('ink'), border: `1px solid ${colour('line')}` },
});

// Colours the palettes hold to 4.5:1 on their surfaces, so the highlighted text stays readable.
const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: colour('brand') },
  { tag: [tags.number, tags.bool, tags.null], color: colour('warn') },
  { tag: tags.string, color: colour('ink') },
]);

export interface JsonCodeView {
  view: EditorView;
  /** Puts the designer's text in place of the view's, when they differ (a visual edit, a save refused). */
  show(text: string): void;
  /** The model's problems as marks at their lines. */
  mark(problems: TextProblem[]): void;
  setEditable(editable: boolean): void;
  goTo(problem: TextProblem): void;
  destroy(): void;
}

/** A problem's 1-based line and column as a position in `doc`, kept inside the document. */
function positionOf(doc: Text, line: number, column: number): number {
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(at.from + Math.max(column - 1, 0), at.to);
}

function diagnosticOf(doc: Text, problem: TextProblem): Diagnostic {
  const from = positionOf(doc, problem.line, problem.column);
  const lineEnd = doc.lineAt(from).to;
  return { from, to: Math.max(from, lineEnd), severity: 'error', message: problem.message };
}

export function createJsonCodeView(options: {
  parent: HTMLElement;
  text: string;
  editable: boolean;
  /** The administrator changed the text (typing, pasting, undo). */
  onType: (text: string) => void;
  contentAttributes: Record<string, string>;
}): JsonCodeView {
  const readOnly = new Compartment();
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        foldGutter(),
        lintGutter(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        highlightSelectionMatches(),
        drawSelection(),
        history(),
        bracketMatching(),
        json(),
        syntaxHighlighting(highlight),
        keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap]),
        readOnly.of(EditorState.readOnly.of(!options.editable)),
        EditorView.contentAttributes.of(options.contentAttributes),
        theme,
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || update.transactions.some((t) => t.annotation(fromDesigner))) return;
          options.onType(update.state.doc.toString());
        }),
      ],
    }),
  });

  return {
    view,
    show(text) {
      if (view.state.doc.toString() === text) return;
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: text },
        annotations: fromDesigner.of(true),
      });
    },
    mark(problems) {
      view.dispatch(
        setDiagnostics(
          view.state,
          problems.map((p) => diagnosticOf(view.state.doc, p)),
        ),
      );
    },
    setEditable(editable) {
      view.dispatch({ effects: readOnly.reconfigure(EditorState.readOnly.of(!editable)) });
    },
    goTo(problem) {
      const at = positionOf(view.state.doc, problem.line, problem.column);
      view.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'start', yMargin: 48 }) });
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}
