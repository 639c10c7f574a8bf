import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64';

describe('base64', () => {
  it('keeps every byte value, in a file larger than one slice', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256);
    const text = bytesToBase64(bytes);
    expect(text.startsWith('AAcOFRwjKjE4')).toBe(true);
    expect([...base64ToBytes(text)]).toEqual([...bytes]);
  });

  it('reads what others wrote', () => {
    expect([...base64ToBytes('AAH/')]).toEqual([0, 1, 255]);
    expect(bytesToBase64(new Uint8Array([0, 1, 255]))).toBe('AAH/');
  });
});
