import { describe, expect, it } from 'vitest';
import { ApiClientError, refusalMessageOf } from './client';
import { messagesAt, refusalInFull } from './refusal-messages';

const refused = (fieldErrors: { path: string; message: string }[]) =>
  new ApiClientError('validation', 'The search was refused.', 400, fieldErrors);

describe('a refusal on the fields a screen shows (messagesAt)', () => {
  it('puts the first message of each shown field there', () => {
    const error = refused([
      { path: 'payload.usdotNumber', message: 'Digits only.' },
      { path: 'payload.usdotNumber', message: 'Too long.' },
      { path: 'payload.name', message: 'Too short.' },
    ]);
    expect(messagesAt(error, ['usdotNumber', 'name'], 'It failed.')).toEqual({
      usdotNumber: 'Digits only.',
      name: 'Too short.',
    });
  });

  it('leaves out a field the screen does not show, and says the whole refusal when none is shown', () => {
    expect(messagesAt(refused([{ path: 'payload.message', message: 'Too long.' }]), ['to'], 'It failed.')).toEqual({
      form: 'The search was refused.',
    });
    expect(
      messagesAt(
        refused([
          { path: 'payload.text', message: 'Too short.' },
          { path: 'payload.reportId', message: 'Not yours.' },
        ]),
        ['text'],
        'It failed.',
      ),
    ).toEqual({ text: 'Too short.' });
  });

  it("says the server's words for a refusal naming no field, and the fallback for a failure without words", () => {
    expect(messagesAt(refused([]), ['text'], 'It failed.')).toEqual({ form: 'The search was refused.' });
    expect(messagesAt(new Error('internal'), ['text'], 'It failed.')).toEqual({ form: 'It failed.' });
  });
});

describe('a refusal in one text (refusalInFull)', () => {
  it('follows the refusal with each field message', () => {
    const error = new ApiClientError('validation', 'Check the comments.', 400, [
      { path: 'payload.comments.0.text', message: 'A comment is empty.' },
      { path: 'payload.note', message: 'The note is too long.' },
    ]);
    expect(refusalInFull(error, 'It failed.')).toBe('Check the comments. A comment is empty. The note is too long.');
  });

  it('is the fallback alone for a failure without words', () => {
    expect(refusalInFull(new TypeError('x is undefined'), 'It failed.')).toBe('It failed.');
  });
});

describe("the server's words only when it answered (refusalMessageOf)", () => {
  it('says the refusal, and the screen’s own words when no answer came or the failure was no call’s', () => {
    expect(refusalMessageOf(new ApiClientError('conflict', 'Changed meanwhile.', 409), 'Offline.')).toBe(
      'Changed meanwhile.',
    );
    expect(refusalMessageOf(new ApiClientError('network', 'The server cannot be reached.', 0), 'Offline.')).toBe(
      'Offline.',
    );
    expect(refusalMessageOf(new Error('boom'), 'Offline.')).toBe('Offline.');
  });
});
