/**
 * The small "Send to report" control the RMS content script puts beside a record, built with
 * plain DOM rather than React: it runs on every enabled RMS page, and React alone would take most
 * of the content script's 60 KB budget. It lives in a shadow root, so its styles (below) reach
 * nothing on the page and the page's styles do not reach it.
 */

/** What the control says and does for one finding. */
export type SendControlModel =
  | {
      kind: 'record';
      summary: string;
      send: () => Promise<string>;
      /** The record's flagged values, said beside the button so the officer knows before sending. */
      flags?: readonly string[];
    }
  | { kind: 'partial'; problem: string };

export const sendControlCss = `
:host { display: inline-block !important; margin: 2px 4px !important; vertical-align: middle !important; }
.control { display: inline-flex; align-items: center; gap: 6px; font: 12px/1.4 system-ui, sans-serif; color: #1f2937; }
button { font: inherit; font-weight: 600; color: #fff; background: #1d4ed8; border: 0; border-radius: 4px;
  padding: 2px 8px; cursor: pointer; }
button:hover { background: #1e40af; }
button:focus-visible { outline: 2px solid #93c5fd; outline-offset: 1px; }
button:disabled { background: #6b7280; cursor: default; }
.note { color: #374151; }
.partial { color: #92400e; background: #fef3c7; border: 1px solid #f59e0b; border-radius: 4px; padding: 1px 6px; }
`;

/** Builds the control in the shadow root's container. */
export function renderSendControl(container: HTMLElement, model: SendControlModel): void {
  const doc = container.ownerDocument;
  const root = doc.createElement('span');
  root.className = 'control';
  if (model.kind === 'partial') {
    const note = doc.createElement('span');
    note.className = 'partial';
    note.setAttribute('role', 'note');
    note.textContent = `${model.problem} Run the query again to send it.`;
    root.append(note);
    container.append(root);
    return;
  }
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = 'Send to report';
  button.title = model.summary;
  button.setAttribute('aria-label', `Send to report: ${model.summary}`);
  const status = doc.createElement('span');
  status.className = 'note';
  status.setAttribute('role', 'status');
  button.addEventListener('click', () => {
    button.disabled = true;
    status.textContent = 'Sending…';
    void model.send().then((message) => {
      status.textContent = message;
      button.disabled = false;
    });
  });
  root.append(button, status);
  if (model.flags?.length) {
    const check = doc.createElement('span');
    check.className = 'partial';
    check.setAttribute('role', 'note');
    check.textContent = `Check: ${model.flags.join(' ')}`;
    root.append(check);
  }
  container.append(root);
}
