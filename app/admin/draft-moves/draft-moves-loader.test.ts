import { describe, expect, it } from 'vitest';
import { draftMoveAddress, draftMoveOf } from './draft-moves-loader';

const of = (search: string) => draftMoveOf(new URLSearchParams(search));

describe('the versions picked for a draft move, in the address', () => {
  it('reads back the picks it wrote, leaving out what is not picked', () => {
    expect(draftMoveAddress({ fromId: '4', toId: '9' })).toBe('?from=4&to=9');
    expect(of('?from=4&to=9')).toEqual({ fromId: '4', toId: '9' });
    expect(draftMoveAddress({ fromId: '', toId: '9' })).toBe('');
  });

  it('leaves unpicked an id no list offers, and a target without its source', () => {
    expect(of('?from=abc&to=9')).toEqual({ fromId: '', toId: '' });
    expect(of('?from=0&to=-1')).toEqual({ fromId: '', toId: '' });
    expect(of('?from=4&to=99999999999')).toEqual({ fromId: '4', toId: '' });
  });
});
