import { useEffect, type KeyboardEvent } from 'react';
import type { NavNode } from './navigation-tree';

/** The sections in reading order: what next/previous section step through. */
export function sectionOrder(tree: NavNode[]): string[] {
  const out: string[] = [];
  const visit = (n: NavNode) => {
    out.push(n.path);
    n.children.forEach(visit);
  };
  tree.forEach(visit);
  return out;
}

/** Puts the cursor in the first control of the open section, once it has rendered. */
export function focusFirstField() {
  setTimeout(() => {
    const panel = document.querySelector('[data-editor-panel]');
    const first = panel?.querySelector<HTMLElement>(
      'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"], button:not([disabled])',
    );
    (first ?? document.getElementById('section-title'))?.focus();
  }, 0);
}

/**
 * Alt+Down / Alt+Up (or Alt+PageDown / Alt+PageUp) open the next or previous section from
 * anywhere in the editor and put the cursor in its first field, so a whole report can be written
 * without the mouse; Tab still moves between the fields of a section.
 */
export function useSectionKeys(order: string[], active: string, open: (path: string) => void) {
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey) return;
      const step = { ArrowDown: 1, PageDown: 1, ArrowUp: -1, PageUp: -1 }[e.key];
      if (!step) return;
      const at = order.indexOf(active);
      const next = order[Math.min(order.length - 1, Math.max(0, (at < 0 ? 0 : at) + step))];
      if (!next || next === active) return;
      e.preventDefault();
      open(next);
      focusFirstField();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [order, active, open]);
}

/** The navigation tree with each section's error and warning counts; arrows move in it. */
export function SectionNavigation({
  tree,
  active,
  onOpen,
}: {
  tree: NavNode[];
  active: string;
  onOpen: (path: string) => void;
}) {
  // Up/Down move between entries as in a menu; Enter or Space opens (they are buttons).
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[at + (e.key === 'ArrowDown' ? 1 : -1)];
    if (!next) return;
    e.preventDefault();
    next.focus();
  };
  return (
    <nav aria-label="Report sections" className="w-full shrink-0 lg:w-64" onKeyDown={onKeyDown}>
      <ul className="flex flex-col gap-1 text-sm">
        {tree.map((node) => (
          <NavItem key={node.path} node={node} active={active} onOpen={onOpen} depth={0} />
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">Alt+↓ and Alt+↑ open the next and previous section.</p>
    </nav>
  );
}

function NavItem({
  node,
  active,
  onOpen,
  depth,
}: {
  node: NavNode;
  active: string;
  onOpen: (path: string) => void;
  depth: number;
}) {
  const counts = [node.errors ? `${node.errors} errors` : '', node.warnings ? `${node.warnings} warnings` : '']
    .filter(Boolean)
    .join(', ');
  return (
    <li>
      <button
        type="button"
        aria-current={active === node.path ? 'page' : undefined}
        onClick={() => onOpen(node.path)}
        style={{ paddingInlineStart: `${0.5 + depth}rem` }}
        className={`flex w-full items-center justify-between rounded py-1 pe-2 text-start ${active === node.path ? 'bg-brand text-brand-ink' : 'hover:bg-panel'}`}
      >
        <span>{node.label}</span>
        {/* The name is the label then the counts in words ("Driver (1 errors)"), read from the content so
            it starts with what is on screen; the coloured badges only show the same counts. */}
        {counts && <span className="sr-only"> ({counts})</span>}
        <span aria-hidden="true" className="flex gap-1">
          {node.errors > 0 && <span className="rounded bg-danger px-1 text-xs text-danger-ink">{node.errors}</span>}
          {node.warnings > 0 && <span className="rounded bg-warn px-1 text-xs text-warn-ink">{node.warnings}</span>}
        </span>
      </button>
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <NavItem key={child.path} node={child} active={active} onOpen={onOpen} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}
