import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrate';

/** Every migration file under migrations/, whatever its sub-folder, by its name without `.ts`. */
const onDisk = fs
  .readdirSync(path.join(import.meta.dirname, 'migrations'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => path.basename(file, '.ts'));

describe('the migrations', () => {
  it('lists every file of migrations/, in whichever sub-folder, once', () => {
    expect(Object.keys(migrations).sort()).toEqual([...onDisk].sort());
  });

  it('lists them in the order of their numbers, each number once', () => {
    const names = Object.keys(migrations);
    const numbers = names.map((name) => /^(\d{3})_[a-z0-9_]+$/.exec(name)?.[1]);
    expect(numbers).not.toContain(undefined);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(names).toEqual([...names].sort());
  });
});
