import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/** Every answer under /API is personal or session data: no browser or proxy may keep a copy. */
const API_CACHE_CONTROL = 'no-store';

/**
 * The hashes of index.html's inline scripts (its early report request), for script-src: the
 * script stays inline so it runs before the bundle is even fetched, and only these exact bytes
 * may run. Empty when the app is not built.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  const inline = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
  return [...indexHtml.matchAll(inline)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/**
 * The source the location map's tiles come from, as CSP writes it: the template's scheme and
 * host, with a placeholder label such as Leaflet's {s} subdomain turned into a wildcard.
 */
export function tileSource(tileUrl: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl);
  if (!match) return "'none'";
  const [, scheme, host] = match;
  const labels = host!.split('.').map((label) => (label.includes('{') ? '*' : label));
  // CSP allows a wildcard only as the first label; a placeholder elsewhere allows the scheme.
  if (labels.slice(1).includes('*')) return `${scheme}:`;
  return `${scheme}://${labels.join('.')}`;
}

/** Whether users reach the server over HTTPS: PUBLIC_URL, the address links and mail point at, says so. */
export function servedOverHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl?.toLowerCase().startsWith('https://') ?? false;
}

export function contentSecurityPolicy(config: Pick<Config, 'map' | 'publicUrl'>, scriptHashes: string[]) {
  return {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the page compile WebAssembly (the barcode reader, served from 'self');
    // it allows no eval of JavaScript.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    // React and Leaflet set style attributes through the DOM's style object, which CSP does not
    // govern; no inline <style> element or style="" markup is served, so none is allowed.
    'style-src': ["'self'"],
    // data: for images Vite inlines into the stylesheet, blob: for attachment previews and downloads.
    'img-src': ["'self'", 'data:', 'blob:', tileSource(config.map.tileUrl)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Over plain HTTP it would send the app's own requests to an HTTPS port that is not there.
    'upgrade-insecure-requests': servedOverHttps(config) ? [] : null,
  };
}

/**
 * The security headers of every answer (helmet: CSP, no framing, nosniff, Referrer-Policy, HSTS
 * when served over HTTPS) and no-store on every API answer. The CSP names index.html's inline
 * script by hash, so it reads the built app once here.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const indexFile = path.join(config.appDir, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : '';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, inlineScriptHashes(indexHtml)),
    },
    frameguard: { action: 'deny' },
    // Tile services ask for the page's origin as Referer; the path (a report's number) stays home.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: servedOverHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (/^\/API(\/|\?|$)/.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', API_CACHE_CONTROL);
    }
  });
}
