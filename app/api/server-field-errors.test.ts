import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from './client';
import { showMessages, showServerErrors } from './server-field-errors';

const refused = (fieldErrors: { path: string; message: string }[]) =>
  new ApiClientError('validation', 'The request was refused.', 400, fieldErrors);

const shown = (error: unknown, fields: string[]) => {
  const setError = vi.fn();
  showServerErrors(error, setError, { fallback: 'It could not be saved.', fields });
  return setError.mock.calls;
};

describe('the server’s field errors on a form', () => {
  it('puts each message on the field the server named, without the call’s payload prefix', () => {
    expect(
      shown(
        refused([
          { path: 'payload.userName', message: 'The user name officer is taken.' },
          { path: 'payload.roleIds.0', message: 'There is no role 9.' },
        ]),
        ['userName', 'roleIds'],
      ),
    ).toEqual([
      ['userName', { type: 'server', message: 'The user name officer is taken.' }],
      ['roleIds', { type: 'server', message: 'There is no role 9.' }],
    ]);
  });

  it('keeps a nested path the form has a field for, and the first message of a field', () => {
    expect(
      shown(
        refused([
          { path: 'payload.defaultLocation.county', message: 'Pick a county.' },
          { path: 'payload.defaultLocation.county', message: 'A second cause.' },
        ]),
        ['defaultLocation.county'],
      ),
    ).toEqual([['defaultLocation.county', { type: 'server', message: 'Pick a county.' }]]);
  });

  it('puts a field the form does not show, and a refusal naming no field, on the whole form', () => {
    expect(shown(refused([{ path: 'payload.id', message: 'There is no user 5.' }]), ['userName'])).toEqual([
      ['root', { type: 'server', message: 'There is no user 5.' }],
    ]);
    expect(shown(new ApiClientError('conflict', 'Changed meanwhile.', 409), ['userName'])).toEqual([
      ['root', { type: 'server', message: 'Changed meanwhile.' }],
    ]);
  });

  it('says the fallback for a failure that is not the API’s', () => {
    expect(shown(new TypeError('Failed to fetch'), ['userName'])).toEqual([
      ['root', { type: 'server', message: 'It could not be saved.' }],
    ]);
  });
});

describe('messages of a refusal that is not the server’s on a form', () => {
  it('puts a message at the field it names and the rest on the whole form', () => {
    const setError = vi.fn();
    showMessages({ password: 'The password is not right.', form: 'The device is locked.' }, setError, ['password']);
    expect(setError.mock.calls).toEqual([
      ['password', { type: 'server', message: 'The password is not right.' }],
      ['root', { type: 'server', message: 'The device is locked.' }],
    ]);
  });
});
