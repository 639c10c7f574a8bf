import type { ESLint } from 'eslint';

/** The module-state rule as a plugin (module-state-rule.js). */
export declare const appRules: ESLint.Plugin;
