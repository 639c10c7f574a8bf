import { DIAGRAM_HEIGHT, DIAGRAM_WIDTH, type DiagramContent } from '../../../lib/forms/diagrams/diagram-elements';
import { diagramSvg } from '../../../lib/forms/diagrams/diagram-element-shapes';

/**
 * The picture saved with the report for reviewers and the PDF: the same drawing the editor
 * shows (lib/forms/diagrams/diagram-element-shapes.ts), as a PNG at the diagram's own size.
 */
export async function renderDiagramImage(content: DiagramContent): Promise<string> {
  const picture = new Image();
  picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(diagramSvg(content))}`;
  await picture.decode();
  const canvas = document.createElement('canvas');
  canvas.width = DIAGRAM_WIDTH;
  canvas.height = DIAGRAM_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the diagram picture.');
  ctx.drawImage(picture, 0, 0);
  return canvas.toDataURL('image/png');
}
