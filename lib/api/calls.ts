import * as account from './calls/calls-account';
import * as profile from './calls/calls-profile';
import * as agency from './calls/admin/calls-agency';
import * as attachment from './calls/calls-attachment';
import * as reference from './calls/calls-reference';
import * as role from './calls/admin/calls-role';
import * as codeList from './calls/calls-code-list';
import * as formConfiguration from './calls/calls-form-configuration';
import * as report from './calls/calls-report';
import * as history from './calls/calls-history';
import * as exporting from './calls/calls-export';
import * as search from './calls/calls-search';
import * as user from './calls/admin/calls-user';
import * as workflow from './calls/calls-workflow';
import * as settings from './calls/admin/calls-settings';
import * as settingsEdit from './calls/admin/calls-settings-edit';
import * as lookup from './calls/calls-lookup';
import * as audit from './calls/admin/calls-audit';
import * as secondFactor from './calls/calls-second-factor';
import * as log from './calls/admin/calls-log';
import * as submission from './calls/admin/calls-submission';
import * as crashData from './calls/calls-crash-data';
import * as dashboard from './calls/calls-dashboard';
import * as people from './calls/calls-people';
import * as crashDuplicates from './calls/calls-crash-duplicates';
import * as release from './calls/calls-release';
import * as retention from './calls/calls-retention';
import * as notification from './calls/notices/calls-notification';
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
  ...settingsEdit,
  ...lookup,
  ...audit,
  ...secondFactor,
  ...log,
  ...submission,
  ...crashData,
  ...dashboard,
  ...people,
  ...crashDuplicates,
  ...release,
  ...retention,
  ...notification,
};

export const callList: CallDefinition[] = Object.values(calls);
