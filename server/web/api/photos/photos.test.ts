import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, users } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';

function image(format: 'jpeg' | 'png' | 'webp', size = 600): Promise<Buffer> {
  const picture = sharp({ create: { width: size, height: size, channels: 3, background: '#a03050' } });
  return (format === 'jpeg' ? picture.jpeg().withExif({ IFD0: { Copyright: 'secret-camera-owner', Artist: 'Home address' } }) : picture[format]()).toBuffer();
}

describe.each(BACKENDS)('photos on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const upload = (cookie: string, data: Buffer, name = 'photo.jpg', type = 'image/jpeg') =>
    request(t.app)
      .post('/api/photos.php')
      .set('Host', EN)
      .set('X-Request-Type', 'client')
      .set('Cookie', cookie)
      .attach('photo', data, { filename: name, contentType: type });

  it('re-encodes uploads without metadata, makes the first one main and serves them from the CDN prefix', async () => {
    const { cookie } = await createMember(t.app, t.database.db, EN);
    const res = await upload(cookie, await image('jpeg')).expect(201);
    expect(res.body.photo).toMatchObject({ status: 'active', main: true, filename: expect.stringMatching(/^\/media\/flirtlocal\/[\w-]+\.webp$/) });
    const served = await request(t.app).get(res.body.photo.filename).set('Host', EN).expect(200);
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const me = await api(t.app, EN, cookie).get('/api/user.php').expect(200);
    expect(me.body.user.profile.main_image).toMatchObject({ filename: res.body.photo.filename, status: 'active' });
    const thumb = await request(t.app).get(res.body.photo.thumb_filename).set('Host', EN).expect(200);
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ width: 400, height: 400 });
  });

  it('judges files by content, not by name or type', async () => {
    const { cookie } = await createMember(t.app, t.database.db, EN);
    const fake = await upload(cookie, Buffer.from('<?php echo "hi"; ?>'), 'photo.jpg', 'image/jpeg').expect(400);
    expect(fake.body.fields.photo).toBe('Please choose a JPEG, PNG or WebP photo.');
    await upload(cookie, await image('png'), 'photo.txt', 'text/plain').expect(201);
    const tiny = await upload(cookie, await image('webp', 100)).expect(400);
    expect(tiny.body.fields.photo).toMatch(/at least 200 pixels/);
    const svg = await upload(cookie, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"/>'), 'a.svg', 'image/svg+xml').expect(400);
    expect(svg.body.fields.photo).toBe('Please choose a JPEG, PNG or WebP photo.');
  });

  it('keeps free members at 3 photos and premium members at 25', async () => {
    const { cookie, id } = await createMember(t.app, t.database.db, EN);
    for (let index = 0; index < 3; index += 1) await upload(cookie, await image('png')).expect(201);
    const fourth = await upload(cookie, await image('png')).expect(409);
    expect(fourth.body.message).toBe('You can have up to 3 photos. Premium members can add up to 25.');
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, id));
    await upload(cookie, await image('png')).expect(201);
  });

  it('sets the main photo, deletes photos with their files, and promotes the next one', async () => {
    const { cookie, id } = await createMember(t.app, t.database.db, EN);
    const first = (await upload(cookie, await image('png')).expect(201)).body.photo;
    const second = (await upload(cookie, await image('png')).expect(201)).body.photo;
    await api(t.app, EN, cookie).put('/api/photos.php', { id: second.id, main: true }).expect(200);
    expect((await api(t.app, EN, cookie).get('/api/profile.php')).body.profile.main_image.filename).toBe(second.filename);
    const [stored] = await t.database.db.select({ key: photos.filename }).from(photos).where(eq(photos.id, second.id));
    const key = stored?.key ?? 'missing';
    await api(t.app, EN, cookie).delete('/api/photos.php', { id: second.id }).expect(200);
    await request(t.app).get(second.filename).set('Host', EN).expect(404);
    // A store that failed at the moment of deletion: the job a minute later removes what is left.
    await t.files.media.put(key, Buffer.from('left over'));
    await request(t.app).get(second.filename).set('Host', EN).expect(200);
    t.clock.offsetMs += 2 * 60_000;
    await t.jobs.drain();
    await request(t.app).get(second.filename).set('Host', EN).expect(404);
    const own = (await api(t.app, EN, cookie).get('/api/profile.php')).body.profile;
    expect(own.photos).toEqual([expect.objectContaining({ id: first.id, main: true })]);
    const stranger = await createMember(t.app, t.database.db, EN);
    await api(t.app, EN, stranger.cookie).delete('/api/photos.php', { id: first.id }).expect(404);
    expect(fs.existsSync(path.join(t.dataDir, 'media', first.filename.replace('/media/', '')))).toBe(true);
    expect(id).toBeGreaterThan(0);
  });

  it('shows visitors one photo, free members two and premium members all', async () => {
    const owner = await createMember(t.app, t.database.db, EN);
    for (let index = 0; index < 3; index += 1) await upload(owner.cookie, await image('png')).expect(201);
    const view = async (cookie?: string) => (await api(t.app, EN, cookie).get(`/api/member.php?id=${owner.id}`).expect(200)).body.profile;
    expect(await view()).toMatchObject({ locked_photos: 2 });
    expect((await view()).photos).toHaveLength(1);
    const free = await createMember(t.app, t.database.db, EN);
    expect(await view(free.cookie)).toMatchObject({ locked_photos: 1 });
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, free.id));
    expect(await view(free.cookie)).toMatchObject({ locked_photos: 0 });
    expect((await view(free.cookie)).photos).toHaveLength(3);
  });
});
