import { describe, expect, it } from 'vitest';
import { buildCodeLookup } from '../../codes/lookup';
import { YES_1_NO_0 } from '../definition/builders';
import type { FieldDefinition } from '../definition/field-schema';
import { displayValue } from './display-value';

const codes = buildCodeLookup([
  { listId: 7, code: '1', label: 'Daylight', parentCode: null, active: true },
  { listId: 7, code: '2', label: 'Dawn', parentCode: null, active: true },
]);
const field = (f: Partial<FieldDefinition>): FieldDefinition => ({ key: 'K', label: 'K', type: 'text', ...f });

describe('displayValue', () => {
  it('shows text as typed and nothing for an empty value', () => {
    expect(displayValue(field({}), 'MERIDIAN', codes)).toBe('MERIDIAN');
    expect(displayValue(field({}), '', codes)).toBe('');
    expect(displayValue(field({}), undefined, codes)).toBe('');
  });

  it('names codes by their list label, and shows an unknown code or free text as it is', () => {
    expect(displayValue(field({ type: 'code', codeListId: 7 }), '1', codes)).toBe('1 - Daylight');
    expect(displayValue(field({ type: 'multiCode', codeListId: 7 }), ['1', '2'], codes)).toBe('1 - Daylight; 2 - Dawn');
    expect(displayValue(field({ type: 'code', codeListId: 7 }), '35-5-2', codes)).toBe('35-5-2');
    expect(displayValue(field({ type: 'code', codeListId: 7 }), '1', null)).toBe('1');
  });

  it('answers yes/no questions in words and ticked boxes as Yes', () => {
    expect(displayValue(field({ type: 'yesNo', options: YES_1_NO_0 }), '0', codes)).toBe('No');
    expect(displayValue(field({ type: 'checkbox' }), true, codes)).toBe('Yes');
    expect(displayValue(field({ type: 'checkbox' }), false, codes)).toBe('');
  });

  it('leaves the diagram, map and attachments to their own displays', () => {
    expect(displayValue(field({ type: 'crashDiagram' }), { image: 'x' }, codes)).toBe('');
  });
});
