import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { checkedKey, type Storage } from './storage';

/** Where one store's objects live: a bucket and a key prefix ("media/", "private/selfies/"). */
export interface BucketLocation {
  client: S3Client;
  bucket: string;
  prefix: string;
}

export interface S3Settings {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, s3rver); unset → AWS for the region. */
  endpoint?: string | undefined;
  region: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most non-AWS services need it. */
  forcePathStyle: boolean;
}

/** Media names are random or content-derived and never change content, so caches may keep them forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.json': 'application/json',
};

/** The Content-Type of a media key, by its extension (the names the app makes always have one). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Credentials come from the SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile,
 * an instance role…): the app never names them. A request that hangs gives up after a few seconds,
 * so a bucket that does not answer fails the request instead of holding it.
 */
export function createS3Client(settings: Omit<S3Settings, 'bucket'>): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
}

/** The object is not there: S3 says NoSuchKey on GET, a bare 404 on HEAD. */
export function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}

/** A media store in a bucket; keys are "<tenant>/<file>" as on disk, checked the same way. */
export function createS3Storage(location: BucketLocation): Storage {
  const { client, bucket, prefix } = location;
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentType: contentTypeOf(key), CacheControl: IMMUTABLE }));
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing object with success, as the disk store's rm({ force }).
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
