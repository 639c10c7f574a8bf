import { encodeMultipart } from '../support/multipart-body';
import fc from 'fast-check';

/** One request to a binary route, as Fastify's inject takes it. */
export interface BinaryRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
  /** The connection's address (127.0.0.1 unless given). */
  remoteAddress?: string;
}

const bearer = (token: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** Path segments and query strings a client may put in an address: too large, not numbers, bytes that are no text. */
const hostileSegment = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    '1.5',
    '1e3',
    '2147483647',
    '2147483648',
    '9007199254740991',
    '99999999999999999999',
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%FF',
    '%',
    '..%2F..%2Fetc',
    '00000000-0000-0000-0000-000000000000',
    '0000000%00-0000-0000-0000-000000000000',
  ),
  fc.uuid(),
  fc.stringMatching(/^[A-Za-z0-9%._~-]{1,40}$/),
  fc.integer({ min: 40, max: 4_000 }).map((n) => '9'.repeat(n)),
);

const hostileQuery = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?token=abc', '?id=%00', '?x=%ED%A0%80', '?a[b][c]=1', '?id=2147483648&id=1'),
);

/** GET /API/Attachment/Download/:id and GET /API/Report/Print/:id with hostile ids and queries. */
export function downloadRequests(token: string): fc.Arbitrary<BinaryRequest> {
  return fc
    .tuple(fc.constantFrom('/API/Attachment/Download/', '/API/Report/Print/'), hostileSegment, hostileQuery)
    .map(([route, id, query]) => ({
      method: 'GET',
      url: `${route}${id}${query}`,
      headers: bearer(token),
    }));
}

const queryValue = fc.oneof(
  fc.constantFrom(
    'jsonl',
    'csv',
    'zip',
    'pdf',
    '',
    '2026-03-01',
    '2026-02-30',
    '0000-01-01',
    '9999-12-31',
    'IN0490000',
  ),
  fc.constantFrom('IN0010000', 'in0490000', '%00', '%ED%A0%80', '%FF', '2026-03-01%00', '1e3', '[]'),
  fc.stringMatching(/^[A-Za-z0-9%._~-]{0,40}$/),
  fc.integer({ min: 40, max: 4_000 }).map((n) => '9'.repeat(n)),
);

/** GET /API/Report/BatchExport with hostile, repeated, missing and nested parameters. */
export function batchExportRequests(token: string): fc.Arbitrary<BinaryRequest> {
  const name = fc.constantFrom('format', 'from', 'to', 'agency', 'format[]', 'from[a]', 'token', 'x');
  return fc.array(fc.tuple(name, queryValue), { maxLength: 6 }).map((pairs) => ({
    method: 'GET',
    url: `/API/Report/BatchExport?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`,
    headers: bearer(token),
  }));
}

const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const fieldValue = fc.oneof(
  fc.constantFrom('1', '2', '001', '002', '005', '2147483648', '9007199254740991', '-1', '1.5', ''),
  fc.constantFrom('\u0000', 'a\u0000b', '1\u0000'),
  fc.string({ maxLength: 10 }),
);

const fileName = fc.oneof(
  fc.constantFrom('', 'photo.png', 'a\u0000b.png', '.png', '../../x.png', 'x'.repeat(400) + '.png', 'é.png'),
  fc.string({ maxLength: 20 }).map((s) => `${s}.png`),
);

/** How the body or its Content-Type header goes wrong (or not). */
const damage = fc.constantFrom(
  'none',
  'no boundary',
  'empty boundary',
  'other boundary',
  'truncated',
  'cut in a header',
  'no closing',
  'garbage',
  'empty body',
  'json body',
  'boundary too long',
) satisfies fc.Arbitrary<string>;

/** POST /API/Attachment/Upload bodies: fields and files that are hostile, and multipart that is broken. */
export function uploadRequests(token: string): fc.Arbitrary<BinaryRequest> {
  const shape = fc.record({
    fields: fc.array(fc.tuple(fc.constantFrom('reportId', 'type', 'other', 'reportId\u0000'), fieldValue), {
      maxLength: 4,
    }),
    files: fc.array(
      fc.record({
        name: fileName,
        bytes: fc.oneof(
          fc.constant(PNG_START),
          fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
        ),
      }),
      { maxLength: 2 },
    ),
  });
  return fc.tuple(shape, damage, fc.integer({ min: 1, max: 200 })).map(([parts, how, cut]) => {
    const boundary = 'hostile-boundary-0123';
    const body = encodeMultipart(parts, boundary);
    let contentType = `multipart/form-data; boundary=${boundary}`;
    let payload = body;
    switch (how) {
      case 'no boundary':
        contentType = 'multipart/form-data';
        break;
      case 'empty boundary':
        contentType = 'multipart/form-data; boundary=';
        break;
      case 'other boundary':
        contentType = 'multipart/form-data; boundary=not-the-one';
        break;
      case 'boundary too long':
        contentType = `multipart/form-data; boundary=${'b'.repeat(200)}`;
        break;
      case 'truncated':
        payload = body.subarray(0, Math.max(0, body.length - cut));
        break;
      case 'cut in a header':
        payload = body.subarray(0, Math.min(body.length, 20 + (cut % 30)));
        break;
      case 'no closing':
        payload = body.subarray(0, body.length - `--${boundary}--\r\n`.length);
        break;
      case 'garbage':
        payload = Buffer.from(`--${boundary}\r\nthis is not a header\r\n\r\n\u0000\u0001`);
        break;
      case 'empty body':
        payload = Buffer.alloc(0);
        break;
      case 'json body':
        payload = Buffer.from('{"reportId": 1}');
        break;
    }
    return {
      method: 'POST',
      url: '/API/Attachment/Upload',
      headers: { 'content-type': contentType, ...bearer(token) },
      payload,
    };
  });
}
