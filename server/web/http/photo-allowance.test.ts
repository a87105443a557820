import os from 'node:os';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoProcessing } from '#server/core/domain/photos/queue';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const EN = 'flirtlocal.localhost';
const english = texts('en');
/** This app's allowance of photos per member (the real one is 30 an hour). */
const ALLOWANCE = 3;

const picture = (shade: number) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r: shade, g: 90, b: 140 } } })
    .png()
    .toBuffer();

/**
 * Re-encoding a photo costs seconds of CPU: a member's photos (profile and chat together) are
 * limited, and the process works on at most one photo per core at a time, whoever sends them.
 */
describe.each(BACKENDS)('photo processing limits on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { limits: { photosPerMember: { points: ALLOWANCE } } });
  });
  afterAll(() => t.close());

  const post = (cookie: string, path: string) => request(t.app).post(path).set('Host', EN).set('X-Request-Type', 'client').set('Cookie', cookie);
  const profilePhoto = async (cookie: string, shade: number) =>
    post(cookie, '/api/photos.php').attach('photo', await picture(shade), { filename: 'me.png', contentType: 'image/png' });
  const chatPhoto = async (cookie: string, to: number, shade: number) =>
    post(cookie, '/api/chat.php')
      .field('profile_id', String(to))
      .field('type', 'photo')
      .field('client_id', crypto.randomUUID())
      .attach('photo', await picture(shade), { filename: 'holiday.png', contentType: 'image/png' });

  it('a member’s burst past the allowance is a translated 429, profile and chat photos alike; others still upload', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    const other = await createMember(t.app, t.database.db, EN);
    expect((await profilePhoto(member.cookie, 10)).status).toBe(201);
    expect((await profilePhoto(member.cookie, 20)).status).toBe(201);
    expect((await chatPhoto(member.cookie, other.id, 30)).status).toBe(200);
    const burst = await Promise.all([chatPhoto(member.cookie, other.id, 40), profilePhoto(member.cookie, 50), profilePhoto(member.cookie, 60)]);
    for (const refused of burst) {
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: 'too_many_photos', message: english('accounts.too_many_requests', { count: 60 }) });
    }
    expect((await profilePhoto(other.cookie, 70)).status).toBe(201);
  });

  it('works on at most one photo per core at once, however many arrive together', { timeout: 30_000 }, async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => createMember(t.app, t.database.db, EN)));
    const answers = await Promise.all(members.map((member, i) => profilePhoto(member.cookie, 100 + i)));
    expect(answers.map((res) => res.status)).toEqual(members.map(() => 201));
    expect(photoProcessing.peak()).toBeGreaterThanOrEqual(1);
    expect(photoProcessing.peak()).toBeLessThanOrEqual(os.availableParallelism());
    expect(photoProcessing.running()).toBe(0);
  });
});
