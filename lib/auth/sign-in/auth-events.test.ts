import { describe, expect, it } from 'vitest';
import { authEventDetailText, AuthEventType, authEventTypeName } from './auth-events';

describe('authentication event types', () => {
  it('are Login 1, Logout 2, Autologout 3', () => {
    expect(AuthEventType).toEqual({ Login: 1, Logout: 2, Autologout: 3 });
  });
});

describe('authentication events in words', () => {
  it('names each event type and tells an unknown one by its number', () => {
    expect([1, 2, 3, 9].map(authEventTypeName)).toEqual(['Sign-in', 'Sign-out', 'Automatic sign-out', 'Event type 9']);
  });

  it('tells the details the server writes in words, and any other as stored', () => {
    expect(authEventDetailText('wrong password')).toBe('Wrong password');
    expect(authEventDetailText('account locked')).toBe('Account locked after too many failed sign-ins');
    expect(authEventDetailText('token login: expired link')).toBe('Sign-in link expired');
    expect(authEventDetailText('token login; DPPA purpose: Law enforcement')).toBe(
      'Signed in with a sign-in link (DPPA purpose: Law enforcement)',
    );
    expect(authEventDetailText('something new')).toBe('something new');
  });

  it('tells the second factor’s and inactive accounts’ details in words', () => {
    expect(authEventDetailText('wrong second factor code')).toBe('Wrong second-factor code');
    expect(authEventDetailText('second factor: recovery code')).toBe('Second factor: recovery code used');
    expect(authEventDetailText('account disabled: not used for 90 days')).toBe(
      'Account disabled after 90 days without a sign-in',
    );
    expect(authEventDetailText('account disabled: not used for 30 days (daily check)')).toBe(
      'Account disabled after 30 days without a sign-in (daily check)',
    );
  });
});
