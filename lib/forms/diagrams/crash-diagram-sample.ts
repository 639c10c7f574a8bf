import type { LegacyDiagram } from './crash-diagram';

/**
 * A valid saved diagram for tests and fixtures, in the shape saved before the diagram editor
 * (which still reads): a 10 by 6 PNG with one line across it, and the line it was drawn from.
 */
export function sampleCrashDiagram(): LegacyDiagram {
  return {
    image:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAGCAAAAADfm1AaAAAAE0lEQVR4nGP4DwcMuJgMYIBLAQAQlDXLkXffCgAAAABJRU5ErkJggg==',
    strokes: [
      {
        seq: 0,
        points: [
          [200, 300],
          [800, 300],
        ],
      },
    ],
    stamps: [],
  };
}
