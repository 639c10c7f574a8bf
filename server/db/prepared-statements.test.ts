import { describe, expect, it } from 'vitest';
import { statementNames } from './prepared-statements';

describe('statementNames', () => {
  it('names a text from its second use on, the same name every time', () => {
    const names = statementNames();
    const text = 'select * from reports where id = $1';
    expect(names.nameOf(text)).toBeUndefined();
    const name = names.nameOf(text);
    expect(name).toMatch(/^s[\w-]{20}$/);
    expect(names.nameOf(text)).toBe(name);
    expect(names.nameOf('select * from reports where id = $2')).toBeUndefined();
    expect(names.nameOf('select * from reports where id = $2')).not.toBe(name);
  });

  it('never prepares transaction control', () => {
    const names = statementNames();
    for (const text of ['begin', 'commit', 'rollback', 'savepoint "a"', 'release savepoint "a"']) {
      names.nameOf(text);
      expect(names.nameOf(text)).toBeUndefined();
    }
    expect(names.size).toBe(0);
  });

  it('never prepares a search by pattern or range of dates, so each run is planned for its own values', () => {
    const names = statementNames();
    for (const text of [
      'select id from reports where lower(roadway_name) like $1',
      'select id from reports where case_number ILIKE $1',
      'select id from reports where date_of_crash between $1 and $2',
    ]) {
      names.nameOf(text);
      expect(names.nameOf(text)).toBeUndefined();
    }
    expect(names.size).toBe(0);
  });

  it('stops preparing new texts at its cap and keeps answering the names it gave', () => {
    const names = statementNames(2);
    const texts = ['select 1 where $1', 'select 2 where $1', 'select 3 where $1'];
    const given = texts.map((t) => (names.nameOf(t), names.nameOf(t)));
    expect(given[0]).toBeDefined();
    expect(given[1]).toBeDefined();
    expect(given[2]).toBeUndefined();
    expect(names.size).toBe(2);
    expect(names.nameOf(texts[0]!)).toBe(given[0]);
  });
});
