/** The part of s3rver (an S3 REST server in Node, a devDependency) the tests and the bench start. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: any free port; run() answers with the one taken. */
    port?: number;
    /** Where the buckets' objects are kept. */
    directory: string;
    silent?: boolean;
    /** Accept any well-formed signature, whatever the credentials. */
    allowMismatchedSignatures?: boolean;
    /** Buckets addressed in the host name too; off, only in the path. */
    vhostBuckets?: boolean;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
