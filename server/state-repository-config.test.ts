import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configErrorOf } from './config-error.fixture';

describe('the state repository settings', () => {
  it('leave sending off without STATE_REPOSITORY_URL, even with a token', () => {
    expect(loadConfig({}).stateRepository).toBeUndefined();
    expect(loadConfig({ STATE_REPOSITORY_URL: '', STATE_REPOSITORY_TOKEN: 'abc' }).stateRepository).toBeUndefined();
  });

  it('take the URL with its path, the token and the time-out (30 s unless told)', () => {
    expect(
      loadConfig({ STATE_REPOSITORY_URL: 'https://crash.state.example/crash/v1/', STATE_REPOSITORY_TOKEN: 'tok.en-1' })
        .stateRepository,
    ).toEqual({ url: 'https://crash.state.example/crash/v1', token: 'tok.en-1', timeoutMs: 30_000 });
    expect(
      loadConfig({
        STATE_REPOSITORY_URL: 'http://127.0.0.1:4010',
        STATE_REPOSITORY_TOKEN: 't',
        STATE_REPOSITORY_TIMEOUT_MS: '5000',
      }).stateRepository,
    ).toEqual({ url: 'http://127.0.0.1:4010', token: 't', timeoutMs: 5000 });
  });

  it.each([
    [
      { STATE_REPOSITORY_URL: 'https://crash.state.example' },
      'STATE_REPOSITORY_TOKEN: STATE_REPOSITORY_TOKEN is required',
    ],
    [
      { STATE_REPOSITORY_URL: 'crash.state.example', STATE_REPOSITORY_TOKEN: 't' },
      'STATE_REPOSITORY_URL: STATE_REPOSITORY_URL must be an http',
    ],
    [
      { STATE_REPOSITORY_URL: 'https://user:pw@crash.state.example', STATE_REPOSITORY_TOKEN: 't' },
      'without a user name',
    ],
    [{ STATE_REPOSITORY_URL: 'https://crash.state.example/v1?key=1', STATE_REPOSITORY_TOKEN: 't' }, 'or query'],
    [
      { STATE_REPOSITORY_URL: 'https://crash.state.example', STATE_REPOSITORY_TOKEN: 'has space' },
      'STATE_REPOSITORY_TOKEN: STATE_REPOSITORY_TOKEN must be printable',
    ],
    [{ STATE_REPOSITORY_TIMEOUT_MS: '50' }, 'STATE_REPOSITORY_TIMEOUT_MS'],
    [{ STATE_REPOSITORY_TIMEOUT_MS: 'soon' }, 'STATE_REPOSITORY_TIMEOUT_MS'],
  ])('refuse %o, naming the variable', (env, message) => {
    expect(configErrorOf(env).message).toContain(message);
  });
});
