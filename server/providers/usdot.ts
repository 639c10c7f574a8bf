import { z } from 'zod';
import type { Carrier } from '../../lib/api/schemas/lookup-schemas';
import { ProviderError } from './provider-error';
import { getJson, readAnswer, type ProviderLog, type Service } from './service-request';

/** The federal motor carrier registry, as the USDOT lookup needs it. */
export interface UsdotDirectory {
  byNumber(dotNumber: number): Promise<Carrier | null>;
  /** Carriers whose legal or DBA name matches, at most `limit`, in the registry's order. */
  byName(name: string, limit: number): Promise<Carrier[]>;
}

const text = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null);

/** The QCMobile carrier fields we use; numbers sometimes arrive as strings. */
const carrierAnswer = z
  .object({
    dotNumber: z.coerce.number().int().positive(),
    legalName: z.string(),
    dbaName: text,
    phyStreet: text,
    phyCity: text,
    phyState: text,
    phyZipcode: text,
  })
  .transform((c): Carrier => ({
    number: String(c.dotNumber).padStart(10, '0'),
    dotNumber: c.dotNumber,
    legalName: c.legalName.trim(),
    dbaName: c.dbaName,
    address: c.phyStreet,
    city: c.phyCity,
    state: c.phyState,
    zipCode: c.phyZipcode,
  }));

const byNumberAnswer = z.object({ content: z.object({ carrier: carrierAnswer }).nullable() });
const byNameAnswer = z.object({
  content: z
    .array(z.object({ carrier: carrierAnswer }))
    .nullable()
    .transform((c) => c ?? []),
});

/** QCMobile answers at most this many carriers a request. */
const CHUNK = 50;
/** Name searches are kept a while so that paging through them asks the registry once. */
const CACHE_MS = 5 * 60_000;
const CACHE_ENTRIES = 100;

/**
 * FMCSA QCMobile: GET {base}/carriers/{dot}?webKey=KEY and
 * GET {base}/carriers/name/{name}?webKey=KEY&start=&size= (start is the 1-based first record).
 */
export function qcMobileUsdot(options: {
  baseUrl: string;
  webKey: string | undefined;
  timeoutMs: number;
  log: ProviderLog;
  now?: () => number;
}): UsdotDirectory {
  const service: Service = {
    name: 'USDOT lookup service',
    fallback: 'enter the carrier details by hand',
    timeoutMs: options.timeoutMs,
    log: options.log,
  };
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; carriers: Carrier[] }>();

  const urlOf = (path: string, params: Record<string, string> = {}) => {
    if (!options.webKey) {
      options.log.warn({ service: service.name }, 'USDOT_WEB_KEY is not set');
      throw new ProviderError(`The ${service.name} is not set up on this server; ${service.fallback}.`, 503);
    }
    const url = new URL(`${options.baseUrl}/carriers/${path}`);
    url.searchParams.set('webKey', options.webKey);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url;
  };

  async function fetchByName(name: string, limit: number) {
    const found = new Map<number, Carrier>();
    for (let start = 1; found.size < limit; start += CHUNK) {
      const url = urlOf(`name/${encodeURIComponent(name)}`, { start: String(start), size: String(CHUNK) });
      const { content } = readAnswer(
        service,
        url,
        byNameAnswer,
        (await getJson(service, url, [404])) ?? { content: [] },
      );
      // A carrier repeated across chunks (the registry changing under us) is shown once.
      for (const { carrier } of content) if (!found.has(carrier.dotNumber)) found.set(carrier.dotNumber, carrier);
      if (content.length < CHUNK) break;
    }
    return [...found.values()].slice(0, limit);
  }

  return {
    async byNumber(dotNumber) {
      const url = urlOf(String(dotNumber));
      const body = await getJson(service, url, [404]);
      if (body === null) return null;
      return readAnswer(service, url, byNumberAnswer, body).content?.carrier ?? null;
    },

    async byName(name, limit) {
      const key = `${name.toUpperCase()}|${limit}`;
      const hit = cache.get(key);
      if (hit && now() - hit.at < CACHE_MS) return hit.carriers;
      const carriers = await fetchByName(name, limit);
      cache.delete(key);
      cache.set(key, { at: now(), carriers });
      // Maps keep insertion order: the first key is the oldest search.
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      return carriers;
    },
  };
}
