import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { browser } from 'wxt/browser';
import { resolveAppUrl } from '../../lib/bridge/session/app-url';
import { disableRmsOrigin, enableRmsOrigin, type OptionsResult } from '../../lib/bridge/rms-origins/rms-options';
import { grantedRmsOrigins, readRmsOrigins } from '../../lib/bridge/rms-origins/rms-origins-store';

interface Site {
  origin: string;
  granted: boolean;
}

async function readSites(): Promise<Site[]> {
  const area = browser.storage.local;
  const [stored, granted] = await Promise.all([readRmsOrigins(area), grantedRmsOrigins(area, browser.permissions)]);
  return stored.map((origin) => ({ origin, granted: granted.includes(origin) }));
}

/** The RMS sites where the extension offers Send to report, each granted by the browser on its own. */
export function RmsSites() {
  const [sites, setSites] = useState<Site[] | null>(null);
  const [input, setInput] = useState('');
  const [result, setResult] = useState<OptionsResult | null>(null);
  const reload = useCallback(() => {
    readSites().then(setSites, () =>
      setResult({ ok: false, message: 'The enabled sites could not be read. Reopen this page.' }),
    );
  }, []);
  useEffect(reload, [reload]);

  const deps = { area: browser.storage.local, permissions: browser.permissions };
  const enable = (event: FormEvent) => {
    event.preventDefault();
    // Called straight from the submit: the browser asks for access only from the officer's action.
    enableRmsOrigin(input, { ...deps, appOrigin: resolveAppUrl(import.meta.env.CRASH_APP_URL).origin })
      .then((r) => {
        setResult(r);
        if (r.ok) setInput('');
        reload();
      })
      .catch(() => setResult({ ok: false, message: 'The site could not be saved. Try again.' }));
  };
  const disable = (origin: string) => {
    disableRmsOrigin(origin, deps)
      .then((r) => {
        setResult(r);
        reload();
      })
      .catch(() => setResult({ ok: false, message: 'The site could not be removed. Try again.' }));
  };

  return (
    <section aria-labelledby="rms-sites-title">
      <h2 id="rms-sites-title">RMS sites</h2>
      <p className="muted">
        Send to report appears only on these sites. Each one asks the browser for access to it alone.
      </p>
      {sites === null ? (
        <p>Reading…</p>
      ) : sites.length === 0 ? (
        <p>No RMS site is enabled yet.</p>
      ) : (
        <ul className="sites">
          {sites.map((site) => (
            <li key={site.origin}>
              <span>
                {site.origin}
                {!site.granted && <span className="warning"> — access withdrawn in the browser; enable it again</span>}
              </span>
              <button type="button" className="secondary" onClick={() => disable(site.origin)}>
                Disable
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={enable} className="row">
        <label htmlFor="rms-origin">RMS address</label>
        <input
          id="rms-origin"
          type="url"
          placeholder="https://rms.example.gov"
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
        <button type="submit">Enable</button>
      </form>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'ok' : 'error'}>
          {result.message}
        </p>
      )}
    </section>
  );
}
