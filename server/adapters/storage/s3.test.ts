import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '#tests/support/s3';
import { openMediaStores, type MediaStores } from './index';

describe('media stores in an S3 bucket (s3rver)', () => {
  let s3: LocalS3;
  let bucket: string;
  let stores: MediaStores;
  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = await s3.createBucket();
    stores = openMediaStores({ dataDir: '/nonexistent', S3_BUCKET: bucket, S3_ENDPOINT: s3.endpoint, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });
  afterAll(async () => {
    stores.close();
    await s3.close();
  });

  it('puts, reads and removes files under the media prefix, with their type and an immutable cache header', async () => {
    expect(stores.kind).toBe('s3');
    const data = Buffer.from('RIFF....WEBPVP8 not really a picture');
    await stores.media.put('flirtlocal/round-trip.webp', data);
    expect(await s3.keys(bucket)).toContain('media/flirtlocal/round-trip.webp');
    expect(await stores.media.read('flirtlocal/round-trip.webp')).toEqual(data);
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'media/flirtlocal/round-trip.webp' }));
    expect(head).toMatchObject({ ContentType: 'image/webp', CacheControl: 'public, max-age=31536000, immutable', ContentLength: data.length });
    await stores.media.remove('flirtlocal/round-trip.webp');
    expect(await stores.media.read('flirtlocal/round-trip.webp')).toBeNull();
    // Removing what is already gone is no error, as on disk.
    await stores.media.remove('flirtlocal/round-trip.webp');
  });

  it('answers null for a key that was never stored', async () => {
    expect(await stores.media.read('flirtlocal/never-there.webp')).toBeNull();
  });

  it('keeps selfies under their own private prefix, out of the media store', async () => {
    await stores.selfies.put('flirtlocal/selfie.webp', Buffer.from('a face'));
    expect(await s3.keys(bucket, 'private/')).toEqual(['private/selfies/flirtlocal/selfie.webp']);
    expect(await stores.media.read('flirtlocal/selfie.webp')).toBeNull();
    expect(await stores.selfies.read('flirtlocal/selfie.webp')).toEqual(Buffer.from('a face'));
  });

  it('refuses keys that could leave the prefix', async () => {
    for (const key of ['../private/selfies/flirtlocal/selfie.webp', 'flirtlocal/../../x.webp', 'private/selfies/flirtlocal/x.webp', '/flirtlocal/x.webp']) {
      await expect(stores.media.put(key, Buffer.from('x'))).rejects.toThrow(/bad storage key/);
      await expect(stores.media.read(key)).rejects.toThrow(/bad storage key/);
    }
  });

  it('gives the type of each kind of media the app stores', async () => {
    const kinds = { 'a/p.avif': 'image/avif', 'a/c.mp4': 'video/mp4', 'a/c.webm': 'video/webm', 'a/p.jpg': 'image/jpeg', 'a/m.json': 'application/json' };
    for (const [key, type] of Object.entries(kinds)) {
      await stores.media.put(key, Buffer.from(key));
      const head = await s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: `media/${key}` }));
      expect(head.ContentType).toBe(type);
    }
  });

  it('keeps media on disk when no bucket is configured', () => {
    const disk = openMediaStores({ dataDir: '/srv/data', S3_BUCKET: undefined, S3_ENDPOINT: undefined, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(disk).toMatchObject({ kind: 'disk', mediaDir: '/srv/data/media' });
  });
});
