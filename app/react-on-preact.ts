import { options, type VNode } from 'preact';

/**
 * What the app's `react` imports resolve to in the build and the unit tests (preact-aliases.ts):
 * Preact's compatibility layer, and what the app needs of React that it lacks.
 */
// @ts-expect-error -- compat's types are one `export =`, which `export *` cannot read; the bundler reads its JavaScript.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * react-router's RouterProvider takes this hook on every render but sets an optimistic state only
 * when given `useTransitions` (the app never is), so its state is always the one passed in. Any
 * other use would need React's transitions, which Preact has none of: it fails loudly instead.
 */
export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [
    passthrough,
    () => {
      throw new Error('useOptimistic updates need React transitions, which Preact does not have');
    },
  ];
}

/**
 * Preact writes `tabIndex` as it is spelt, and an SVG element's attributes keep their case, so the
 * diagrams' focusable shapes would get an attribute no browser reads. React writes `tabindex`;
 * so does this, for every element (an HTML element lowercases it anyway).
 */
const next = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown>;
  if (typeof vnode.type === 'string' && props && 'tabIndex' in props) {
    props.tabindex = props.tabIndex;
    delete props.tabIndex;
  }
  next?.(vnode);
};

/**
 * React runs the effects of a render caused by a discrete event (a key, a click) before the browser
 * dispatches the next one; Preact waits for the next frame. Handlers here read what an effect
 * keeps (the crash diagram's selection, the editor's latest answers), so a second key that lands
 * before the frame saw the state before the first: in the e2e suite the diagram's ArrowRight,
 * ArrowDown, r lost the move down. Flushing effects in a microtask after the render restores
 * React's order for every render, at the cost of running effects before the frame is painted,
 * which React does for discrete events too.
 */
options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);
