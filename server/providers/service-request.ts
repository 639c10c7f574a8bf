import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { ProviderError } from './provider-error';

export type ProviderLog = Pick<FastifyBaseLogger, 'warn'>;

/** One external service as the officer reads about it when it fails. */
export interface Service {
  /** E.g. "VIN decoding service". */
  name: string;
  /** What to do instead, e.g. "enter the vehicle details by hand". */
  fallback: string;
  timeoutMs: number;
  log: ProviderLog;
  headers?: Record<string, string>;
}

/** The URL without its query: query strings carry keys (QCMobile's webKey) that logs must not. */
const safe = (url: URL) => `${url.origin}${url.pathname}`;

/**
 * GETs JSON from a service. Network failures, time-outs and 5xx answers become 503 (cannot be
 * reached); other refusals and bodies that are not JSON become 502. A status listed in `empty`
 * answers null instead (a lookup that found nothing).
 */
export async function getJson(service: Service, url: URL, empty: number[] = []): Promise<unknown> {
  const fail = (status: 502 | 503, message: string, detail: Record<string, unknown>) => {
    service.log.warn({ service: service.name, url: safe(url), ...detail }, 'lookup service failed');
    return new ProviderError(`${message}; ${service.fallback}.`, status);
  };
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...service.headers },
      signal: AbortSignal.timeout(service.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    throw fail(
      503,
      timedOut
        ? `The ${service.name} did not answer within ${Math.round(service.timeoutMs / 1000)} s`
        : `The ${service.name} cannot be reached`,
      { cause: timedOut ? 'timeout' : cause },
    );
  }
  if (empty.includes(response.status)) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw response.status >= 500
      ? fail(503, `The ${service.name} is not working right now`, { status: response.status })
      : fail(502, `The ${service.name} refused the request`, { status: response.status });
  }
  try {
    return await response.json();
  } catch (error) {
    throw fail(502, `The ${service.name} answered with something that cannot be read`, { cause: String(error) });
  }
}

/** Checks a service's answer against the shape we rely on; anything else is a 502. */
export function readAnswer<S extends z.ZodType>(service: Service, url: URL, schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  service.log.warn(
    { service: service.name, url: safe(url), issues: parsed.error.issues.slice(0, 3) },
    'lookup service answered an unexpected shape',
  );
  throw new ProviderError(`The ${service.name} answered with something that cannot be read; ${service.fallback}.`, 502);
}
