import { describe, expect, it } from 'vitest';
import { addPicks, availableChoices, nextHighlight, pickedChoices, removePicks } from './dual-list-moves';

const choices = [
  { value: '0', label: '0 - None' },
  { value: '1', label: '1 - Tires' },
  { value: '2', label: '2 - Brake System' },
  { value: '3', label: '3 - Steering' },
];

describe('the dual list box of the factors', () => {
  it('offers in Available what is not picked, in list order', () => {
    expect(availableChoices(choices, ['2', '0']).map((c) => c.value)).toEqual(['1', '3']);
  });

  it('keeps the order of picking in Selected, and shows a code the list lost as itself', () => {
    expect(pickedChoices(choices, ['3', '1', '77'])).toEqual([
      { value: '3', label: '3 - Steering' },
      { value: '1', label: '1 - Tires' },
      { value: '77', label: '77' },
    ]);
  });

  it('appends new picks at the end and ignores codes already picked', () => {
    expect(addPicks(['3'], ['1', '3', '0'])).toEqual({ picked: ['3', '1', '0'], refused: [] });
  });

  it('stops at the maximum and says which codes were left out', () => {
    expect(addPicks(['3'], ['0', '1', '2'], 2)).toEqual({ picked: ['3', '0'], refused: ['1', '2'] });
    expect(addPicks(['3', '0'], ['1'], 2)).toEqual({ picked: ['3', '0'], refused: ['1'] });
  });

  it('removes picks and keeps the order of the rest', () => {
    expect(removePicks(['3', '1', '0'], ['1'])).toEqual(['3', '0']);
    expect(removePicks(['3', '1', '0'], ['3', '0', '9'])).toEqual(['1']);
  });

  it('highlights the item that takes the place of the moved one, or the last one at the end', () => {
    expect(nextHighlight(['0', '1', '2'], ['1'])).toEqual(['2']);
    expect(nextHighlight(['0', '1', '2'], ['2'])).toEqual(['1']);
    expect(nextHighlight(['0'], ['0'])).toEqual([]);
    expect(nextHighlight(['0', '1'], [])).toEqual([]);
  });
});
