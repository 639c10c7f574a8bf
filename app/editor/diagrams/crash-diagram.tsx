import { onDemand } from '../../../components/on-demand';

/**
 * The crash diagram editor (crash-diagram-editor.tsx), fetched when its section first draws: most
 * openings of the editor never reach the diagram, and the editor's own bundle should not wait for it.
 */
export const CrashDiagram = onDemand(
  () => import('./crash-diagram-editor').then((m) => m.CrashDiagram),
  'Loading the diagram…',
);
