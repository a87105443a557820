import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, complaints, photos, profiles } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

/** Two sites that share no profiles (neither names the other in `share_profiles_with`). */
const NL = 'regenboog-date.localhost';
const DE = 'herzklopfen.localhost';

describe.each(BACKENDS)('a member of one site and the members of another on $name', (backend) => {
  let t: TestApp;
  let anna: { id: number; cookie: string };
  let greta: { id: number; cookie: string };
  let gretasPhoto: { id: number; filename: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    anna = await createMember(t.app, t.database.db, NL, { gender: 'male' });
    greta = await createMember(t.app, t.database.db, DE, { gender: 'female', aboutMe: 'Ich wandere gern in den Bergen.' });
    const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3050a0' } })
      .png()
      .toBuffer();
    const uploaded = await request(t.app)
      .post('/api/photos.php')
      .set('Host', DE)
      .set('X-Request-Type', 'client')
      .set('Cookie', greta.cookie)
      .attach('photo', picture, { filename: 'greta.png', contentType: 'image/png' })
      .expect(201);
    gretasPhoto = uploaded.body.photo;
  });
  afterAll(() => t.close());

  const gretasProfile = async () => (await t.database.db.select().from(profiles).where(eq(profiles.userId, greta.id)))[0];
  const gretasPhotos = () => t.database.db.select().from(photos).where(eq(photos.userId, greta.id));

  it('cannot block her, by her id, and no block is stored', async () => {
    const refused = await api(t.app, NL, anna.cookie).post('/api/block.php', { id: greta.id }).expect(404);
    expect(refused.body.error).toBe('member_not_found');
    await api(t.app, NL, anna.cookie).delete('/api/block.php', { id: greta.id });
    expect(
      await t.database.db
        .select()
        .from(blocks)
        .where(or(eq(blocks.blockerId, anna.id), eq(blocks.blockedId, greta.id))),
    ).toEqual([]);
    // Her own site still shows her to its members: nothing hides her.
    const hans = await createMember(t.app, t.database.db, DE);
    await api(t.app, DE, hans.cookie).get(`/api/member.php?id=${greta.id}`).expect(200);
  });

  it('cannot see her profile or her photos', async () => {
    const profile = await api(t.app, NL, anna.cookie).get(`/api/member.php?id=${greta.id}`).expect(404);
    expect(JSON.stringify(profile.body)).not.toContain(gretasPhoto.filename);
    const search = await api(t.app, NL, anna.cookie).get('/api/members.php').expect(200);
    expect(search.body.results.map((card: { id: number }) => card.id)).not.toContain(greta.id);
    expect(JSON.stringify(search.body)).not.toContain(gretasPhoto.filename);
  });

  it('cannot make her photo main or delete it, by its id, and it stays as it was', async () => {
    const before = await gretasPhotos();
    expect((await api(t.app, NL, anna.cookie).put('/api/photos.php', { id: gretasPhoto.id, main: true }).expect(404)).body.error).toBe('photo_not_found');
    expect((await api(t.app, NL, anna.cookie).delete('/api/photos.php', { id: gretasPhoto.id }).expect(404)).body.error).toBe('photo_not_found');
    expect(await gretasPhotos()).toEqual(before);
    await request(t.app).get(gretasPhoto.filename).set('Host', DE).expect(200);
  });

  it('cannot update her profile by naming her id: the request is refused and her profile is unchanged', async () => {
    const before = await gretasProfile();
    for (const key of ['id', 'user_id', 'profile_id']) {
      await api(t.app, NL, anna.cookie)
        .put('/api/profile.php', { [key]: greta.id, about_me: 'Changed by someone else.' })
        .expect(400);
    }
    expect(await gretasProfile()).toEqual(before);
  });

  it('cannot complain about her, as a member or as a visitor, and nothing is stored', async () => {
    const complaint = { reason: 'fake_profile', text: 'This profile uses stolen photos.', profile_id: greta.id };
    expect((await api(t.app, NL, anna.cookie).post('/api/complaints.php', complaint).expect(404)).body.error).toBe('member_not_found');
    await api(t.app, NL)
      .post('/api/complaints.php', { ...complaint, email: 'visitor@example.org' })
      .expect(404);
    expect(await t.database.db.select().from(complaints).where(eq(complaints.profileId, greta.id))).toEqual([]);
    // On her own site the same complaint is taken: the refusal is about the site, not the complaint.
    const hans = await createMember(t.app, t.database.db, DE);
    await api(t.app, DE, hans.cookie).post('/api/complaints.php', complaint).expect(201);
  });
});
