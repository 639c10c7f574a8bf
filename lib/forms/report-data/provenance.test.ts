import { describe, expect, it } from 'vitest';
import { provenanceAfterWrite, provenanceForData, provenanceMapSchema } from './provenance';

describe('provenanceAfterWrite', () => {
  it('records the source of a filled value', () => {
    expect(provenanceAfterWrite({}, 'Units.0.Driver.NAMELASTTXT', 'licenceReturn')).toEqual({
      'Units.0.Driver.NAMELASTTXT': 'licenceReturn',
    });
  });

  it('forgets the source when the officer types over the value', () => {
    const map = { 'Units.0.Driver.NAMELASTTXT': 'licenceReturn', 'Units.0.Driver.NAMEFIRSTTXT': 'barcode' } as const;
    expect(provenanceAfterWrite(map, 'Units.0.Driver.NAMELASTTXT', undefined)).toEqual({
      'Units.0.Driver.NAMEFIRSTTXT': 'barcode',
    });
  });

  it('forgets every source under a replaced list, whose items move', () => {
    const map = {
      'Units.0.Passengers.1.NAMELASTTXT': 'personSearch',
      'Units.1.Driver.NAMELASTTXT': 'barcode',
    } as const;
    expect(provenanceAfterWrite(map, 'Units.0.Passengers', undefined)).toEqual({
      'Units.1.Driver.NAMELASTTXT': 'barcode',
    });
  });

  it('keeps the same object when nothing changes, so the editor does not re-render', () => {
    const map = { 'Units.0.Driver.NAMELASTTXT': 'barcode' } as const;
    expect(provenanceAfterWrite(map, 'Units.0.Driver.NAMEFIRSTTXT', undefined)).toBe(map);
  });

  it('refuses an unknown source in a saved map', () => {
    expect(provenanceMapSchema.safeParse({ 'Units.0.VINTXT': 'guess' }).success).toBe(false);
  });
});

describe('provenanceForData', () => {
  it('keeps only the entries whose field still holds a value', () => {
    const data: Record<string, string> = { a: 'FORD', b: '' };
    const kept = provenanceForData(
      { a: 'vinDecode', b: 'vinDecode', c: 'usdot' },
      (p) => data[p],
      (v) => v === undefined || v === '',
    );
    expect(kept).toEqual({ a: 'vinDecode' });
  });
});
