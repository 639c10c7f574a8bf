import { describe, expect, it } from 'vitest';
import {
  BRIDGE_SECRET_ATTRIBUTE,
  handOverBridgeSecret,
  isBridgeSecret,
  newBridgeSecret,
  takeBridgeSecret,
  type SecretDocument,
} from './bridge-secret';

function fakeDocument(): SecretDocument & { attributes: Map<string, string> } {
  const attributes = new Map<string, string>();
  return {
    attributes,
    documentElement: {
      getAttribute: (name) => attributes.get(name) ?? null,
      setAttribute: (name, value) => void attributes.set(name, value),
      removeAttribute: (name) => void attributes.delete(name),
    },
  };
}

describe('bridge secret handshake', () => {
  it('makes a new 32-byte hex secret each time', () => {
    const a = newBridgeSecret();
    expect(isBridgeSecret(a)).toBe(true);
    expect(newBridgeSecret()).not.toBe(a);
  });

  it('is handed over once: the app takes it and the attribute is gone for whoever reads later', () => {
    const doc = fakeDocument();
    const secret = handOverBridgeSecret(doc);
    expect(doc.attributes.get(BRIDGE_SECRET_ATTRIBUTE)).toBe(secret);
    expect(takeBridgeSecret(doc)).toBe(secret);
    expect(doc.attributes.has(BRIDGE_SECRET_ATTRIBUTE)).toBe(false);
    expect(takeBridgeSecret(doc)).toBeUndefined();
  });

  it('gives the app nothing without an extension, or for a malformed value (which it still removes)', () => {
    expect(takeBridgeSecret(fakeDocument())).toBeUndefined();
    const doc = fakeDocument();
    doc.attributes.set(BRIDGE_SECRET_ATTRIBUTE, 'guessable');
    expect(takeBridgeSecret(doc)).toBeUndefined();
    expect(doc.attributes.size).toBe(0);
    expect(handOverBridgeSecret({ documentElement: null })).toBeUndefined();
    expect(takeBridgeSecret({ documentElement: null })).toBeUndefined();
  });
});
