import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/** Boundaries of ARCHITECTURE.md: lib imports nothing of ours; server only lib; nothing imports app, server or entrypoints. */
const zones = [
  {
    target: './lib',
    from: ['./app', './components', './entrypoints', './server', './test'],
    message: 'lib/ imports nothing of ours.',
  },
  { target: './components', from: ['./app', './entrypoints', './server'], message: 'components/ imports only lib/.' },
  { target: './server', from: ['./app', './components', './entrypoints'], message: 'server/ imports only lib/.' },
  { target: './app', from: ['./entrypoints', './server'], message: 'app/ imports lib/ and components/ only.' },
  { target: './entrypoints', from: ['./app', './server'], message: 'entrypoints/ import lib/ and components/ only.' },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.output', '.wxt', 'data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'chrome', 'browser'],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '*.config.*', '.ci/**'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  // Server layers: routes, services and the call plumbing (server/api) call repository
  // functions; SQL, query building and transactions live in server/repositories (server/db keeps
  // migrations, seed and the connection).
  {
    files: ['server/routes/**/*.ts', 'server/services/**/*.ts', 'server/api/**/*.ts'],
    rules: {
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
    },
  },
);
