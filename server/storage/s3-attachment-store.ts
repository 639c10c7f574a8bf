import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { AttachmentStoreConfig } from '../config';
import { StoreUnavailableError, type ObjectStore } from './attachment-store';

type S3Config = Extract<AttachmentStoreConfig, { kind: 's3' }>;

/** Objects are named by the attachment's id (a UUID the server drew), under one prefix of the bucket. */
export const objectKeyOf = (id: string) => `attachments/${id}`;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** The store's failure in the officer's words; the SDK's error stays attached for the log. */
function unavailable(error: unknown, timeoutMs: number): StoreUnavailableError {
  const name = error instanceof Error ? error.name : '';
  const reason =
    name === 'TimeoutError' || /timed? ?out/i.test(String((error as Error)?.message))
      ? `did not answer within ${timeoutMs / 1000} s`
      : error instanceof S3ServiceException
        ? `refused the request (${error.name})`
        : 'cannot be reached';
  return new StoreUnavailableError(`The attachment store ${reason}.`, { cause: error });
}

/**
 * Attachments in an S3-compatible object store through the AWS SDK. Each request gives up after
 * the configured time and is tried twice at most, so an upload against a store that is down or
 * stalled fails within seconds with a message instead of holding the officer for minutes.
 */
export function s3AttachmentStore(config: S3Config): ObjectStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    // Path-style addresses work with every S3-compatible server; bucket subdomains need DNS for each bucket.
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestHandler: {
      connectionTimeout: Math.min(config.timeoutMs, 3000),
      requestTimeout: config.timeoutMs,
      // Without it the handler only warns when the time is up, and the request waits on.
      throwOnRequestTimeout: true,
    },
    maxAttempts: 2,
    // Content-MD5 proves the write below; the SDK's own checksum trailers are not understood by
    // every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function send<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw unavailable(error, config.timeoutMs);
    }
  }

  return {
    kind: 's3',

    async put({ id, bytes, contentType, sha256 }) {
      await send(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKeyOf(id),
            Body: bytes,
            ContentLength: bytes.byteLength,
            ContentType: contentType,
            // The store refuses the write when the bytes it received differ from these.
            ContentMD5: createHash('md5').update(bytes).digest('base64'),
            Metadata: { sha256 },
          }),
        ),
      );
    },

    async open(id) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKeyOf(id) }));
        return { body: answer.Body as Readable, length: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw unavailable(error, config.timeoutMs);
      }
    },

    async head(id) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: objectKeyOf(id) }));
        return { size: Number(answer.ContentLength ?? 0), sha256: answer.Metadata?.sha256 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw unavailable(error, config.timeoutMs);
      }
    },

    async remove(id) {
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key: objectKeyOf(id) })));
    },

    close: () => client.destroy(),
  };
}
