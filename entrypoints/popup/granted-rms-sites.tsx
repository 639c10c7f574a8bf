import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { grantedRmsOrigins } from '../../lib/bridge/rms-origins/rms-origins-store';

/** The RMS sites where Send to report appears (enabled in options and granted by the browser). */
export function RmsSites() {
  const [origins, setOrigins] = useState<string[] | null>(null);
  useEffect(() => {
    grantedRmsOrigins(browser.storage.local, browser.permissions).then(setOrigins, () => setOrigins([]));
  }, []);

  const openOptions = () => void browser.runtime.openOptionsPage();

  return (
    <section aria-labelledby="rms-title">
      <h2 id="rms-title">RMS sites</h2>
      {origins?.length === 0 && <p className="muted">None enabled yet.</p>}
      {origins && origins.length > 0 && (
        <ul className="sites">
          {origins.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      )}
      <button type="button" className="link" onClick={openOptions}>
        Choose RMS sites…
      </button>
    </section>
  );
}
