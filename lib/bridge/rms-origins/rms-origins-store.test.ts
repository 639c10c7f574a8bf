import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { RmsScriptRegistration } from './rms-content-script';
import {
  grantedRmsOrigins,
  readRmsOrigins,
  syncRmsScript,
  writeRmsOrigins,
  type ScriptingLike,
} from './rms-origins-store';
import { storageKeys } from '../extension-storage-keys';

const area = fakeBrowser.storage.local;

/** browser.scripting as far as the RMS script goes (the fake browser has none). */
function fakeScripting() {
  let scripts: RmsScriptRegistration[] = [];
  const api: ScriptingLike = {
    getRegisteredContentScripts: async ({ ids }) => scripts.filter((s) => ids.includes(s.id)),
    registerContentScripts: async (added) => {
      if (added.some((a) => scripts.some((s) => s.id === a.id))) throw new Error('Duplicate script ID');
      scripts = [...scripts, ...added];
    },
    updateContentScripts: async (updated) => {
      scripts = scripts.map((s) => updated.find((u) => u.id === s.id) ?? s);
    },
    unregisterContentScripts: async ({ ids }) => {
      scripts = scripts.filter((s) => !ids.includes(s.id));
    },
  };
  return { api, scripts: () => scripts };
}

describe('enabled RMS origins', () => {
  beforeEach(() => fakeBrowser.reset());

  it('stores each origin once and reads a damaged value as none', async () => {
    await writeRmsOrigins(area, ['https://rms.example.gov', 'https://dmv.example.gov', 'https://rms.example.gov']);
    expect(await readRmsOrigins(area)).toEqual(['https://rms.example.gov', 'https://dmv.example.gov']);
    await area.set({ [storageKeys.rmsOrigins.key]: ['https://rms.example.gov/path'] });
    expect(await readRmsOrigins(area)).toEqual([]);
  });

  it('counts only the origins whose host permission the browser grants', async () => {
    await writeRmsOrigins(area, ['https://rms.example.gov', 'https://dmv.example.gov']);
    const granted = new Set(['https://rms.example.gov/*']);
    const permissions = {
      contains: async ({ origins }: { origins: string[] }) => origins.every((o) => granted.has(o)),
    };
    expect(await grantedRmsOrigins(area, permissions)).toEqual(['https://rms.example.gov']);
  });

  it('registers the RMS script for the origins, updates it on change and removes it when none is left', async () => {
    const scripting = fakeScripting();
    await syncRmsScript(scripting.api, ['https://rms.example.gov']);
    expect(scripting.scripts()).toMatchObject([{ id: 'rms', matches: ['https://rms.example.gov/*'], allFrames: true }]);

    await syncRmsScript(scripting.api, ['https://rms.example.gov', 'http://dmv.example.gov:8080']);
    expect(scripting.scripts()).toMatchObject([{ matches: ['https://rms.example.gov/*', 'http://dmv.example.gov/*'] }]);

    await syncRmsScript(scripting.api, []);
    expect(scripting.scripts()).toEqual([]);
    await syncRmsScript(scripting.api, []);
    expect(scripting.scripts()).toEqual([]);
  });
});
