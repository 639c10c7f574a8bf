import { useEffect, useRef, useState } from 'react';
import { draftNarrative, type NarrativeDraft } from '../../../lib/forms/derived/narrative-draft';
import { getAt } from '../../../lib/forms/definition/paths';
import { Button } from '../../../components/button';
import { useCodeListsApi, type CodeListStore } from '../../code-lists/code-list-store';
import { useOpenReport } from '../open-report/editor-context';
import { type OpenReport } from '../open-report/editor-store';
import {
  browserRecogniser,
  dictationOffer,
  startDictation,
  withDictated,
  type DictationOffer,
} from './on-device-dictation';

function draftNow(editor: OpenReport, codes: CodeListStore): NarrativeDraft | null {
  const { definition, data } = editor.store.getState();
  const lookup = codes.getState().lookup;
  if (!definition) return null;
  return draftNarrative(definition, data, (listId, code) => lookup?.get(listId, code)?.label);
}

/** Writes the narrative, marked as drafted from the report until the officer edits it. */
const writeDraft = (editor: OpenReport, path: string, text: string) =>
  editor.setValues([{ path, value: text, provenance: 'derived' }]);

/** The draft from the coded report and, where the device can, dictation (docs/rules/report-editor.md, "Values filled for the officer"). */
export function NarrativeTools({ path, disabled }: { path: string; disabled: boolean }) {
  const editor = useOpenReport();
  const codes = useCodeListsApi().store;
  // A draft that would replace what the officer wrote, until they choose.
  const [replacement, setReplacement] = useState<NarrativeDraft | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const draft = () => {
    const next = draftNow(editor, codes);
    if (!next) return;
    setMissing(next.missing);
    const current = String(getAt(editor.store.getState().data, path) ?? '');
    // A narrative already written is never replaced without the officer seeing what replaces it.
    if (current.trim()) setReplacement(next);
    else writeDraft(editor, path, next.text);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" disabled={disabled} onClick={draft}>
          Draft the narrative
        </Button>
        <Dictation path={path} disabled={disabled} />
      </div>
      {replacement && (
        <section aria-label="Drafted narrative" className="flex flex-col gap-2 rounded border border-line p-2">
          <p className="text-sm">The narrative has text already. Replace it with this draft?</p>
          <p className="whitespace-pre-wrap text-sm text-muted">{replacement.text}</p>
          <div className="flex gap-2">
            <Button
              onClick={() => {
                writeDraft(editor, path, replacement.text);
                setReplacement(null);
              }}
            >
              Replace the narrative
            </Button>
            <Button variant="secondary" onClick={() => setReplacement(null)}>
              Keep mine
            </Button>
          </div>
        </section>
      )}
      {missing.length > 0 && (
        <div role="status" className="text-sm text-muted">
          Not in the draft until coded: {missing.join(' ')}
        </div>
      )}
    </div>
  );
}

function Dictation({ path, disabled }: { path: string; disabled: boolean }) {
  const editor = useOpenReport();
  const [offer, setOffer] = useState<DictationOffer | null>(null);
  const [listening, setListening] = useState(false);
  const [message, setMessage] = useState('');
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => {
    let live = true;
    void dictationOffer(browserRecogniser()).then((o) => live && setOffer(o));
    return () => {
      live = false;
      stop.current?.();
    };
  }, []);
  const Recogniser = browserRecogniser();
  if (!offer) return null;
  if (offer.kind === 'absent' || !Recogniser)
    return <span className="text-sm text-muted">{offer.kind === 'absent' ? offer.reason : ''}</span>;
  if (offer.kind === 'installable') {
    return (
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={async () => {
          const done = await Recogniser.install?.({ langs: ['en-US'], processLocally: true }).catch(() => false);
          setOffer(
            done ? { kind: 'ready' } : { kind: 'absent', reason: 'The browser could not install on-device dictation.' },
          );
        }}
      >
        Install on-device dictation
      </Button>
    );
  }
  const toggle = () => {
    if (listening) {
      stop.current?.();
      return;
    }
    setMessage('');
    setListening(true);
    stop.current = startDictation(
      Recogniser,
      (phrase) => {
        const current = String(getAt(editor.store.getState().data, path) ?? '');
        editor.setValues([{ path, value: withDictated(current, phrase) }]);
      },
      (why) => {
        setListening(false);
        stop.current = null;
        setMessage(why);
      },
    );
  };
  return (
    <>
      <Button variant="secondary" disabled={disabled} aria-pressed={listening} onClick={toggle}>
        {listening ? 'Stop dictation' : 'Dictate (on this device)'}
      </Button>
      {message && (
        <span role="status" className="text-sm text-danger">
          {message}
        </span>
      )}
    </>
  );
}
