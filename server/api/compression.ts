import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { CallDefinition } from '../../lib/api/define-call';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;

/**
 * The API's answers compressed, brotli or gzip as the browser accepts: a report, the code lists
 * and the report tables are JSON of tens to hundreds of kB, which a patrol car's connection
 * carries in a fraction of the time. Registered before the routes, which it decorates as they
 * are added; only the calls ask for it (`answerCompression`, register-calls.ts): the web app's
 * files come precompressed (routes/web-app/web-app.ts), and attachments and PDFs are not of a
 * compressible type. Brotli at quality 4 takes a few ms on the largest answer where its default,
 * 11, takes tens.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: false, ...USUAL });
}

const USUAL: Pick<FastifyCompressOptions, 'threshold' | 'encodings' | 'brotliOptions' | 'zlibOptions'> = {
  threshold: THRESHOLD_BYTES,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};

/**
 * The route option of a call's answer. The Account calls' answers carry what must never leak by
 * an answer's length (session tokens, login links, second-factor secrets, beside text a user
 * chose: BREACH), and are small: they go as they are. Credentials travel in a call's body, never
 * in a cookie, so another site cannot make a browser send the calls whose lengths it would measure;
 * leaving these few uncompressed keeps that true should that ever change.
 */
export function answerCompression(call: Pick<CallDefinition, 'path' | 'bulkAnswer'>): {
  compress: false | typeof USUAL;
} {
  if (call.path.startsWith('Account/')) return { compress: false };
  // A route's options replace the plugin's defaults, not what was registered: {} here would
  // offer every encoding the plugin knows.
  return { compress: call.bulkAnswer ? FASTEST : USUAL };
}

/**
 * A bulk answer's setting: brotli at quality 1 writes 2.5 MB of points in a few tens of ms and
 * about a tenth larger than quality 4, which takes two to three times as long.
 */
const FASTEST: typeof USUAL = {
  ...USUAL,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};
