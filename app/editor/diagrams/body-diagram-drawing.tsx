import { useId, type FocusEvent, type KeyboardEvent } from 'react';
import {
  BODY_DIAGRAM_SIZE,
  bodyOutline,
  type AreaChoice,
  type BodyRegion,
} from '../../../lib/forms/diagrams/vehicle-body-areas';

/** What each pickable area carries: role, state, name, focus stop and handlers (from the diagram's group). */
export type AreaProps = (area: AreaChoice) => {
  role: 'radio' | 'checkbox';
  'aria-checked': boolean;
  'aria-label': string;
  /** The code, so tests and tools can find an area without knowing its words. */
  'data-code': string;
  'aria-disabled': boolean | undefined;
  id: string | undefined;
  tabIndex: number;
  onClick: () => void;
  onKeyDown: (e: KeyboardEvent<Element>) => void;
  onFocus: (e: FocusEvent<Element>) => void;
  onBlur: () => void;
  ref: (el: Element | null) => void;
};

const pointsOf = (r: BodyRegion) => r.points.map(([x, y]) => `${x},${y}`).join(' ');

/**
 * The 228 x 228 top view. A picked area is hatched, outlined thick and its mark sits on a solid
 * badge, so it reads without colour (night theme, colour-blind palette, greyscale printing); the
 * focused area gets a dashed ring of its own because browsers outline an SVG group by its box.
 */
export function BodyDiagramDrawing(props: {
  areas: AreaChoice[];
  picked: ReadonlySet<string>;
  focused: string | undefined;
  disabled: boolean;
  areaProps: AreaProps;
}) {
  const { areas, picked, focused, disabled, areaProps } = props;
  const hatch = `hatch-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const onDiagram = areas.filter((a): a is AreaChoice & { region: BodyRegion } => a.region !== undefined);
  return (
    <svg
      width={BODY_DIAGRAM_SIZE}
      height={BODY_DIAGRAM_SIZE}
      viewBox={`0 0 ${BODY_DIAGRAM_SIZE} ${BODY_DIAGRAM_SIZE}`}
      // Drawn on the 228 x 228 grid of the printed form and shown at that size, smaller only where the column is narrower.
      className={`h-auto w-full max-w-[228px] shrink-0 rounded border border-line bg-panel ${disabled ? 'opacity-60' : ''}`}
    >
      <defs>
        <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" className="fill-brand/20" />
          <line x1="0" y1="0" x2="0" y2="6" strokeWidth="3" className="stroke-brand" />
        </pattern>
      </defs>
      <g aria-hidden="true">
        <text x="30" y="22" textAnchor="middle" fontSize="11" className="fill-muted">
          ▲ Front
        </text>
        {[40, 150].map((y) => (
          <g key={y}>
            <rect x={bodyOutline.x - 8} y={y} width="8" height="30" rx="3" className="fill-muted" />
            <rect x={bodyOutline.x + bodyOutline.width} y={y} width="8" height="30" rx="3" className="fill-muted" />
          </g>
        ))}
      </g>
      {onDiagram.map((area) => {
        const on = picked.has(area.code);
        return (
          <g
            key={area.code}
            {...areaProps(area)}
            className={`focus-visible:outline-none ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}
          >
            <polygon
              points={pointsOf(area.region)}
              fill={on ? `url(#${hatch})` : undefined}
              strokeWidth="1"
              className={on ? 'stroke-line' : 'fill-surface stroke-line hover:fill-brand/10'}
            />
          </g>
        );
      })}
      {/* Drawn over every region so a neighbour's edge never covers a thick outline; clicks pass through. */}
      <g aria-hidden="true" pointerEvents="none">
        {onDiagram.map(({ code, region }) => {
          const on = picked.has(code);
          const [x, y] = region.anchor;
          const badge = 10 + 7 * region.mark.length;
          return (
            <g key={code}>
              {on && (
                <>
                  <polygon
                    points={pointsOf(region)}
                    fill="none"
                    strokeWidth="3"
                    strokeLinejoin="round"
                    className="stroke-brand"
                  />
                  <rect x={x - badge / 2} y={y - 9} width={badge} height="18" rx="9" className="fill-brand" />
                </>
              )}
              <text
                x={x}
                y={y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize="12"
                fontWeight={on ? 700 : 400}
                className={on ? 'fill-brand-ink' : 'fill-ink'}
              >
                {region.mark}
              </text>
              {focused === code && (
                <polygon
                  points={pointsOf(region)}
                  fill="none"
                  strokeWidth="2"
                  strokeDasharray="4 3"
                  transform={`translate(${x} ${y}) scale(0.82) translate(${-x} ${-y})`}
                  className="stroke-ink"
                />
              )}
            </g>
          );
        })}
      </g>
    </svg>
  );
}
