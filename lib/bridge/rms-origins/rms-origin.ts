import { z } from 'zod/mini';

/** How many RMS origins the options page keeps. */
export const RMS_ORIGINS_CAP = 50;

/** A stored RMS origin: scheme, host and port only, as URL.origin writes it. */
export const rmsOriginSchema = z.string().check(
  z.maxLength(200),
  z.refine((value) => parseRmsOrigin(value).ok, 'An http(s) origin such as https://rms.example.gov.'),
);

export type RmsOriginCheck = { ok: true; origin: string } | { ok: false; message: string };

/**
 * Reads an RMS address as the agency types it in options. Only an exact origin is enabled: the
 * browser is asked for that host and nothing broader, so wildcards, paths and credentials are
 * refused with what to write instead. The web app's own origin is never an RMS.
 */
export function parseRmsOrigin(input: string, appOrigin?: string): RmsOriginCheck {
  const text = input.trim();
  if (!text) return { ok: false, message: 'Type the RMS address, such as https://rms.example.gov.' };
  if (text.includes('*'))
    return { ok: false, message: 'Type one RMS address without *: each site is enabled by itself.' };
  if (!/^https?:\/\//i.test(text)) {
    return { ok: false, message: `Start the address with https:// (or http://), such as https://${text}.` };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: `"${text}" is not a web address. Copy it from the RMS page's address bar.` };
  }
  if (url.username || url.password)
    return { ok: false, message: 'Leave the user name and password out of the address.' };
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    return { ok: false, message: `Keep only the site part of the address: ${url.origin}.` };
  }
  if (appOrigin && url.origin === appOrigin) {
    return { ok: false, message: 'That is the crash report web app, not an RMS.' };
  }
  return { ok: true, origin: url.origin };
}
