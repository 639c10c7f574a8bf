import { describe, expect, it } from 'vitest';
import { damageAreaList } from '../../codes/seed/units/vehicle-movement';
import {
  BODY_DIAGRAM_SIZE,
  besideDiagramCodes,
  bodyOutline,
  bodyRegions,
  layoutAreas,
  plainLabel,
  regionOf,
  toggleArea,
  type Point,
} from './vehicle-body-areas';

const listCodes = damageAreaList.entries.map((e) => e.code);
const choices = damageAreaList.entries.map((e) => ({ value: e.code, label: `${e.code} - ${e.label}` }));

/** Even-odd ray cast; points on an edge may count either way, so the samples avoid edges. */
function inside([x, y]: Point, polygon: readonly Point[]): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

function nearCorner(x: number, y: number): boolean {
  const { x: left, y: top, width, height, corner } = bodyOutline;
  const dx = Math.min(x - left, left + width - x);
  const dy = Math.min(y - top, top + height - y);
  return dx + dy <= corner;
}

describe('the 228 x 228 vehicle body diagram', () => {
  it('places every code of the damaged area list on the diagram or beside it, never both', () => {
    for (const code of listCodes) {
      const onDiagram = regionOf(code) !== undefined;
      const beside = besideDiagramCodes.includes(code);
      expect(onDiagram !== beside, `code ${code}`).toBe(true);
    }
    // Nothing on the diagram or beside it that the list lacks.
    for (const code of [...bodyRegions.map((r) => r.code), ...besideDiagramCodes]) expect(listCodes).toContain(code);
  });

  it('has a region for each of the 12 clock positions and the roof', () => {
    expect(bodyRegions.map((r) => r.code).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 13 }, (_, i) => String(i + 1)),
    );
    expect(regionOf('12')!.place).toBe('front centre');
    expect(regionOf('11')!.place).toBe('left front corner');
    expect(regionOf('3')!.place).toBe('right side, centre');
    expect(regionOf('6')!.place).toBe('rear centre');
    expect(regionOf('13')!.mark).toBe('Top');
  });

  it('keeps every region and its mark inside 0..228', () => {
    for (const r of bodyRegions) {
      for (const [x, y] of [...r.points, r.anchor]) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(BODY_DIAGRAM_SIZE);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(BODY_DIAGRAM_SIZE);
      }
      expect(inside(r.anchor, r.points), `mark of ${r.code} inside its region`).toBe(true);
    }
  });

  it('tiles the body without overlap, so a click on the vehicle picks exactly one area', () => {
    const { x: left, y: top, width, height } = bodyOutline;
    const wrong: string[] = [];
    for (let x = 0.5; x < BODY_DIAGRAM_SIZE; x += 3) {
      for (let y = 0.5; y < BODY_DIAGRAM_SIZE; y += 3) {
        const hits = bodyRegions.filter((r) => inside([x, y], r.points)).length;
        const onBody = x > left && x < left + width && y > top && y < top + height;
        // The cut corners are the only part of the outline's box no region covers.
        if (hits > 1 || (onBody && hits === 0 && !nearCorner(x, y))) wrong.push(`${x},${y}: ${hits}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('puts the front at the top and the vehicle’s left on the left', () => {
    const centre = (code: string) => regionOf(code)!.anchor;
    expect(centre('12')[1]).toBeLessThan(centre('6')[1]);
    expect(centre('9')[0]).toBeLessThan(centre('3')[0]);
    expect(centre('11')[0]).toBeLessThan(centre('12')[0]);
    expect(centre('11')[1]).toBeLessThan(centre('10')[1]);
  });
});

describe('laying out the choices of the list', () => {
  it('names regions by their label and place, in clock order, then the rest in list order', () => {
    const layout = layoutAreas(choices);
    expect(layout.map((a) => a.code)).toEqual([
      '12',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '13',
      '0',
      '14',
      '18',
      '98',
      '99',
      '15',
      '16',
    ]);
    expect(layout.find((a) => a.code === '11')!.name).toBe("11 o'clock (left front corner)");
    expect(layout.find((a) => a.code === '14')).toEqual({ code: '14', name: 'Undercarriage' });
  });

  it('offers a code the diagram does not know beside it, and leaves out regions the list lacks', () => {
    const layout = layoutAreas([
      { value: '12', label: "12 - 12 o'clock" },
      { value: '77', label: '77 - Something new' },
    ]);
    expect(layout).toEqual([
      { code: '12', name: "12 o'clock (front centre)", region: regionOf('12') },
      { code: '77', name: 'Something new' },
    ]);
  });

  it('strips only the code prefix from a label', () => {
    expect(plainLabel({ value: '1', label: "1 - 1 o'clock" })).toBe("1 o'clock");
    expect(plainLabel({ value: '1', label: 'Front' })).toBe('Front');
  });
});

describe('picking damage areas', () => {
  it('toggles a code and keeps the list order whatever the order of the clicks', () => {
    let picked: string[] = [];
    for (const code of ['9', '12', '14', '1']) picked = toggleArea(picked, code, listCodes);
    expect(picked).toEqual(['1', '9', '12', '14']);
    expect(toggleArea(picked, '9', listCodes)).toEqual(['1', '12', '14']);
  });

  it('keeps a code no longer in the list, at the end', () => {
    expect(toggleArea(['77', '3'], '1', listCodes)).toEqual(['1', '3', '77']);
  });
});
