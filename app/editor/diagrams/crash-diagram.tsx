import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/spinner';
import type { SpecialFieldProps } from '../controls/special-field-props';

/**
 * The diagram editor's code is fetched when its section first draws: most openings of the
 * editor never reach the diagram, and the editor's own bundle should not wait for it.
 */
const CrashDiagramEditor = lazy(() => import('./crash-diagram-editor').then((m) => ({ default: m.CrashDiagram })));

/** The crash diagram editor (crash-diagram-editor.tsx), fetched on first use. */
export function CrashDiagram(props: SpecialFieldProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the diagram…" />}>
      <CrashDiagramEditor {...props} />
    </Suspense>
  );
}
