import { isIP } from 'node:net';
import { z } from 'zod';

/** The names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the reverse proxies in front of the server, comma separated. Only a request that
 * comes through one of them has its X-Forwarded-For believed; "true" (believe anyone) is not
 * offered, since any client could then choose the address the limits and the audit see.
 */
export const trustProxySetting = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  z
    .array(z.string())
    .refine(
      (entries) => entries.every(isProxyEntry),
      'TRUST_PROXY must list proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal), e.g. 10.0.0.5,192.168.1.0/24',
    )
    .transform((entries) => (entries.length ? entries : (false as const))),
);
