// The dependency rule of docs/architecture.md as lint settings: which room may import which, what
// lib/ may not reach for, and what an app feature keeps to itself. Built from the folders on disk,
// so a feature added later is covered without editing this file.
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import globals from 'globals';

const root = path.resolve(import.meta.dirname, '..');
const dirs = (folder) =>
  fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Rooms that may not import one another. */
export const roomZones = [
  {
    target: './lib',
    from: ['./app', './components', './entrypoints', './server', './bench', './scripts'],
    message: 'lib/ imports nothing of ours: it is shared by the app, the server and the extension.',
  },
  {
    // lib's own tests may read the shared fixtures; lib's code may not.
    target: './lib/**/!(*.test).ts',
    from: './test',
    message: 'lib/ imports nothing of ours: it is shared by the app, the server and the extension.',
  },
  {
    target: './components',
    from: ['./app', './entrypoints', './server', './test'],
    message: 'components/ imports only lib/.',
  },
  {
    target: './server',
    from: ['./app', './components', './entrypoints'],
    message: 'server/ imports only lib/.',
  },
  {
    target: './app',
    from: ['./entrypoints', './server', './test'],
    message: 'app/ imports lib/ and components/ only.',
  },
  {
    target: './entrypoints',
    from: ['./app', './server', './test'],
    message: 'entrypoints/ import lib/ and components/ only.',
  },
];

/**
 * An app feature (a folder of app/) exposes the files at its top level; its sub-folders are its
 * own rooms, which no other feature imports.
 */
export function featureZones() {
  const features = dirs('app');
  return features
    .filter((feature) => dirs(`app/${feature}`).length > 0)
    .map((feature) => ({
      target: [...features.filter((other) => other !== feature).map((other) => `./app/${other}`), './app/*.{ts,tsx}'],
      from: `./app/${feature}/*/**`,
      message: `app/${feature} exposes only the files at its top level; its sub-folders are its own.`,
    }));
}

/**
 * The app's features from the bottom up: a feature imports only those before it, so no two
 * features lean on each other and a screen can be read from its own folder down. A new feature
 * folder takes its place here (the rule's test fails until it does).
 */
export const featureOrder = [
  // The page's plumbing: no feature of its own below it.
  'build',
  'layout',
  'connectivity',
  'api',
  'settings',
  'desktop',
  'local-db',
  // Who is signed in, and the screens that get them there.
  'session',
  'errors',
  'auth',
  'account',
  // What several screens share: code lists, windows beside the main one, notes, a report's
  // workflow actions, the device's outbox.
  'code-lists',
  'child-windows',
  'notes',
  'workflow',
  'sync',
  // The screens, the editor first: the designer, the tables, history and search open it.
  'editor',
  'profile',
  'retention',
  'admin',
  'reports',
  'history',
  'search',
  'people',
  'crash-data',
  'dashboard',
  // The frame around every screen, and the app's update and storage notices it shows.
  'offline',
  'shell',
];

/** Each feature's imports of the features after it in featureOrder, refused. */
export function featureOrderZones() {
  return featureOrder.slice(0, -1).map((feature, i) => ({
    target: `./app/${feature}`,
    from: featureOrder.slice(i + 1).map((later) => `./app/${later}`),
    message: `app/${feature} imports only the features before it in eslint/dependency-rule.js (featureOrder): move what both need below them both.`,
  }));
}

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

/** Modules lib/ may not import: a UI framework, browser storage, or Node's own modules. */
export const libForbiddenImports = {
  paths: [
    ...['react', 'react-dom', 'react-router', 'zustand', 'dexie', 'idb', 'leaflet'].map((name) => ({
      name,
      message: 'lib/ is plain TypeScript shared by every room: no UI framework or browser storage.',
    })),
    ...nodeBuiltins.map((name) => ({ name, message: 'lib/ runs in the browser too: no Node modules.' })),
  ],
  patterns: [
    { group: ['node:*'], message: 'lib/ runs in the browser too: no Node modules.' },
    {
      group: ['react/*', 'react-dom/*', 'dexie/*', 'idb/*'],
      message: 'lib/ is plain TypeScript: no UI framework or storage.',
    },
  ],
};

/** Globals only a browser page has, and globals only Node has: lib/ uses neither. */
const shared = new Set([...Object.keys(globals.es2023), ...Object.keys(globals['shared-node-browser'])]);
export const libForbiddenGlobals = [
  ...Object.keys(globals.browser).filter((name) => !shared.has(name) && !(name in globals.node)),
  ...Object.keys(globals.node).filter((name) => !shared.has(name) && !(name in globals.browser)),
  // Node has these too, but lib/ must not reach for the page's storage or the browser's state.
  'navigator',
  'localStorage',
  'sessionStorage',
  'chrome',
  'browser',
];

/**
 * Inside server/: routes, services and the call plumbing (server/api) call repository functions;
 * SQL, query building and transactions live in server/repositories (server/db keeps migrations,
 * seed and the connection).
 */
export const serverLayerRules = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: ['kysely', 'pg', '@electric-sql/pglite'].map((name) => ({
        name,
        message: 'Routes and services do not build SQL: call a function of server/repositories.',
      })),
      patterns: [
        {
          group: ['**/db/database', '**/db/compiled-once', '**/db/prepared-statements', '**/db/migrate'],
          message: 'Routes and services do not reach the database: call a function of server/repositories.',
        },
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "TaggedTemplateExpression[tag.name='sql'], MemberExpression[object.name='sql']",
      message: 'Routes and services do not write SQL: call a function of server/repositories.',
    },
    {
      selector:
        'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|withRecursive|transaction|connection)$/]',
      message:
        'Routes and services do not build queries or open transactions: call server/repositories (repos.inTransaction for several writes that commit together).',
    },
  ],
};

/**
 * server/routes on top of serverLayerRules: a route reads the payload and hands it to a service,
 * which owns the checks, the transaction and the audit rows of the call. So a route imports no
 * repository module (not even its types), takes no repository from the wiring and starts no
 * transaction.
 */
export const serverRouteRules = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      ...serverLayerRules['@typescript-eslint/no-restricted-imports'][1],
      patterns: [
        ...serverLayerRules['@typescript-eslint/no-restricted-imports'][1].patterns,
        {
          group: ['**/repositories/**'],
          message: 'Routes parse and delegate: the repositories are a service’s to call (server/services).',
        },
      ],
    },
  ],
  'no-restricted-syntax': [
    ...serverLayerRules['no-restricted-syntax'],
    {
      selector: "CallExpression[callee.property.name='inTransaction']",
      message:
        'Routes parse and delegate: the service of the call starts its transaction and writes its audit rows there.',
    },
    {
      selector: "MemberExpression[property.name='repos'], ObjectPattern > Property[key.name='repos']",
      message: 'Routes parse and delegate: the repositories of the wiring are for services (wiring.services).',
    },
  ],
};
