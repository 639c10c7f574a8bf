import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config';
import { defaultOf, envExample } from './config-example';

const file = path.resolve(import.meta.dirname, '../.env.example');

describe('.env.example', () => {
  it('is what the configuration schema says: run npm run env-example when this fails', () => {
    expect(fs.readFileSync(file, 'utf8')).toBe(envExample());
  });

  it('names every variable of the schema once', () => {
    const named = [...fs.readFileSync(file, 'utf8').matchAll(/^# ([A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(named.sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('gives the defaults the server takes', () => {
    expect(defaultOf('PORT')).toBe('8080');
    expect(defaultOf('DATABASE_WAIT_SECONDS')).toBe('60');
    expect(defaultOf('DATABASE_URL')).toBeUndefined();
    expect(defaultOf('TRUST_PROXY')).toBeUndefined();
    expect(fs.readFileSync(file, 'utf8')).toContain('# LOG_LEVEL=info\n');
  });

  it('leaves sending to the state repository off, saying so', () => {
    expect(defaultOf('STATE_REPOSITORY_URL')).toBeUndefined();
    expect(defaultOf('STATE_REPOSITORY_TIMEOUT_MS')).toBe('30000');
    expect(fs.readFileSync(file, 'utf8')).toMatch(
      /# --- State repository ---\n\n# [^\n]*unset: nothing is sent[^\n]*\n# STATE_REPOSITORY_URL=\n/,
    );
  });
});
