/**
 * How the background registers the RMS content script for the origins the agency enabled in
 * options (after the browser granted them as optional host permissions): the script is built
 * with registration 'runtime', so nothing in the manifest runs it on any page by itself.
 */

/** The id of the registration, to update or remove it. */
export const RMS_SCRIPT_ID = 'rms';
/** Where WXT writes the content script entrypoints/script-tests/rms.content.ts. */
export const RMS_SCRIPT_FILE = 'content-scripts/rms.js';

/** What scripting.registerContentScripts takes. */
export interface RmsScriptRegistration {
  id: string;
  js: string[];
  matches: string[];
  allFrames: boolean;
  runAt: 'document_idle';
  persistAcrossSessions: boolean;
}

/**
 * The match pattern of an origin. Match patterns cannot name a port, so the pattern covers
 * every port of the host; the background accepts records only from the exact origins.
 */
export function originMatchPattern(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.protocol}//${url.hostname}/*`;
  } catch {
    return null;
  }
}

/** The registration for the enabled origins, or null when none is usable. */
export function rmsScriptRegistration(origins: readonly string[]): RmsScriptRegistration | null {
  const matches = [...new Set(origins.map(originMatchPattern).filter((p): p is string => p !== null))];
  if (!matches.length) return null;
  // Every frame: RMS pages often show returns in frames of their own origin.
  return {
    id: RMS_SCRIPT_ID,
    js: [RMS_SCRIPT_FILE],
    matches,
    allFrames: true,
    runAt: 'document_idle',
    persistAcrossSessions: true,
  };
}
