import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('uses scrypt with 32 MiB of memory by default and a random salt', async () => {
    const a = await hashPassword('Crash-Demo-2026');
    const b = await hashPassword('Crash-Demo-2026');
    expect(a).not.toBe(b);
    const [kind, n, r, p] = a.split('$');
    expect([kind, Number(n), Number(r), Number(p)]).toEqual(['scrypt', 2 ** 15, 8, 1]);
    expect(128 * Number(n) * Number(r)).toBe(32 * 1024 * 1024);
    expect(await verifyPassword('Crash-Demo-2026', a)).toBe(true);
  });

  it('verifies with the parameters stored in the hash and refuses a wrong password', async () => {
    const hash = await hashPassword('Right-Password-1', cheap);
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('Right-Password-1', hash)).toBe(true);
    expect(await verifyPassword('right-password-1', hash)).toBe(false);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
  });
});

describe('session tokens', () => {
  it('are random, URL-safe, and stored as their SHA-256', () => {
    const a = newToken();
    const b = newToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.token);
  });
});
