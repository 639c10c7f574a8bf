import type { ESLint } from 'eslint';

/** The module-state rule as a plugin (module-state-rule.js). */
export declare const appRules: ESLint.Plugin;
/** The files of app/ the module-state rule leaves alone (module-state-rule.js). */
export declare const stateKeptWhileRewritten: readonly string[];
