import { and, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, photos } from '#server/platform/db/schema';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { CONSOLE, signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { manualModeration, uploadPhoto } from '#tests/support/photos';
import { createTestApp, type TestApp } from '#tests/support/test-app';

/** Two sites with manual moderation that share no members. */
const SITE_A = 'regenboog-date';
const SITE_B = 'herzklopfen';
const HOST_A = `${SITE_A}.localhost`;
const HOST_B = `${SITE_B}.localhost`;

interface QueueBody {
  photos: {
    id: number;
    tenant_id: string;
    url: string;
    thumb_url: string;
    member: { id: number; name: string; age: number; active_photos: unknown[]; rejected_photos: number };
  }[];
  next_after: number | null;
  sites: { tenant_id: string; pending: number; unreviewed: number }[];
}

describe.each(BACKENDS)('the photo moderation API on $name', (backend) => {
  let t: TestApp;
  let owner: SignedInOperator;
  let moderatorA: SignedInOperator;
  beforeAll(async () => {
    t = await createTestApp(backend);
    manualModeration(t, [SITE_A, SITE_B]);
    owner = await signedInOperator(t, 'owner');
    moderatorA = await signedInOperator(t, 'moderator', [SITE_A]);
  });
  afterAll(() => t.close());

  const member = (host: string) => createMember(t.app, t.database.db, host, { dateOfBirth: '1990-05-17' });
  const queue = async (op: SignedInOperator, query = '') => (await op.api.get(`/api/operator/photos.php${query}`).expect(200)).body as QueueBody;
  const rowsOf = (ids: number[]) => t.database.db.select().from(photos).where(inArray(photos.id, ids));
  const auditOf = (ids: number[]) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['photo_approve', 'photo_reject']))
      .then((rows) => rows.filter((row) => ids.includes(Number((row.detail as { photo_id?: number }).photo_id))));

  it('lists pending photos oldest first with their member, image addresses the console serves, and counts per site', async () => {
    const anna = await member(HOST_A);
    const first = await uploadPhoto(t, HOST_A, anna.cookie);
    const second = await uploadPhoto(t, HOST_A, anna.cookie);
    const body = await queue(owner, `?tenant_id=${SITE_A}`);
    const mine = body.photos.filter((photo) => photo.member.id === anna.id);
    expect(mine.map((photo) => photo.id)).toEqual([first.id, second.id]);
    expect(mine[0]).toMatchObject({
      tenant_id: SITE_A,
      member: { id: anna.id, name: anna.body.name, age: expect.any(Number), active_photos: [], rejected_photos: 0 },
    });
    expect(body.photos.every((photo) => photo.tenant_id === SITE_A)).toBe(true);
    expect(body.sites).toEqual(expect.arrayContaining([{ tenant_id: SITE_A, pending: expect.any(Number), unreviewed: expect.any(Number) }]));
    // The console's own host serves /media (its CSP allows images from itself only).
    const image = await request(t.app)
      .get(mine[0]?.url ?? '')
      .set('Host', CONSOLE)
      .expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    await request(t.app)
      .get(mine[0]?.thumb_url ?? '')
      .set('Host', CONSOLE)
      .expect(200);
    // Pages: `after` continues where the last page ended.
    const page = await queue(owner, `?tenant_id=${SITE_A}&limit=1&after=${first.id - 1}`);
    expect(page.photos.map((photo) => photo.id)).toEqual([first.id]);
    expect(page.next_after).toBe(first.id);
    expect((await queue(owner, `?tenant_id=${SITE_A}&after=${first.id}`)).photos[0]?.id).toBe(second.id);
  });

  it('refuses support, the signed-out and members, and keeps a moderator of one site out of another', async () => {
    const greta = await member(HOST_B);
    const gretas = await uploadPhoto(t, HOST_B, greta.cookie);
    const support = await signedInOperator(t, 'support', [SITE_A, SITE_B]);
    expect((await support.api.get('/api/operator/photos.php').expect(403)).body.error).toBe('forbidden');
    await support.api.post('/api/operator/photo-review.php', { ids: [gretas.id], action: 'approve' }).expect(403);
    await request(t.app).get('/api/operator/photos.php').set('Host', CONSOLE).set('X-Request-Type', 'client').expect(401);
    await request(t.app).get('/api/operator/photos.php').set('Host', CONSOLE).set('X-Request-Type', 'client').set('Cookie', greta.cookie).expect(401);
    // Site A's moderator: B's queue is refused, the whole queue has none of B's photos, reviewing one changes nothing.
    await moderatorA.api.get(`/api/operator/photos.php?tenant_id=${SITE_B}`).expect(403);
    const seen = await queue(moderatorA);
    expect(seen.photos.map((photo) => photo.tenant_id)).not.toContain(SITE_B);
    expect(seen.sites.map((site) => site.tenant_id)).not.toContain(SITE_B);
    const answer = await moderatorA.api.post('/api/operator/photo-review.php', { ids: [gretas.id], action: 'reject', reason: 'nudity' }).expect(200);
    expect(answer.body).toEqual({ reviewed: [], skipped: [gretas.id] });
    expect((await rowsOf([gretas.id]))[0]).toMatchObject({ status: 'pending', reviewedAt: null, reviewedBy: null });
    expect(await auditOf([gretas.id])).toEqual([]);
    // A manager of site B sees and reviews it.
    const managerB = await signedInOperator(t, 'manager', [SITE_B]);
    expect((await queue(managerB)).photos.map((photo) => photo.id)).toContain(gretas.id);
    expect((await managerB.api.post('/api/operator/photo-review.php', { ids: [gretas.id], action: 'approve' }).expect(200)).body.reviewed).toEqual([gretas.id]);
  });

  it('reviews many at once, once: a second review of the same photos changes nothing and writes nothing', async () => {
    const bram = await member(HOST_A);
    const uploaded = [await uploadPhoto(t, HOST_A, bram.cookie), await uploadPhoto(t, HOST_A, bram.cookie), await uploadPhoto(t, HOST_A, bram.cookie)];
    const [one, two, three] = uploaded.map((photo) => photo.id) as [number, number, number];
    const approved = await moderatorA.api.post('/api/operator/photo-review.php', { ids: [two, one, one], action: 'approve' }).expect(200);
    expect(approved.body).toEqual({ reviewed: [one, two], skipped: [] });
    const rows = await rowsOf([one, two]);
    expect(rows.map((row) => row.status)).toEqual(['active', 'active']);
    expect(rows.every((row) => row.reviewedBy === moderatorA.id && row.reviewedAt !== null)).toBe(true);
    const audited = await auditOf([one, two]);
    expect(audited).toHaveLength(2);
    expect(audited[0]).toMatchObject({ operatorId: moderatorA.id, action: 'photo_approve', tenantId: SITE_A, memberId: bram.id });

    const again = await moderatorA.api.post('/api/operator/photo-review.php', { ids: [one, two], action: 'reject', reason: 'nudity' }).expect(200);
    expect(again.body).toEqual({ reviewed: [], skipped: [one, two] });
    expect((await rowsOf([one, two])).map((row) => [row.status, row.reviewedAt?.getTime()])).toEqual(
      rows.map((row) => [row.status, row.reviewedAt?.getTime()]),
    );
    expect(await auditOf([one, two])).toHaveLength(2);

    const rejected = await moderatorA.api.post('/api/operator/photo-review.php', { ids: [three], action: 'reject', reason: 'contact_details' }).expect(200);
    expect(rejected.body.reviewed).toEqual([three]);
    expect((await rowsOf([three]))[0]).toMatchObject({ status: 'rejected', rejectReason: 'contact_details', isMain: false });
    expect((await auditOf([three]))[0]).toMatchObject({ action: 'photo_reject', detail: { photo_id: three, reason: 'contact_details' } });
  });

  it('lets one of two moderators acting on the same photos at once review each of them', async () => {
    const eva = await member(HOST_A);
    const both = [await uploadPhoto(t, HOST_A, eva.cookie), await uploadPhoto(t, HOST_A, eva.cookie)].map((photo) => photo.id);
    const colleague = await signedInOperator(t, 'manager', [SITE_A]);
    const answers = await Promise.all([
      moderatorA.api.post('/api/operator/photo-review.php', { ids: both, action: 'approve' }).expect(200),
      colleague.api.post('/api/operator/photo-review.php', { ids: [...both].reverse(), action: 'reject', reason: 'other' }).expect(200),
    ]);
    const reviewed = answers.flatMap((answer) => answer.body.reviewed as number[]);
    expect(reviewed.sort((a, b) => a - b)).toEqual(both);
    expect(await auditOf(both)).toHaveLength(2);
    // Whatever the order, the member's main photo is a visible one if she has any.
    const rows = await rowsOf(both);
    const mains = rows.filter((row) => row.isMain);
    expect(mains).toHaveLength(1);
    if (rows.some((row) => row.status === 'active')) expect(mains[0]?.status).toBe('active');
  });

  it('answers wrong reviews with a translated 400 and changes nothing', async () => {
    const cas = await member(HOST_A);
    const photo = await uploadPhoto(t, HOST_A, cas.cookie);
    const noReason = await moderatorA.api
      .post('/api/operator/photo-review.php', { ids: [photo.id], action: 'reject' })
      .set('Accept-Language', 'nl')
      .expect(400);
    expect(noReason.body.fields.reason).toBe('Kies waarom de foto wordt afgewezen.');
    await moderatorA.api.post('/api/operator/photo-review.php', { ids: [photo.id], action: 'reject', reason: 'ugly' }).expect(400);
    await moderatorA.api.post('/api/operator/photo-review.php', { ids: [], action: 'approve' }).expect(400);
    await moderatorA.api.post('/api/operator/photo-review.php', { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'approve' }).expect(400);
    await moderatorA.api.post('/api/operator/photo-review.php', { ids: [photo.id], action: 'delete' }).expect(400);
    await moderatorA.api.get('/api/operator/photos.php?status=active').expect(400);
    expect((await rowsOf([photo.id]))[0]?.status).toBe('pending');
  });

  it('tells the moderator what the member shows now and what was rejected before', async () => {
    const dirk = await member(HOST_A);
    const [shown, refused, waiting] = [
      await uploadPhoto(t, HOST_A, dirk.cookie),
      await uploadPhoto(t, HOST_A, dirk.cookie),
      await uploadPhoto(t, HOST_A, dirk.cookie),
    ];
    await moderatorA.api.post('/api/operator/photo-review.php', { ids: [shown.id], action: 'approve' }).expect(200);
    await moderatorA.api.post('/api/operator/photo-review.php', { ids: [refused.id], action: 'reject', reason: 'low_quality' }).expect(200);
    const entry = (await queue(moderatorA, `?tenant_id=${SITE_A}`)).photos.find((photo) => photo.id === waiting.id);
    expect(entry?.member).toMatchObject({
      active_photos: [expect.objectContaining({ id: shown.id })],
      main_photo: expect.objectContaining({ id: shown.id }),
      rejected_photos: 1,
      reject_reasons: ['low_quality'],
    });
    expect(
      await t.database.db
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.userId, dirk.id), eq(photos.isMain, true))),
    ).toEqual([{ id: shown.id }]);
  });
});
