import { RmsSites } from './rms-sites';
import { SiteProfiles } from './site-profiles';

/** Where the agency says which RMS sites the extension reads, and how their pages are laid out. */
export function Options() {
  return (
    <main aria-labelledby="options-title">
      <h1 id="options-title">Crash Report Companion</h1>
      <RmsSites />
      <SiteProfiles />
    </main>
  );
}
