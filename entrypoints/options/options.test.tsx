// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storageKeys } from '../../lib/bridge/extension-storage-keys';
import { Options } from './options';

// What WxtVitest's alias does, for this file only: the page's `browser` is the fake one.
vi.mock('wxt/browser', async () => ({ browser: (await import('wxt/testing/fake-browser')).fakeBrowser }));

// React checks that its updates are awaited through act() only where it is told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Host permissions as the browser keeps them, and whether the officer allows the next request. */
let granted: Set<string>;
let allow: boolean;
let asked: string[];
Object.assign(fakeBrowser.permissions, {
  contains: async ({ origins = [] }: { origins?: string[] }) => origins.every((o) => granted.has(o)),
  request: async ({ origins = [] }: { origins?: string[] }) => {
    asked.push(...origins);
    if (allow) origins.forEach((o) => granted.add(o));
    return allow;
  },
  remove: async ({ origins = [] }: { origins?: string[] }) => {
    origins.forEach((o) => granted.delete(o));
    return true;
  },
});

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  fakeBrowser.reset();
  granted = new Set();
  allow = true;
  asked = [];
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
const { get } = fakeBrowser.storage.local;
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  Object.assign(fakeBrowser.storage.local, { get });
});

const open = () => act(async () => root.render(<Options />));
const section = (titleId: string) => host.querySelector<HTMLElement>(`section[aria-labelledby="${titleId}"]`)!;
const sites = () => [...section('rms-sites-title').querySelectorAll('li > span')].map((s) => s.textContent);
const roleIn = (titleId: string, role: string) =>
  [...section(titleId).querySelectorAll(`[role="${role}"]`)].map((e) => e.textContent);
const button = (name: string) =>
  [...host.querySelectorAll('button')].find((b) => b.textContent === name) ?? expect.unreachable(`no ${name}`);
const click = (name: string) => act(async () => button(name).click());
/** Types as the officer does: React reads the value through the input event. */
async function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
  await act(async () => {
    setter.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const addressField = () => host.querySelector<HTMLInputElement>('#rms-origin')!;
const profilesField = () => host.querySelector<HTMLTextAreaElement>('#profiles-json')!;

describe('the options page’s RMS sites', () => {
  it('lists the enabled sites and says which the browser no longer grants', async () => {
    await fakeBrowser.storage.local.set({
      [storageKeys.rmsOrigins.key]: ['https://rms.example.gov', 'https://dmv.example.gov'],
    });
    granted.add('https://rms.example.gov/*');
    await open();
    expect(sites()).toEqual([
      'https://rms.example.gov',
      'https://dmv.example.gov — access withdrawn in the browser; enable it again',
    ]);
  });

  it('says none is enabled yet', async () => {
    await open();
    expect(section('rms-sites-title').textContent).toContain('No RMS site is enabled yet.');
  });

  it('asks the browser for the typed site alone, enables it and clears the field', async () => {
    await open();
    expect(host.querySelector(`label[for="rms-origin"]`)?.textContent).toBe('RMS address');
    await type(addressField(), ' https://rms.example.gov ');
    await click('Enable');
    expect(asked).toEqual(['https://rms.example.gov/*']);
    expect(roleIn('rms-sites-title', 'status')).toEqual([
      'https://rms.example.gov is enabled. Reload its pages to see Send to report.',
    ]);
    expect(sites()).toEqual(['https://rms.example.gov']);
    expect(addressField().value).toBe('');
    expect(await fakeBrowser.storage.local.get(storageKeys.rmsOrigins.key)).toEqual({
      [storageKeys.rmsOrigins.key]: ['https://rms.example.gov'],
    });
  });

  it('keeps the site off, and the address typed, when the officer does not allow access', async () => {
    allow = false;
    await open();
    await type(addressField(), 'https://rms.example.gov');
    await click('Enable');
    expect(roleIn('rms-sites-title', 'alert')).toEqual([
      'Access to https://rms.example.gov was not allowed, so it stays off. Press Enable and allow it.',
    ]);
    expect(sites()).toEqual([]);
    expect(addressField().value).toBe('https://rms.example.gov');
  });

  it('says what to write instead of an address it cannot enable, without asking the browser', async () => {
    await open();
    await type(addressField(), 'https://rms.example.gov/query?plate=ABC123');
    await click('Enable');
    expect(roleIn('rms-sites-title', 'alert')).toEqual([
      'Keep only the site part of the address: https://rms.example.gov.',
    ]);
    expect(asked).toEqual([]);
  });

  it('disables a site and gives its access back to the browser', async () => {
    await fakeBrowser.storage.local.set({
      [storageKeys.rmsOrigins.key]: ['https://rms.example.gov', 'https://dmv.example.gov'],
    });
    granted = new Set(['https://rms.example.gov/*', 'https://dmv.example.gov/*']);
    await open();
    const [first] = section('rms-sites-title').querySelectorAll('li button');
    await act(async () => (first as HTMLButtonElement).click());
    expect(roleIn('rms-sites-title', 'status')).toEqual(['https://rms.example.gov is disabled.']);
    expect(sites()).toEqual(['https://dmv.example.gov']);
    expect([...granted]).toEqual(['https://dmv.example.gov/*']);
  });
});

describe('the options page’s site profiles', () => {
  const profile = { name: 'County RMS', origins: ['https://rms.example.gov'], ignore: ['.training'] };

  it('shows the stored profiles for editing, and nothing can be saved before they are read', async () => {
    await fakeBrowser.storage.local.set({ [storageKeys.rmsSiteProfiles.key]: [profile] });
    // Storage answers the profiles only when the test says: the page as it is before the read.
    let read: () => void = () => undefined;
    Object.assign(fakeBrowser.storage.local, {
      get: (key: string) =>
        key === storageKeys.rmsSiteProfiles.key ? new Promise((resolve) => (read = () => resolve(get(key)))) : get(key),
    });
    await open();
    expect(profilesField().disabled).toBe(true);
    expect(button('Save profiles').disabled).toBe(true);

    await act(async () => read());
    expect(profilesField().disabled).toBe(false);
    expect(button('Save profiles').disabled).toBe(false);
    expect(JSON.parse(profilesField().value)).toEqual([profile]);
  });

  it('saves profiles that pass the check, and says to reload the RMS pages', async () => {
    await open();
    await type(profilesField(), JSON.stringify([profile]));
    await click('Save profiles');
    expect(roleIn('profiles-title', 'status')).toEqual(['Profiles saved. Reload the RMS pages to use them.']);
    const stored = await fakeBrowser.storage.local.get(storageKeys.rmsSiteProfiles.key);
    expect(stored[storageKeys.rmsSiteProfiles.key]).toEqual([expect.objectContaining(profile)]);
  });

  it('saves nothing and lists what is wrong when the profiles do not pass', async () => {
    await fakeBrowser.storage.local.set({ [storageKeys.rmsSiteProfiles.key]: [profile] });
    await open();
    await type(profilesField(), '[{ "name": "" }');
    await click('Save profiles');
    const [alert] = section('profiles-title').querySelectorAll('[role="alert"]');
    expect(alert?.querySelector('p')?.textContent).toBe('Nothing was saved:');
    expect(alert?.querySelectorAll('li')).toHaveLength(1);
    expect(alert?.querySelector('li')?.textContent).toMatch(/^The text is not JSON: /);
    expect(await fakeBrowser.storage.local.get(storageKeys.rmsSiteProfiles.key)).toEqual({
      [storageKeys.rmsSiteProfiles.key]: [profile],
    });
  });
});
