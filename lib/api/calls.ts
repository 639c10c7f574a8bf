import * as account from './calls-account';
import * as profile from './calls-profile';
import * as agency from './calls-agency';
import * as attachment from './calls-attachment';
import * as reference from './calls-reference';
import * as role from './calls-role';
import * as codeList from './calls-code-list';
import * as formConfiguration from './calls-form-configuration';
import * as report from './calls-report';
import * as history from './calls-history';
import * as exporting from './calls-export';
import * as search from './calls-search';
import * as user from './calls-user';
import * as workflow from './calls-workflow';
import * as settings from './calls-settings';
import * as lookup from './calls-lookup';
import * as audit from './calls-audit';
import * as secondFactor from './calls-second-factor';
import * as log from './calls-log';
import type { CallDefinition } from './define-call';

/** Every call of the API, by name; the server registers exactly these and the client calls them. */
export const calls = {
  ...account,
  ...profile,
  ...reference,
  ...agency,
  ...role,
  ...codeList,
  ...formConfiguration,
  ...user,
  ...report,
  ...history,
  ...exporting,
  ...search,
  ...workflow,
  ...attachment,
  ...settings,
  ...lookup,
  ...audit,
  ...secondFactor,
  ...log,
};

export const callList: CallDefinition[] = Object.values(calls);
