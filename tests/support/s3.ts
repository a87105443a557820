import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver checks signatures against these; the app finds them where the AWS SDK looks (its own variables). */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export interface LocalS3 {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT. */
  endpoint: string;
  /** A client of this server, for a test to look into the bucket itself. */
  client: S3Client;
  /** Makes a new empty bucket and returns its name. */
  createBucket(): Promise<string>;
  /** Every key in the bucket under the prefix. */
  keys(bucket: string, prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3 REST server (s3rver) on loopback, on a free port, keeping its objects in a temporary
 * folder that close() removes. The AWS SDK of this process (and of the servers it starts with
 * this environment) signs with s3rver's credentials.
 */
export async function startLocalS3(): Promise<LocalS3> {
  Object.assign(process.env, S3RVER_CREDENTIALS);
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, vhostBuckets: false });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  return {
    endpoint,
    client,
    async createBucket() {
      const bucket = `media-${crypto.randomBytes(4).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    async keys(bucket, prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
