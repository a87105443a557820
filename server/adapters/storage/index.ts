import path from 'node:path';
import type { Config } from '#server/platform/config';
import { createS3Client, createS3Storage, type BucketLocation } from './s3';
import { createSelfieStorage } from './selfies';
import { createDiskStorage, type Storage } from './storage';

/** The bucket's prefixes: media is public (a CDN may serve the bucket under media/), selfies never are. */
export const MEDIA_PREFIX = 'media/';
export const SELFIE_PREFIX = 'private/selfies/';

interface Stores {
  /** Photos with their variants, chat photos, lander clips: addressed under /media or MEDIA_URL. */
  media: Storage;
  /** Verification selfies: read only through the console's route with its checks (decision 0098). */
  selfies: Storage;
  close(): void;
}

export type MediaStores = Stores &
  ({ kind: 'disk'; mediaDir: string } | { kind: 's3'; bucket: string; mediaLocation: BucketLocation; selfieLocation: BucketLocation });

type StorageConfig = Pick<Config, 'dataDir' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>;

/** The one place the file stores are made (docs/decisions/0127-media-object-storage.md): S3_BUCKET set → the bucket, else DATA_DIR. */
export function openMediaStores(config: StorageConfig): MediaStores {
  if (!config.S3_BUCKET) {
    const mediaDir = path.join(config.dataDir, 'media');
    return { kind: 'disk', mediaDir, media: createDiskStorage(mediaDir), selfies: createSelfieStorage(config.dataDir), close() {} };
  }
  const bucket = config.S3_BUCKET;
  const client = createS3Client({ endpoint: config.S3_ENDPOINT, region: config.S3_REGION, forcePathStyle: config.S3_FORCE_PATH_STYLE });
  const mediaLocation = { client, bucket, prefix: MEDIA_PREFIX };
  const selfieLocation = { client, bucket, prefix: SELFIE_PREFIX };
  return {
    kind: 's3',
    bucket,
    mediaLocation,
    selfieLocation,
    media: createS3Storage(mediaLocation),
    selfies: createS3Storage(selfieLocation),
    close: () => client.destroy(),
  };
}
