/** The part of s3rver the tests and the bench use (the package ships no types). */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** 'event': an S3 event notification, one per object written or removed (it is a Koa app). */
    on(event: 'event', listener: (event: { Records: S3EventRecord[] }) => void): this;
  }

  export interface S3EventRecord {
    eventName: string;
    s3: { object: { key: string } };
  }
}
