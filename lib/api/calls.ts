import * as account from './calls-account';
import * as reference from './calls-reference';
import * as formConfiguration from './calls-form-configuration';
import * as report from './calls-report';
import * as user from './calls-user';
import * as settings from './calls-settings';
import type { CallDefinition } from './define-call';

/** Every call of the API, by name; the server registers exactly these and the client calls them. */
export const calls = { ...account, ...reference, ...formConfiguration, ...user, ...report, ...settings };

export const callList: CallDefinition[] = Object.values(calls);
