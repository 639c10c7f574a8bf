/**
 * Dictation into the narrative, only where the browser recognises speech on the device itself
 * (the Web Speech API's processLocally): a crash narrative names people, plates and injuries, and
 * its audio must never go to a vendor's cloud. Where on-device recognition is missing the
 * offer is absent with the reason, not a recogniser that might send audio away.
 */

/** The part of the Web Speech API's SpeechRecognition used here. */
export interface LocalRecogniser {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  processLocally: boolean;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
      }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

export interface RecogniserClass {
  new (): LocalRecogniser;
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>;
  install?: (options: { langs: string[]; processLocally?: boolean }) => Promise<boolean>;
}

export const DICTATION_LANGUAGE = 'en-US';

export type DictationOffer = { kind: 'ready' } | { kind: 'installable' } | { kind: 'absent'; reason: string };

const NO_LOCAL =
  'Dictation is off: this browser does not recognise speech on the device, and the narrative is never sent away to be transcribed.';

/** What the editor can offer, asked of the browser's recogniser (none when the browser has none). */
export async function dictationOffer(Recogniser: RecogniserClass | undefined): Promise<DictationOffer> {
  if (!Recogniser?.available) return { kind: 'absent', reason: NO_LOCAL };
  try {
    const status = await Recogniser.available({ langs: [DICTATION_LANGUAGE], processLocally: true });
    if (status === 'available') return { kind: 'ready' };
    if (status === 'downloadable' && Recogniser.install) return { kind: 'installable' };
    if (status === 'downloading')
      return { kind: 'absent', reason: 'On-device dictation is being installed by the browser; try again shortly.' };
  } catch {
    // A browser that refuses the question (a policy) offers nothing, as one without the API.
  }
  return { kind: 'absent', reason: NO_LOCAL };
}

/** The browser's recogniser class, where it has one. */
export function browserRecogniser(): RecogniserClass | undefined {
  const scope = globalThis as unknown as {
    SpeechRecognition?: RecogniserClass;
    webkitSpeechRecognition?: RecogniserClass;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/**
 * Starts dictating: each finished phrase is handed to `onText`; `onStop` says why it ended ('' when
 * the officer stopped it). Answers the function that stops it.
 */
export function startDictation(
  Recogniser: RecogniserClass,
  onText: (text: string) => void,
  onStop: (message: string) => void,
): () => void {
  const recogniser = new Recogniser();
  recogniser.lang = DICTATION_LANGUAGE;
  recogniser.continuous = true;
  recogniser.interimResults = false;
  recogniser.processLocally = true;
  let failure = '';
  recogniser.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      const text = result?.[0]?.transcript.trim();
      if (result?.isFinal && text) onText(text);
    }
  };
  recogniser.onerror = (event) => {
    failure =
      event.error === 'not-allowed'
        ? 'Dictation needs the microphone, which the browser refused.'
        : event.error === 'no-speech'
          ? 'Dictation stopped: no speech was heard.'
          : `Dictation stopped (${event.error}).`;
  };
  recogniser.onend = () => onStop(failure);
  recogniser.start();
  return () => recogniser.stop();
}

/** The narrative with a dictated phrase added at its end, as a sentence of its own. */
export function withDictated(narrative: string, phrase: string): string {
  const sentence = phrase.charAt(0).toUpperCase() + phrase.slice(1) + (/[.!?]$/.test(phrase) ? '' : '.');
  return narrative.trim() ? `${narrative.trimEnd()} ${sentence}` : sentence;
}
