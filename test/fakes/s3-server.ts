import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export const S3_BUCKET = 'crash-attachments';

export interface LocalS3 {
  /** The server's address, http://127.0.0.1:<port>. */
  endpoint: string;
  /** What the crash server needs to keep its attachments here. */
  env: Record<string, string>;
  /** The keys in the bucket, sorted. */
  keys: () => Promise<string[]>;
  bytesOf: (key: string) => Promise<Buffer>;
  /** How often each key was written, counted over the server's life (its stops included). */
  writes: ReadonlyMap<string, number>;
  /** Stops answering (connections are refused) until start; what the bucket holds is kept. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it and removes its files. */
  close: () => Promise<void>;
}

/**
 * s3rver, a server of the S3 protocol, on 127.0.0.1 and a free port, keeping its bucket in a
 * temporary folder: the object store tests and the bench run the real AWS SDK against.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-s3-'));
  const writes = new Map<string, number>();
  const open = (port: number) => {
    const s3 = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: S3_BUCKET }],
    });
    s3.on('event', (event) => {
      for (const record of event.Records) {
        const key = record.s3.object.key;
        if (record.eventName.startsWith('ObjectCreated')) writes.set(key, (writes.get(key) ?? 0) + 1);
      }
    });
    return s3;
  };
  let server: S3rver | undefined = open(0);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  return {
    endpoint,
    writes,
    env: {
      ATTACHMENT_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_TIMEOUT_MS: '2000',
    },
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    bytesOf: async (key) => {
      const answer = await client.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    stop,
    start: async () => {
      server = open(port);
      await server.run();
    },
    close: async () => {
      await stop();
      client.destroy();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A TCP server on 127.0.0.1 that takes connections and never answers: a store that has stalled. */
export async function startStalledStore(): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
