import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Query parameters whose values are credentials: a login link's token, and anything of the kind. */
const SECRET_PARAMETER = /token|password|secret/i;
const REDACTED = '[Redacted]';

/**
 * The address as it may be logged: a credential in the query (the token of a login link opened as
 * `/?token=...`) is replaced, everything else kept for reading the log.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const [query, hash = ''] = url.slice(at + 1).split(/#(.*)/s);
  const kept = (query ?? '')
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is judged as written.
      }
      return eq >= 0 && SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${kept}${hash ? `#${hash}` : ''}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The server's pino settings. Session and link tokens never reach a log line: requests are logged
 * by method, redacted address and peer only (no headers, no body), and any object logged with an
 * Authorization, cookie or token field has it censored.
 */
export function loggerOptions(level: string, stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'token',
        '*.token',
        '*.*.token',
        'password',
        '*.password',
        '*.*.password',
        // The object store's secret, should the configuration ever be logged.
        'secretAccessKey',
        '*.secretAccessKey',
        '*.*.secretAccessKey',
      ],
      censor: REDACTED,
    },
  };
}
