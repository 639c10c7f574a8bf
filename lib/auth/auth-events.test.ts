import { describe, expect, it } from 'vitest';
import { AuthEventType } from './auth-events';

describe('authentication event types', () => {
  it('are Login 1, Logout 2, Autologout 3', () => {
    expect(AuthEventType).toEqual({ Login: 1, Logout: 2, Autologout: 3 });
  });
});
