import { describe, expect, it } from 'vitest';
import { freeRoomText, storageRisk } from './storage-risk';

const MB = 1024 * 1024;

describe('the storage risk', () => {
  it('is ok with room to spare', () => {
    expect(storageRisk({ usage: 50 * MB, quota: 2000 * MB })).toBe('ok');
  });

  it('is low when little room is left or most of the quota is used', () => {
    expect(storageRisk({ usage: 310 * MB, quota: 400 * MB })).toBe('low');
    expect(storageRisk({ usage: 850 * MB, quota: 1000 * MB })).toBe('low');
  });

  it('is critical when a photo might not fit', () => {
    expect(storageRisk({ usage: 1990 * MB, quota: 2000 * MB })).toBe('critical');
    expect(storageRisk({ usage: 96 * MB, quota: 100 * MB })).toBe('critical');
    expect(storageRisk({ usage: 120 * MB, quota: 100 * MB })).toBe('critical');
  });

  it('is ok when the browser says nothing about its quota', () => {
    expect(storageRisk({ usage: 10 * MB, quota: 0 })).toBe('ok');
    expect(storageRisk({ usage: 10 * MB, quota: Number.NaN })).toBe('ok');
  });

  it('tells the free room in whole megabytes', () => {
    expect(freeRoomText({ usage: 0, quota: 1536 * MB })).toBe('1,536 MB');
    expect(freeRoomText({ usage: 100 * MB, quota: 100 * MB + 1000 })).toBe('less than 1 MB');
  });
});
