import { describe, expect, it } from 'vitest';
import {
  dictationOffer,
  startDictation,
  withDictated,
  type LocalRecogniser,
  type RecogniserClass,
} from './on-device-dictation';

/** A recogniser as the browser's, driven by the test; it records what it was asked. */
function fakeRecogniser(status: string | Error, installable = true) {
  const made: FakeRecogniser[] = [];
  const asked: unknown[] = [];
  class FakeRecogniser implements LocalRecogniser {
    lang = '';
    continuous = false;
    interimResults = true;
    processLocally = false;
    started = false;
    onresult: LocalRecogniser['onresult'] = null;
    onerror: LocalRecogniser['onerror'] = null;
    onend: LocalRecogniser['onend'] = null;
    constructor() {
      made.push(this);
    }
    start() {
      this.started = true;
    }
    stop() {
      this.onend?.();
    }
    static async available(options: unknown) {
      asked.push(options);
      if (status instanceof Error) throw status;
      return status;
    }
    static install = installable ? async () => true : undefined;
  }
  return { Recogniser: FakeRecogniser as RecogniserClass, made, asked };
}

const result = (transcript: string, isFinal: boolean) => Object.assign([{ transcript }], { isFinal });

describe('dictation on the device only', () => {
  it('is offered only when the browser recognises speech on the device', async () => {
    const ready = fakeRecogniser('available');
    expect(await dictationOffer(ready.Recogniser)).toEqual({ kind: 'ready' });
    expect(ready.asked).toEqual([{ langs: ['en-US'], processLocally: true }]);
    expect(await dictationOffer(fakeRecogniser('downloadable').Recogniser)).toEqual({ kind: 'installable' });
    for (const absent of [
      undefined,
      fakeRecogniser('unavailable').Recogniser,
      fakeRecogniser('downloadable', false).Recogniser,
      fakeRecogniser(new Error('blocked by policy')).Recogniser,
    ]) {
      expect(await dictationOffer(absent)).toMatchObject({
        kind: 'absent',
        reason: expect.stringContaining('never sent away'),
      });
    }
    // A recogniser without the on-device question (the cloud-only API of older browsers) is not used.
    const cloudOnly = fakeRecogniser('available').Recogniser;
    delete (cloudOnly as { available?: unknown }).available;
    expect((await dictationOffer(cloudOnly)).kind).toBe('absent');
  });

  it('asks for local processing, hands over finished phrases only, and says why it stopped', () => {
    const { Recogniser, made } = fakeRecogniser('available');
    const phrases: string[] = [];
    const stops: string[] = [];
    const stop = startDictation(
      Recogniser,
      (t) => phrases.push(t),
      (m) => stops.push(m),
    );
    const recogniser = made[0]!;
    expect(recogniser).toMatchObject({
      processLocally: true,
      continuous: true,
      interimResults: false,
      lang: 'en-US',
      started: true,
    });
    recogniser.onresult?.({
      resultIndex: 0,
      results: [result('unit one was northbound', true), result('unit tw', false)],
    });
    expect(phrases).toEqual(['unit one was northbound']);
    recogniser.onerror?.({ error: 'not-allowed' });
    recogniser.onend?.();
    expect(stops).toEqual(['Dictation needs the microphone, which the browser refused.']);
    stop();
    expect(stops.at(-1)).toBe('Dictation needs the microphone, which the browser refused.');
  });

  it('adds a phrase to the narrative as a sentence', () => {
    expect(withDictated('', 'unit one was northbound')).toBe('Unit one was northbound.');
    expect(withDictated('Unit 1 stopped. ', 'the driver said the light was green!')).toBe(
      'Unit 1 stopped. The driver said the light was green!',
    );
  });
});
