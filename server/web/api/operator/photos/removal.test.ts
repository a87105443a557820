import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events, photos, profiles, users } from '#server/platform/db/schema';
import { mailThumb, mailThumbKey } from '#server/core/domain/photos/mail-thumb';
import { variantKeys } from '#server/contract/photo-variants';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { sendMessage } from '#tests/support/complaints';
import { lastSentMailTo } from '#tests/support/mail';
import { createMember } from '#tests/support/members';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { uploadPhoto } from '#tests/support/photos';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const SITE = 'flirtlocal';
const HOST = `${SITE}.localhost`;

interface Card {
  id: number;
  main_image: { filename: string } | null;
}

describe.each(BACKENDS)('removing a published photo on $name', (backend) => {
  let t: TestApp;
  let moderator: SignedInOperator;
  beforeAll(async () => {
    t = await createTestApp(backend);
    moderator = await signedInOperator(t, 'moderator', [SITE]);
  });
  afterAll(() => t.close());

  const rowOf = async (id: number) => (await t.database.db.select().from(photos).where(eq(photos.id, id)))[0];
  const hasPhoto = async (userId: number) => (await t.database.db.select({ has: profiles.hasPhoto }).from(profiles).where(eq(profiles.userId, userId)))[0]?.has;
  const media = (key: string) => request(t.app).get(`/media/${key}`).set('Host', HOST);
  const remove = (op: SignedInOperator, id: number, reason: string) => op.api.post('/api/operator/photo-review.php', { ids: [id], action: 'remove', reason });

  /** Anna (who reads German on an English site) with two published photos, and Ben, who wrote to her. */
  async function annaAndBen() {
    const anna = await createMember(t.app, t.database.db, HOST, { gender: 'female', dateOfBirth: '1991-03-02' });
    const ben = await createMember(t.app, t.database.db, HOST, { gender: 'male', dateOfBirth: '1989-08-12' }, { gender: 'male' });
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, anna.id));
    const first = await uploadPhoto(t, HOST, anna.cookie);
    const second = await uploadPhoto(t, HOST, anna.cookie);
    await sendMessage(t, HOST, ben, anna, 'Hello Anna, nice photos!');
    await api(t.app, HOST, ben.cookie).post('/api/like.php', { id: anna.id }).expect(200);
    return { anna, ben, first, second };
  }

  /** What Ben sees of Anna: her profile page, her search card, her face in his chat list and among the members he liked. */
  async function benSees(ben: { cookie: string }, annaId: number) {
    const member = await api(t.app, HOST, ben.cookie).get(`/api/member.php?id=${annaId}`).expect(200);
    const search = await api(t.app, HOST, ben.cookie).get('/api/members.php').expect(200);
    const chats = await api(t.app, HOST, ben.cookie).get('/api/chats.php').expect(200);
    const likes = await api(t.app, HOST, ben.cookie).get('/api/likes.php').expect(200);
    const profile = member.body.profile as Card & { photos: { filename: string }[] };
    return {
      profile: [profile.main_image?.filename, ...profile.photos.map((photo) => photo.filename)].join(' '),
      card: (search.body.results as Card[]).find((card) => card.id === annaId),
      chat: (chats.body.chats as { profile: Card }[]).find((chat) => chat.profile.id === annaId)?.profile,
      liked: (likes.body.profiles as Card[]).find((card) => card.id === annaId),
    };
  }

  it('takes it down everywhere at once: every stored copy answers 404, pages, search and chats show the next photo, the member is mailed in her language', async () => {
    const { anna, ben, first, second } = await annaAndBen();
    const row = await rowOf(first.id);
    if (!row) throw new Error('no photo');
    // The mail's JPEG copy exists once a mail showed her face.
    expect(await mailThumb(t.files.media, row.thumbFilename)).toBe(mailThumbKey(row.thumbFilename));
    const keys = [row.filename, row.thumbFilename, mailThumbKey(row.thumbFilename), ...variantKeys(row)];
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) await media(key).expect(200);
    const name = (file: string) => file.slice(file.lastIndexOf('/') + 1, file.lastIndexOf('.'));
    const before = await benSees(ben, anna.id);
    expect(before.profile).toContain(name(row.filename));
    expect(before.card?.main_image?.filename).toContain(name(row.filename));
    expect(before.chat?.main_image?.filename).toContain(name(row.filename));
    expect(before.liked?.main_image?.filename).toContain(name(row.filename));

    expect((await remove(moderator, first.id, 'nudity').expect(200)).body).toEqual({ reviewed: [first.id], skipped: [] });

    for (const key of keys) await media(key).expect(404);
    expect(await rowOf(first.id)).toMatchObject({ status: 'rejected', rejectReason: 'nudity', isMain: false, reviewedBy: moderator.id });
    expect(await rowOf(second.id)).toMatchObject({ status: 'active', isMain: true });
    expect(await hasPhoto(anna.id)).toBe(true);
    const after = await benSees(ben, anna.id);
    expect(after.profile).not.toContain(name(row.filename));
    const secondName = name((await rowOf(second.id))?.filename ?? '');
    expect(after.card?.main_image?.filename).toContain(secondName);
    expect(after.chat?.main_image?.filename).toContain(secondName);
    expect(after.liked?.main_image?.filename).toContain(secondName);

    // Open pages hear of it: Anna's and those of whoever she talks with.
    const told = await t.database.db.select({ userId: events.userId, payload: events.payload }).from(events).where(eq(events.type, 'photo_removed'));
    expect(told.filter((event) => (event.payload as { profile_id?: number }).profile_id === anna.id).map((event) => event.userId)).toEqual(
      expect.arrayContaining([anna.id, ben.id]),
    );

    // Anna sees it rejected with the reason on her own page, and gets a mail in German.
    const own = await api(t.app, HOST, anna.cookie).get('/api/profile.php').expect(200);
    expect((own.body.profile.photos as { id: number }[]).find((photo) => photo.id === first.id)).toMatchObject({ status: 'rejected', reject_reason: 'nudity' });
    const mail = await lastSentMailTo(t, anna.body.email);
    expect(mail.subject).toBe('Ein Foto wurde aus deinem Profil bei FlirtLocal entfernt');
    expect(mail.text).toContain('Nacktheit');
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo_remove'), eq(auditLog.memberId, anna.id)));
    expect(audited).toEqual([
      expect.objectContaining({ operatorId: moderator.id, tenantId: SITE, detail: { photo_id: first.id, reason: 'nudity', was: 'active' } }),
    ]);
    // A store that failed at the moment of removal: the job a minute later removes what is left.
    await t.files.media.put(row.thumbFilename, Buffer.from('left over'));
    await media(row.thumbFilename).expect(200);
    t.clock.offsetMs += 2 * 60_000;
    await t.jobs.drain();
    await media(row.thumbFilename).expect(404);
    // Removing it again changes nothing and mails nothing more.
    expect((await remove(moderator, first.id, 'other').expect(200)).body).toEqual({ reviewed: [], skipped: [first.id] });
  });

  it("removes any photo from the member page with a reason; the member's last photo leaves her without a face", async () => {
    const { anna, ben, first, second } = await annaAndBen();
    const owner = await signedInOperator(t, 'owner', [SITE]);
    const page = await owner.api.get(`/api/operator/member.php?id=${anna.id}`).expect(200);
    expect((page.body.photos as { id: number; status: string }[]).map((photo) => [photo.id, photo.status])).toEqual([
      [first.id, 'active'],
      [second.id, 'active'],
    ]);
    // Support sees the member page but may not moderate photos.
    const support = await signedInOperator(t, 'support', [SITE]);
    await support.api.get(`/api/operator/member.php?id=${anna.id}`).expect(200);
    await remove(support, first.id, 'copyright').expect(403);
    // A moderator of another site changes nothing.
    const elsewhere = await signedInOperator(t, 'moderator', ['herzklopfen']);
    expect((await remove(elsewhere, first.id, 'copyright').expect(200)).body.skipped).toEqual([first.id]);

    await remove(owner, first.id, 'copyright').expect(200);
    await remove(owner, second.id, 'not_the_member').expect(200);
    expect(await hasPhoto(anna.id)).toBe(false);
    const after = await benSees(ben, anna.id);
    expect(after.chat?.main_image).toBeNull();
    expect(after.liked?.main_image).toBeNull();
    expect(after.card?.main_image ?? null).toBeNull();
    const shown = await owner.api.get(`/api/operator/member.php?id=${anna.id}`).expect(200);
    const listed = (shown.body.photos as { id: number; status: string; reject_reason: string }[]).map((photo) => [photo.id, photo.status, photo.reject_reason]);
    expect(listed.sort()).toEqual([
      [first.id, 'rejected', 'copyright'],
      [second.id, 'rejected', 'not_the_member'],
    ]);
    const audited = await t.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo_remove'), eq(auditLog.memberId, anna.id), eq(auditLog.operatorId, owner.id)));
    expect(audited).toHaveLength(2);
  });
});
