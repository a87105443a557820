import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoVerifications, users } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { signedInOperator } from '#tests/support/operators';
import { copiesOf, uploadPhoto, type UploadedPhoto } from '#tests/support/photos';
import { startLocalS3, type LocalS3 } from '#tests/support/s3';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const CDN = 'https://cdn.example.net/media/';
const TYPES: Record<string, string> = { '.webp': 'image/webp', '.avif': 'image/avif' };

/** The bucket keys of a photo: its file, its thumbnail and its responsive copies share the name. */
const stem = (photo: UploadedPhoto) => `media/${photo.filename.replace(/^.*\/media\//, '').replace(/\.webp$/, '')}`;

/** A port nothing listens on: a bucket there does not answer. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(BACKENDS)('media in an S3 bucket on $name', (backend) => {
  let s3: LocalS3;
  let bucket: string;
  let t: TestApp;
  /** A second node of the same deployment: the same bucket, pages addressing media through a CDN. */
  let other: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = await s3.createBucket();
    t = await createTestApp(backend, { s3: { endpoint: s3.endpoint, bucket } });
    other = await createTestApp(backend, { s3: { endpoint: s3.endpoint, bucket }, mediaUrl: CDN });
  });
  afterAll(async () => {
    await Promise.all([t?.close(), other?.close()]);
    await s3?.close();
  });

  it('keeps an uploaded photo with all its variants in the bucket, serves each with its type and removes them with the photo', async () => {
    const { cookie } = await createMember(t.app, t.database.db, EN);
    const photo = await uploadPhoto(t, EN, cookie);
    const keys = (await s3.keys(bucket, 'media/')).filter((key) => key.startsWith(stem(photo)));
    const listed = [photo.filename, photo.thumb_filename, ...copiesOf(photo).map((variant) => variant.url)];
    expect(keys.sort()).toEqual(listed.map((url) => url.replace(/^\/media\//, 'media/')).sort());
    expect(keys.some((key) => key.endsWith('.avif'))).toBe(true);
    // Nothing went to the disk.
    expect(fs.existsSync(path.join(t.dataDir, 'media'))).toBe(false);

    for (const url of listed) {
      const served = await request(t.app).get(url).set('Host', EN).expect(200);
      expect(served.headers['content-type']).toBe(TYPES[path.extname(url)]);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const full = await request(t.app).get(photo.filename).set('Host', EN).expect(200);
    expect((await sharp(full.body as Buffer).metadata()).format).toBe('webp');
    // A browser that has it keeps it; a video player asks for parts.
    await request(t.app).get(photo.filename).set('Host', EN).set('If-None-Match', String(full.headers.etag)).expect(304);
    const part = await request(t.app).get(photo.filename).set('Host', EN).set('Range', 'bytes=0-99').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${(full.body as Buffer).length}`);
    expect(part.body).toEqual((full.body as Buffer).subarray(0, 100));
    await request(t.app).head(photo.filename).set('Host', EN).expect(200);

    await api(t.app, EN, cookie).delete('/api/photos.php', { id: photo.id }).expect(200);
    expect((await s3.keys(bucket, 'media/')).filter((key) => key.startsWith(stem(photo)))).toEqual([]);
    await request(t.app).get(photo.filename).set('Host', EN).expect(404);
  });

  it('keeps chat photos in the bucket and serves a lander clip in parts, as Safari asks for it', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    await t.database.db.update(users).set({ credits: 100 }).where(eq(users.id, anna.id));
    const sent = await request(t.app)
      .post('/api/chat.php')
      .set('Host', EN)
      .set('X-Request-Type', 'client')
      .set('Cookie', anna.cookie)
      .field('profile_id', String(ben.id))
      .field('type', 'photo')
      .field('client_id', `s3-chat-photo-${anna.id}`)
      .attach(
        'photo',
        await sharp({ create: { width: 800, height: 600, channels: 3, background: '#30a050' } })
          .jpeg()
          .toBuffer(),
        { filename: 'a.jpg', contentType: 'image/jpeg' },
      )
      .expect(200);
    const { url, thumb_url: thumb } = sent.body.message.photo as { url: string; thumb_url: string };
    expect(await s3.keys(bucket, 'media/flirtlocal/')).toEqual(expect.arrayContaining([url, thumb].map((address) => address.replace(/^\/media\//, 'media/'))));
    await request(other.app).get(url).set('Host', EN).expect(200);

    const clip = crypto.randomBytes(64_000);
    await t.files.media.put('flirtlocal/lander-zoom-s3test.mp4', clip);
    const part = await request(t.app).get('/media/flirtlocal/lander-zoom-s3test.mp4').set('Host', EN).set('Range', 'bytes=1000-1999').expect(206);
    expect(part.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'content-range': `bytes 1000-1999/${clip.length}` });
    expect(part.body).toEqual(clip.subarray(1000, 2000));
  });

  it('answers 404 for what is not media, and never a server error', async () => {
    for (const url of ['/media/flirtlocal/never-uploaded.webp', '/media/flirtlocal', '/media/', '/media/a/b/c.webp', '/media/flirtlocal/..%2f..%2fx.webp']) {
      await request(t.app).get(url).set('Host', EN).expect(404);
    }
    await request(t.app).post('/media/flirtlocal/x.webp').set('Host', EN).expect(404);
  });

  it('keeps a verification selfie under the private prefix, never addressable under /media, shown to moderators through the console', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    await uploadPhoto(t, EN, member.cookie);
    const selfie = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#3050a0' } })
      .jpeg()
      .toBuffer();
    await request(t.app)
      .post('/api/verification.php')
      .set('Host', EN)
      .set('X-Request-Type', 'client')
      .set('Cookie', member.cookie)
      .attach('photo', selfie, { filename: 'me.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const [row] = await t.database.db.select().from(photoVerifications).where(eq(photoVerifications.userId, member.id));
    const filename = row?.filename ?? '';
    expect(await s3.keys(bucket, 'private/selfies/')).toContain(`private/selfies/${filename}`);
    expect(await s3.keys(bucket, 'media/')).not.toContain(`media/${filename}`);
    for (const url of [`/media/${filename}`, `/media/../private/selfies/${filename}`, `/media/%2e%2e/private/selfies/${filename}`]) {
      await request(t.app).get(url).set('Host', EN).expect(404);
      await request(t.app).get(url).set('Host', 'operator.localhost').expect(404);
    }
    const moderator = await signedInOperator(t, 'moderator', ['flirtlocal']);
    const shown = await moderator.api.get(`/api/operator/verification-selfie.php?id=${row?.id}`).expect(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toBe('private, no-store');
  });

  it('serves a photo uploaded through one node from another, and addresses it through MEDIA_URL where that is set', async () => {
    const { cookie } = await createMember(other.app, other.database.db, EN);
    const photo = await uploadPhoto(other, EN, cookie);
    expect(photo.filename).toMatch(new RegExp(`^${CDN}flirtlocal/[\\w-]+\\.webp$`));
    // The CDN maps MEDIA_URL onto the bucket's media/ prefix; the first node answers the same path itself.
    const key = photo.filename.slice(CDN.length);
    expect(await s3.keys(bucket, `media/${key}`)).toEqual([`media/${key}`]);
    const served = await request(t.app).get(`/media/${key}`).set('Host', EN).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('answers 503 with Retry-After when the bucket does not answer', async () => {
    const down = await createTestApp(backend, { s3: { endpoint: `http://127.0.0.1:${await deadPort()}`, bucket } });
    try {
      const res = await request(down.app).get('/media/flirtlocal/some-photo.webp').set('Host', EN).expect(503);
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await down.close();
    }
  });
});

describe('media on disk', () => {
  it('serves media as the bucket does, and never a verification selfie under /media', async () => {
    const t = await createTestApp(BACKENDS[0] ?? { name: 'pglite+memory' });
    try {
      expect(t.files.kind).toBe('disk');
      await t.files.selfies.put('flirtlocal/a-selfie.webp', Buffer.from('a face'));
      await t.files.media.put('flirtlocal/a-photo.webp', Buffer.from('a photo'));
      const served = await request(t.app).get('/media/flirtlocal/a-photo.webp').set('Host', EN).expect(200);
      // As from the bucket: its type, kept forever, 304 for a browser that has it, parts for a player.
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      await request(t.app).get('/media/flirtlocal/a-photo.webp').set('Host', EN).set('If-None-Match', String(served.headers.etag)).expect(304);
      const part = await request(t.app).get('/media/flirtlocal/a-photo.webp').set('Host', EN).set('Range', 'bytes=2-4').expect(206);
      expect(part.headers['content-range']).toBe('bytes 2-4/7');
      await request(t.app).post('/media/flirtlocal/a-photo.webp').set('Host', EN).expect(404);
      for (const url of [
        '/media/flirtlocal/a-selfie.webp',
        '/media/../private/selfies/flirtlocal/a-selfie.webp',
        '/media/%2e%2e/private/selfies/flirtlocal/a-selfie.webp',
      ]) {
        await request(t.app).get(url).set('Host', EN).expect(404);
      }
    } finally {
      await t.close();
    }
  });
});
