import { CodeListId } from '../../../lib/codes/list-ids';
import { useCodeLists } from '../../code-lists/code-list-store';

/** Where a location is, in words: its county and city by name, and a segment's grid cell. */
export function useLocationPlace() {
  const lookup = useCodeLists((s) => s.lookup);
  const name = (listId: number, code: string) => (code ? (lookup?.get(listId, code)?.label ?? code) : '');
  return (l: { countyCode: string; municipalityCode: string; cellCorner: [number, number] | null; kind: string }) => {
    const parts = [
      l.countyCode ? `${name(CodeListId.County, l.countyCode)} County` : '',
      name(CodeListId.City, l.municipalityCode),
      l.cellCorner
        ? `the block north-east of ${l.cellCorner[0].toFixed(3)}, ${l.cellCorner[1].toFixed(3)}`
        : l.kind === 'segment'
          ? 'the whole road (crashes without a point)'
          : '',
    ];
    return parts.filter(Boolean).join(', ');
  };
}
