import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { readSiteProfilesJson, saveSiteProfiles } from '../../lib/bridge/rms-origins/rms-options';

type Outcome = { kind: 'saved' } | { kind: 'errors'; errors: string[] } | null;

/** The agency's site profiles (label synonyms and selectors per RMS), edited as JSON and checked before saving. */
export function SiteProfiles() {
  const [text, setText] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    readSiteProfilesJson(browser.storage.local).then(setText, () => setText('[]'));
  }, []);

  const save = () => {
    saveSiteProfiles(browser.storage.local, text ?? '').then(
      (r) => setOutcome(r.ok ? { kind: 'saved' } : { kind: 'errors', errors: r.errors }),
      () => setOutcome({ kind: 'errors', errors: ['The profiles could not be saved. Try again.'] }),
    );
  };

  return (
    <section aria-labelledby="profiles-title">
      <h2 id="profiles-title">Site profiles</h2>
      <p className="muted">
        The built-in profile reads the common layouts. Add a profile when your RMS labels fields its own way: name,
        origins, synonyms by field, and selectors for textBlocks, tables, definitionLists and ignore.
      </p>
      <label htmlFor="profiles-json">Profiles (JSON list)</label>
      <textarea
        id="profiles-json"
        rows={14}
        spellCheck={false}
        value={text ?? ''}
        disabled={text === null}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="button" onClick={save} disabled={text === null}>
        Save profiles
      </button>
      {outcome?.kind === 'saved' && (
        <p role="status" className="ok">
          Profiles saved. Reload the RMS pages to use them.
        </p>
      )}
      {outcome?.kind === 'errors' && (
        <div role="alert" className="error">
          <p>Nothing was saved:</p>
          <ul>
            {outcome.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
