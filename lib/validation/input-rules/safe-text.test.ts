import { describe, expect, it } from 'vitest';
import { findUnsafeInput, MAX_NESTING, unsafeTextReason } from './safe-text';

describe('text PostgreSQL can store', () => {
  it('takes any well-formed text, surrogate pairs and control characters but NUL included', () => {
    for (const ok of ['', 'Main St', 'Ünïcödé', '\ud83d\ude97 car', '\t\n\u0001', 'x'.repeat(100_000)]) {
      expect(unsafeTextReason(ok), ok).toBeNull();
    }
  });

  it('refuses NUL and lone surrogates, saying which', () => {
    expect(unsafeTextReason('a\u0000b')).toBe('Text must not contain the NUL character (U+0000).');
    expect(unsafeTextReason('ab\ud800')).toBe(
      'Text must be valid Unicode: it holds a lone surrogate (U+D800) at position 3.',
    );
    expect(unsafeTextReason('\udc00x')).toMatch(/lone surrogate \(U\+DC00\) at position 1/);
    expect(unsafeTextReason('\ude97\ud83d')).toMatch(/U\+DE97/);
  });
});

describe('finding unsafe input in a request', () => {
  it('names the path of the first offending value or property name', () => {
    const body = {
      identity: { token: 't' },
      payload: { id: 1, data: { Units: [{ Name: 'ok' }, { Name: 'a\u0000' }] } },
    };
    expect(findUnsafeInput(body)).toEqual({
      path: 'payload.data.Units.1.Name',
      message: 'Text must not contain the NUL character (U+0000).',
    });
    expect(findUnsafeInput({ payload: { 'bad\ud800': 1 } })?.path).toBe('payload."bad\\ud800"');
    expect(findUnsafeInput('\u0000')?.path).toBe('(body)');
    expect(findUnsafeInput({ id: '\u0000' }, 'params')?.path).toBe('params.id');
    expect(findUnsafeInput({ a: [1, true, null, 'fine'], b: { c: 'fine' } })).toBeNull();
  });

  it('refuses nesting deeper than the limit without walking it, however deep', () => {
    const nest = (depth: number) => {
      let value: unknown = 'leaf';
      for (let i = 0; i < depth; i++) value = [value];
      return value;
    };
    expect(findUnsafeInput(nest(MAX_NESTING))).toBeNull();
    expect(findUnsafeInput(nest(MAX_NESTING + 1))?.message).toBe(
      `Values may be nested at most ${MAX_NESTING} levels deep.`,
    );
    expect(findUnsafeInput(nest(200_000))?.message).toMatch(/nested at most/);
  });
});
