import { describe, expect, it } from 'vitest';
import { exportKeyText, importKeyText, newDataKey, openJson, sealJson, unwrapDataKey, wrapDataKey } from './device-key';

/** Few rounds keep the tests quick; the rounds are stored with the wrapped key and honoured. */
const ROUNDS = 1_000;

describe('the device key', () => {
  it('unwraps with the password it was wrapped under and opens what it sealed', async () => {
    const key = await newDataKey();
    const wrapped = await wrapDataKey(key, 'k1', 'Crash-Demo-2026', ROUNDS);
    expect(wrapped).toMatchObject({ keyId: 'k1', iterations: ROUNDS });
    expect(wrapped.salt).toHaveLength(16);
    const sealed = await sealJson(key, { name: 'SMITH, JANE' });
    const unwrapped = await unwrapDataKey(wrapped, 'Crash-Demo-2026');
    expect(unwrapped).not.toBeNull();
    expect(await openJson(unwrapped!, sealed)).toEqual({ name: 'SMITH, JANE' });
  });

  it('refuses a wrong password: the unwrap itself is the check', async () => {
    const wrapped = await wrapDataKey(await newDataKey(), 'k1', 'Crash-Demo-2026', ROUNDS);
    expect(await unwrapDataKey(wrapped, 'crash-demo-2026')).toBeNull();
    expect(await unwrapDataKey({ ...wrapped, salt: new Uint8Array(16) }, 'Crash-Demo-2026')).toBeNull();
  });

  it('keeps no readable text in what it seals, and detects a change to it', async () => {
    const key = await newDataKey();
    const sealed = await sealJson(key, { name: 'SMITH, JANE' });
    expect(new TextDecoder().decode(sealed.ciphertext)).not.toContain('SMITH');
    const altered = new Uint8Array(sealed.ciphertext);
    altered[0] = (altered[0] ?? 0) ^ 1;
    await expect(openJson(key, { ...sealed, ciphertext: altered })).rejects.toThrow();
    await expect(openJson(await newDataKey(), sealed)).rejects.toThrow();
  });

  it('survives being kept as text for the tab', async () => {
    const key = await newDataKey();
    const sealed = await sealJson(key, [1, 2]);
    expect(await openJson(await importKeyText(await exportKeyText(key)), sealed)).toEqual([1, 2]);
  });
});
