// No module-level mutable state in app/ (docs/architecture.md, "One root wires the app"): a
// module's state, its stores among it, lives in what a factory makes and the app's root owns. A module
// that kept it at its top level was shared by every test that imported it and wired by whoever
// imported it first.

/** Methods that change a Map, Set or array in place. */
const MUTATORS = new Set([
  'set',
  'add',
  'delete',
  'clear',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
]);

/** Collections whose `new` makes a container a module could fill. */
const CONTAINERS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array', 'Object']);

/**
 * Calls that make state: zustand's stores, our shared loads and caches (lib/ui/shared-load.ts).
 * Made at a module's top level, they are built as the module is imported and shared by every
 * importer; the app's root makes them instead and hands them down.
 */
const STATE_MAKERS = new Set([
  'create',
  'createStore',
  'createWithEqualityFn',
  'sharedLoad',
  'sharedWhileRunning',
  'cachedByKey',
]);

/** Our own factories of state, by the names the app gives them. */
const STATE_FACTORY = /^create\w*(Store|Stores|Cache|Loader|Sync|Client|Parts|Database|Registry|Queue)$/;

/** Classes whose instances hold nothing that changes, or are containers judged by their use (above). */
const VALUE_CLASSES = new Set([
  ...CONTAINERS,
  'RegExp',
  'URL',
  'URLSearchParams',
  'TextEncoder',
  'TextDecoder',
  'Date',
]);

/** The function a call's callee names, under curried calls such as zustand's `create<T>()(...)`. */
function calleeName(call) {
  let callee = call.callee;
  while (callee.type === 'CallExpression') callee = callee.callee;
  return callee.type === 'Identifier' ? callee.name : null;
}

/** What `init` builds as the module is imported, if it is state: the maker's name. */
function madeAtImport(init) {
  const node = unwrapped(init);
  if (!node) return null;
  if (node.type === 'NewExpression') {
    const name = node.callee.type === 'Identifier' ? node.callee.name : null;
    return name && !VALUE_CLASSES.has(name) ? `new ${name}` : null;
  }
  if (node.type !== 'CallExpression') return null;
  const name = calleeName(node);
  return name && (STATE_MAKERS.has(name) || STATE_FACTORY.test(name)) ? `${name}()` : null;
}

/** The expression under TypeScript's `as`, `satisfies` and `!`. */
function unwrapped(node) {
  let inner = node;
  while (inner && ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(inner.type)) {
    inner = inner.expression;
  }
  return inner;
}

/** An object or array literal, or a new Map, Set or the like: a container, not a value. */
function isContainer(init) {
  const node = unwrapped(init);
  if (!node) return false;
  if (node.type === 'ObjectExpression' || node.type === 'ArrayExpression') return true;
  return node.type === 'NewExpression' && node.callee.type === 'Identifier' && CONTAINERS.has(node.callee.name);
}

/**
 * How `identifier` (a reference to a module-level binding) changes what it names, if it does:
 * a member written, updated or deleted, `Object.assign` onto it, or (with `methods`) a method
 * that changes a collection in place.
 */
function mutationOf(identifier, methods) {
  const parent = identifier.parent;
  if (parent.type === 'CallExpression' && parent.arguments[0] === identifier) {
    const callee = parent.callee;
    const assign =
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      callee.object.name === 'Object' &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'assign';
    return assign ? 'Object.assign onto it' : null;
  }
  if (parent.type !== 'MemberExpression' || parent.object !== identifier) return null;
  const above = parent.parent;
  if (above.type === 'AssignmentExpression' && above.left === parent) return 'a member written';
  if (above.type === 'UpdateExpression' && above.argument === parent) return 'a member updated';
  if (above.type === 'UnaryExpression' && above.operator === 'delete') return 'a member deleted';
  if (
    methods &&
    above.type === 'CallExpression' &&
    above.callee === parent &&
    !parent.computed &&
    parent.property.type === 'Identifier' &&
    MUTATORS.has(parent.property.name)
  ) {
    return `.${parent.property.name}()`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noModuleState = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Refuses module-level mutable state in the web app: a let or var, a store, shared load or cache built as the module is imported, a container the module fills, another module’s object written.',
    },
    schema: [],
    messages: {
      binding:
        'A module-level `{{kind}}` is state every importer shares: keep it in what a factory makes (the app root owns it, app/app-root.tsx), or in a store.',
      container:
        '`{{name}}` is module-level state ({{how}}): make it inside a factory (a cache may be a Map in one), or keep it in a store.',
      made: '`{{name}}` is built as its module is imported ({{maker}}): the app root makes it (app/app-root.tsx) and hands it down, by a React context or as an argument.',
      imported:
        '`{{name}}` is another module’s ({{how}}): modules do not set each other’s hooks as they are imported; the app root joins them (app/app-root.tsx).',
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      'Program:exit'(program) {
        const scope = sourceCode.getScope(program);
        const moduleScope =
          scope.type === 'module' ? scope : (scope.childScopes.find((s) => s.type === 'module') ?? scope);
        const declarations = new Set();
        for (const variable of moduleScope.variables) {
          const def = variable.defs[0];
          if (!def) continue;
          if (def.type === 'Variable' && def.parent.kind !== 'const' && !def.parent.declare) {
            // Once for `let a, b` and for a destructuring.
            if (!declarations.has(def.parent)) {
              declarations.add(def.parent);
              context.report({ node: def.parent, messageId: 'binding', data: { kind: def.parent.kind } });
            }
            continue;
          }
          const maker = def.type === 'Variable' && madeAtImport(def.node.init);
          if (maker) {
            context.report({ node: def.node, messageId: 'made', data: { name: variable.name, maker } });
            continue;
          }
          const container = def.type === 'Variable' && isContainer(def.node.init);
          // Our own modules, not a library's documented hooks (Preact's options: app/react-on-preact.ts).
          const imported = def.type === 'ImportBinding' && String(def.parent.source.value).startsWith('.');
          if (!container && !imported) continue;
          for (const reference of variable.references) {
            if (reference.init) continue;
            const how = mutationOf(reference.identifier, container);
            if (!how) continue;
            context.report({
              node: reference.identifier,
              messageId: container ? 'container' : 'imported',
              data: { name: variable.name, how },
            });
          }
        }
      },
    };
  },
};

/** The rule as a plugin for eslint.config.js: `app/no-module-state`. */
export const appRules = { rules: { 'no-module-state': noModuleState } };
