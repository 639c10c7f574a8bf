import { useState } from 'react';
import { Button } from '../../components/button';
import { copyToClipboard } from './child-window-clipboard';
import { useChildWindows } from './child-window-store';

type State = { tone: 'idle' | 'waiting' | 'ok' | 'error'; message: string };

const toneClass = { idle: '', waiting: 'text-muted', ok: 'text-ok', error: 'text-danger' } as const;

/**
 * A "Copy" button for a child window's content: copies through the main window and says how it
 * went beside the button. `name` is its accessible name, e.g. "Copy IN 1234-56-7890 QUILLFEATHER".
 */
export function CopyButton({ text, name }: { text: string; name: string }) {
  const [state, setState] = useState<State>({ tone: 'idle', message: '' });
  const { clipboard } = useChildWindows();
  async function copy() {
    setState({ tone: 'idle', message: '' });
    const result = await copyToClipboard(clipboard, text, {
      onWaiting: (message) => setState({ tone: 'waiting', message }),
    });
    if (result.copied) setState({ tone: 'ok', message: 'Copied' });
    else setState(result.superseded ? { tone: 'idle', message: '' } : { tone: 'error', message: result.message });
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" aria-label={name} onClick={() => void copy()}>
        Copy
      </Button>
      <span role="status" className={`text-sm ${toneClass[state.tone]}`}>
        {state.message}
      </span>
    </span>
  );
}
