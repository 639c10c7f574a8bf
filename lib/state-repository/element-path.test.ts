import { describe, expect, it } from 'vitest';
import { formatElementPath, isElementPath, parseElementPath } from './element-path';

describe('an element path of a state repository reason', () => {
  it('reads prefixed steps with 1-based positions', () => {
    expect(parseElementPath('/cr:CrashReport/j:Crash/j:CrashVehicle[2]/j:CrashDriver/j:DriverLicense')).toEqual([
      { prefix: 'cr', name: 'CrashReport' },
      { prefix: 'j', name: 'Crash' },
      { prefix: 'j', name: 'CrashVehicle', position: 2 },
      { prefix: 'j', name: 'CrashDriver' },
      { prefix: 'j', name: 'DriverLicense' },
    ]);
    expect(parseElementPath('/nc-5.0:Item_x.y[99999]')).toEqual([
      { prefix: 'nc-5.0', name: 'Item_x.y', position: 99999 },
    ]);
  });

  it('takes a lone / as the whole document', () => {
    expect(parseElementPath('/')).toEqual([]);
    expect(formatElementPath([])).toBe('/');
  });

  it.each([
    ['', 'empty'],
    ['cr:CrashReport', 'not from the root'],
    ['/CrashReport', 'no prefix'],
    ['/cr:CrashReport/', 'an empty step'],
    ['//j:Crash', 'the descendant axis'],
    ['/cr:CrashReport/*', 'a wildcard'],
    ['/cr:CrashReport/j:Crash[0]', 'position 0'],
    ['/cr:CrashReport/j:Crash[01]', 'a leading zero'],
    ['/cr:CrashReport/j:Crash[100000]', 'a position of six digits'],
    ["/cr:CrashReport/j:Crash[@id='1']", 'a predicate'],
    ['/cr:CrashReport/j:Crash[last()]', 'a function'],
    ['/cr:CrashReport/@s:id', 'an attribute'],
    ['/cr:CrashReport/text()', 'a node test'],
    ['/cr:CrashReport/../j:Crash', 'a parent step'],
    ['/cr:Crash Report', 'a space'],
    ['/1cr:CrashReport', 'a prefix starting with a digit'],
    ['/cr:Crash:Report', 'two colons'],
    ['/cr:Ünfall', 'a non-ASCII name'],
    [`/cr:${'A'.repeat(1000)}`, 'longer than 1000 characters'],
  ])('refuses %j (%s)', (path) => {
    expect(parseElementPath(path)).toBeNull();
    expect(isElementPath(path)).toBe(false);
  });

  it('writes back the path it read', () => {
    const path = '/cr:CrashReport/j:Crash/j:CrashVehicle[2]/j:CrashDriver/j:DriverLicense';
    expect(formatElementPath(parseElementPath(path)!)).toBe(path);
  });
});
