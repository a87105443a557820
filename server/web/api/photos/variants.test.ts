import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '#server/platform/db/schema';
import { backfillPhotoVariants } from '#server/core/domain/photos/backfill';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { memberFiles } from '#tests/support/member-files';
import { createMember } from '#tests/support/members';
import { copiesOf, type UploadedPhoto } from '#tests/support/photos';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const FORMAT = { 'image/avif': 'heif', 'image/webp': 'webp' } as const;

/** A landscape photo, wider than the widest copy, with something to crop on. */
function photo(width = 1400, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3060a0' } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: '#f0c040' } }, left: 900, top: 400 }])
    .jpeg()
    .toBuffer();
}

describe.each(BACKENDS)('responsive photo copies on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const upload = async (cookie: string, data: Buffer) =>
    (
      await request(t.app)
        .post('/api/photos.php')
        .set('Host', EN)
        .set('X-Request-Type', 'client')
        .set('Cookie', cookie)
        .attach('photo', data, { filename: 'me.jpg', contentType: 'image/jpeg' })
        .expect(201)
    ).body.photo as UploadedPhoto;

  const served = (url: string) => request(t.app).get(url).set('Host', EN);

  it('makes square AVIF and WebP copies in three widths at upload, lists them everywhere the photo shows, and serves them with their type', async () => {
    const owner = await createMember(t.app, t.database.db, EN);
    const uploaded = await upload(owner.cookie, await photo());
    expect(uploaded.variant_widths).toEqual([320, 640, 960]);
    expect(copiesOf(uploaded).map(({ type, width }) => `${type} ${width}`)).toEqual([
      'image/avif 320',
      'image/avif 640',
      'image/avif 960',
      'image/webp 320',
      'image/webp 640',
      'image/webp 960',
    ]);
    for (const variant of copiesOf(uploaded)) {
      expect(variant.url).toMatch(/^\/media\/flirtlocal\/[\w-]+_\d+\.(avif|webp)$/);
      const res = await served(variant.url).expect(200);
      expect(res.headers['content-type']).toBe(variant.type);
      const meta = await sharp(res.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([FORMAT[variant.type], variant.width, variant.width]);
    }
    // The original keeps its address: pages fall back on it.
    await served(uploaded.filename).expect(200);

    const viewer = await createMember(t.app, t.database.db, EN);
    const view = (await api(t.app, EN, viewer.cookie).get(`/api/member.php?id=${owner.id}`).expect(200)).body.profile;
    expect(view.main_image.variant_widths).toEqual(uploaded.variant_widths);
    expect(view.photos[0].variant_widths).toEqual(uploaded.variant_widths);
    const own = (await api(t.app, EN, owner.cookie).get('/api/profile.php').expect(200)).body.profile;
    expect(own.photos[0].variant_widths).toEqual(uploaded.variant_widths);
  });

  it('never enlarges: a small photo gets the widths it reaches and its own width', async () => {
    const { cookie } = await createMember(t.app, t.database.db, EN);
    const uploaded = await upload(cookie, await photo(700, 500));
    expect(uploaded.variant_widths).toEqual([320, 500]);
  });

  it('removes every copy with the photo', async () => {
    const { cookie } = await createMember(t.app, t.database.db, EN);
    const uploaded = await upload(cookie, await photo());
    await api(t.app, EN, cookie).delete('/api/photos.php', { id: uploaded.id }).expect(200);
    for (const url of [uploaded.filename, ...copiesOf(uploaded).map((variant) => variant.url)]) await served(url).expect(404);
  });

  it('shows a photo stored before the copies from its own file, until the backfill makes them, once', async () => {
    const { cookie, id } = await createMember(t.app, t.database.db, EN);
    const uploaded = await upload(cookie, await photo());
    // A second photo whose file is gone: reported and left alone.
    await t.database.db
      .insert(photos)
      .values({ tenantId: 'flirtlocal', userId: id, filename: 'flirtlocal/gone.webp', thumbFilename: 'flirtlocal/gone_thumb.webp', status: 'active' });
    const storage = memberFiles(t).media;
    const key = uploaded.filename.replace('/media/', '');
    // As an upload of the previous version left it: the original and the thumbnail, no copies.
    for (const variant of copiesOf(uploaded)) await storage.remove(variant.url.replace('/media/', ''));
    await t.database.db.update(photos).set({ variantWidths: [] }).where(eq(photos.id, uploaded.id));
    const before = (await api(t.app, EN, cookie).get('/api/profile.php').expect(200)).body.profile;
    expect(before.main_image).toMatchObject({ filename: uploaded.filename, variant_widths: [] });
    await served(uploaded.filename).expect(200);

    const skipped: string[] = [];
    expect(await backfillPhotoVariants(t.database.db, storage, (filename) => skipped.push(filename))).toBeGreaterThanOrEqual(1);
    expect(skipped).toEqual(['flirtlocal/gone.webp']);
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, uploaded.id));
    expect(row?.variantWidths).toEqual([320, 640, 960]);
    const after = (await api(t.app, EN, cookie).get('/api/profile.php').expect(200)).body.profile;
    expect(after.main_image.variant_widths).toEqual(uploaded.variant_widths);
    for (const variant of copiesOf(uploaded)) expect((await served(variant.url).expect(200)).headers['content-type']).toBe(variant.type);
    expect(await storage.read(key)).not.toBeNull();

    expect(await backfillPhotoVariants(t.database.db, storage, (filename) => skipped.push(filename))).toBe(0);
  });
});
