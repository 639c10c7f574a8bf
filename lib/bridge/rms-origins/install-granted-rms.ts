import { originMatchPattern } from './rms-content-script';
import { parseRmsOrigin } from './rms-origin';

/**
 * The host permissions for RMS origins an agency grants at install (CRASH_RMS_ORIGINS at build
 * time, comma-separated): a managed build lists its records systems so officers enabling them in
 * options are not asked by the browser. Each one must be an exact origin, as options demands;
 * a bad entry stops the build with what is wrong.
 */
export function installGrantedRmsPatterns(raw: string | undefined, appOrigin: string): string[] {
  const patterns: string[] = [];
  for (const entry of (raw ?? '').split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const checked = parseRmsOrigin(entry, appOrigin);
    if (!checked.ok) throw new Error(`CRASH_RMS_ORIGINS: "${entry}": ${checked.message}`);
    const pattern = originMatchPattern(checked.origin);
    if (pattern && !patterns.includes(pattern)) patterns.push(pattern);
  }
  return patterns;
}
