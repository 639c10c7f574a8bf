import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import {
  featureOrderZones,
  featureZones,
  libForbiddenGlobals,
  libForbiddenImports,
  roomZones,
  serverLayerRules,
  serverRouteRules,
} from './eslint/dependency-rule.js';
import { appRules } from './eslint/module-state-rule.js';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.output', '.wxt', 'data', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    // Without a TypeScript resolver every extensionless import is unresolved and the path rules skip it.
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...roomZones, ...featureZones(), ...featureOrderZones()] }],
      // vite-plugin-pwa's registration is a module the build makes (virtual:pwa-register).
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-console': 'error',
    },
  },
  {
    // A promise nobody awaits loses its failure: every one is awaited, returned, or marked `void`.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', libForbiddenImports],
      'no-restricted-globals': ['error', ...libForbiddenGlobals],
    },
  },
  {
    // The web app keeps no module-level mutable state: the app's root makes it and hands it down.
    // Tests keep theirs per file, and start each case afresh themselves.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixture.{ts,tsx}'],
    plugins: { app: appRules },
    rules: { 'app/no-module-state': 'error' },
  },
  {
    files: ['scripts/**', 'bench/**', 'deploy/**', 'eslint/**', '*.config.*', '.ci/**'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['server/routes/**/*.ts', 'server/services/**/*.ts', 'server/api/**/*.ts'],
    rules: serverLayerRules,
  },
  {
    files: ['server/routes/**/*.ts'],
    rules: serverRouteRules,
  },
  {
    // The integration files, the e2e files and the unit-shared project's files (lib/, server/,
    // scripts/, eslint/) share a worker and its modules (vitest.config.ts): a module mocked or a
    // global stubbed in one would still be so in the files after it.
    files: ['test/integration/**/*.ts', 'test/e2e/**/*.ts', '{lib,server,scripts,eslint}/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message: 'These test files share their modules: use a real part, or pass a fake in.',
        })),
      ],
    },
  },
);
