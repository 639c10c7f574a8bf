import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { profileForOrigin } from '../../records/rms-page/site-profile';
import { readRmsOrigins } from './rms-origins-store';
import {
  checkSiteProfilesJson,
  disableRmsOrigin,
  enableRmsOrigin,
  readSiteProfilesJson,
  saveSiteProfiles,
  type PermissionRequests,
} from './rms-options';
import { storageKeys } from '../extension-storage-keys';

const area = fakeBrowser.storage.local;
const appOrigin = 'http://localhost:8080';

/** browser.permissions as the options page uses it (the fake browser has none): the officer allows or not. */
function permissions(allow: boolean) {
  const granted = new Set<string>();
  const asked: string[] = [];
  const api: PermissionRequests = {
    request: async ({ origins }) => {
      asked.push(...origins);
      if (allow) origins.forEach((o) => granted.add(o));
      return allow;
    },
    remove: async ({ origins }) => {
      origins.forEach((o) => granted.delete(o));
      return true;
    },
  };
  return { api, granted, asked };
}

describe('options: RMS origins', () => {
  beforeEach(() => fakeBrowser.reset());

  it('asks the browser for exactly the typed origin, then enables it', async () => {
    const p = permissions(true);
    await expect(enableRmsOrigin('https://rms.example.gov/', { area, permissions: p.api, appOrigin })).resolves.toEqual(
      {
        ok: true,
        message: 'https://rms.example.gov is enabled. Reload its pages to see Send to report.',
      },
    );
    expect(p.asked).toEqual(['https://rms.example.gov/*']);
    expect(await readRmsOrigins(area)).toEqual(['https://rms.example.gov']);
    await expect(enableRmsOrigin('https://rms.example.gov', { area, permissions: p.api, appOrigin })).resolves.toEqual({
      ok: true,
      message: 'https://rms.example.gov is already enabled.',
    });
  });

  it('keeps an origin off when the officer does not allow access, or the address is not one origin', async () => {
    const refused = permissions(false);
    await expect(
      enableRmsOrigin('https://rms.example.gov', { area, permissions: refused.api, appOrigin }),
    ).resolves.toEqual({
      ok: false,
      message: 'Access to https://rms.example.gov was not allowed, so it stays off. Press Enable and allow it.',
    });
    const p = permissions(true);
    await expect(
      enableRmsOrigin('https://*.example.gov', { area, permissions: p.api, appOrigin }),
    ).resolves.toMatchObject({
      ok: false,
    });
    await expect(enableRmsOrigin(appOrigin, { area, permissions: p.api, appOrigin })).resolves.toEqual({
      ok: false,
      message: 'That is the crash report web app, not an RMS.',
    });
    expect(p.asked).toEqual([]);
    expect(await readRmsOrigins(area)).toEqual([]);
  });

  it('disables an origin and gives its access back unless another port of the host is still enabled', async () => {
    const p = permissions(true);
    const deps = { area, permissions: p.api, appOrigin };
    await enableRmsOrigin('https://rms.example.gov', deps);
    await enableRmsOrigin('https://rms.example.gov:8443', deps);
    await enableRmsOrigin('https://dmv.example.gov', deps);

    await disableRmsOrigin('https://rms.example.gov', deps);
    expect(p.granted.has('https://rms.example.gov/*')).toBe(true);
    await disableRmsOrigin('https://dmv.example.gov', deps);
    expect(p.granted.has('https://dmv.example.gov/*')).toBe(false);
    expect(await readRmsOrigins(area)).toEqual(['https://rms.example.gov:8443']);
  });
});

describe('options: site profiles', () => {
  beforeEach(() => fakeBrowser.reset());

  it('stores valid profiles where the RMS content script reads them', async () => {
    const text = JSON.stringify([
      { name: 'County RMS', origins: ['https://rms.example.gov'], synonyms: { licenceNumber: ['OPER LIC'] } },
    ]);
    await expect(saveSiteProfiles(area, text)).resolves.toMatchObject({ ok: true });
    const stored = (await area.get(storageKeys.rmsSiteProfiles.key))[storageKeys.rmsSiteProfiles.key];
    expect(profileForOrigin('https://rms.example.gov', stored).synonyms.licenceNumber).toContain('OPER LIC');
    expect(JSON.parse(await readSiteProfilesJson(area))).toMatchObject([{ name: 'County RMS' }]);
  });

  it('says where a profile is wrong and stores nothing', async () => {
    expect(checkSiteProfilesJson('[{ "name": "x",')).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^The text is not JSON/)],
    });
    expect(checkSiteProfilesJson('{"name":"x"}')).toEqual({
      ok: false,
      errors: ['Write a list of profiles: [ { "name": "…", … } ].'],
    });
    const bad = checkSiteProfilesJson(JSON.stringify([{ name: 'ok' }, { name: '', tables: [1] }]));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors.every((e) => e.startsWith('Profile 2 ('))).toBe(true);
    await expect(saveSiteProfiles(area, '{')).resolves.toMatchObject({ ok: false });
    expect(await area.get(storageKeys.rmsSiteProfiles.key)).toEqual({});
  });

  it('goes back to the built-in profile only when the list is emptied', async () => {
    await saveSiteProfiles(area, JSON.stringify([{ name: 'County RMS' }]));
    await expect(saveSiteProfiles(area, '  ')).resolves.toEqual({ ok: true, profiles: [] });
    expect(await area.get(storageKeys.rmsSiteProfiles.key)).toEqual({});
    expect(await readSiteProfilesJson(area)).toBe('[]');
  });
});
