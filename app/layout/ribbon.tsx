import type { ReactNode } from 'react';
import { useLayout } from '../layout/layout-store';

/** The bar under the header: the screen's title and its actions. */
export function Ribbon({ title, actions }: { title: string; actions?: ReactNode }) {
  const fixed = useLayout((s) => s.fixedRibbon);
  return (
    <div
      className={`z-10 flex items-center gap-3 border-b border-line bg-panel px-4 py-3 ${fixed ? 'sticky top-0' : ''}`}
    >
      <h1 className="text-xl font-semibold">{title}</h1>
      <div className="ms-auto flex gap-2">{actions}</div>
    </div>
  );
}
