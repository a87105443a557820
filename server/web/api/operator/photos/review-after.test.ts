import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, photos } from '#server/platform/db/schema';
import type { PhotoQueueResponse } from '#server/contract/answers/console-moderation';
import { BACKENDS } from '#tests/support/backends';
import { fileComplaint } from '#tests/support/complaints';
import { createMember } from '#tests/support/members';
import { CONSOLE, signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { manualModeration, uploadPhoto } from '#tests/support/photos';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

/** Two sites that publish at once, and one that reviews first. */
const SITE_A = 'flirtlocal';
const SITE_B = 'herzklopfen';
const MANUAL = 'regenboog-date';
const host = (site: string) => `${site}.localhost`;

describe.each(BACKENDS)('the review-after photo queue on $name', (backend) => {
  let t: TestApp;
  let moderatorA: SignedInOperator;
  beforeAll(async () => {
    t = await createTestApp(backend);
    manualModeration(t, [MANUAL]);
    moderatorA = await signedInOperator(t, 'moderator', [SITE_A]);
  });
  afterAll(() => t.close());

  const member = (site: string) => createMember(t.app, t.database.db, host(site), { dateOfBirth: '1990-05-17' });
  const queue = async (op: SignedInOperator, query = '') =>
    (await op.api.get(`/api/operator/photos.php?status=unreviewed${query}`).expect(200)).body as PhotoQueueResponse;
  const review = (op: SignedInOperator, body: Record<string, unknown>) => op.api.post('/api/operator/photo-review.php', body);
  const rowOf = async (id: number) => (await t.database.db.select().from(photos).where(eq(photos.id, id)))[0];

  it('lists published, unreviewed photos newest first, photos of reported members first, with both counts per site', async () => {
    const [anna, ben, cleo] = [await member(SITE_A), await member(SITE_A), await member(SITE_A)];
    const annas = await uploadPhoto(t, host(SITE_A), anna.cookie);
    const bens = await uploadPhoto(t, host(SITE_A), ben.cookie);
    const cleos = await uploadPhoto(t, host(SITE_A), cleo.cookie);
    expect([annas.status, bens.status, cleos.status]).toEqual(['active', 'active', 'active']);
    // Cleo reports Anna: Anna's photo comes first although it is the oldest.
    await fileComplaint(t, host(SITE_A), cleo.cookie, { profile_id: anna.id, reason: 'fake_profile', text: 'These photos are of a model.' });
    const body = await queue(moderatorA, `&tenant_id=${SITE_A}`);
    expect(body.queue).toBe('unreviewed');
    const mine = body.photos.filter((photo) => [anna.id, ben.id, cleo.id].includes(photo.member.id));
    expect(mine.map((photo) => [photo.id, photo.reported])).toEqual([
      [annas.id, true],
      [cleos.id, false],
      [bens.id, false],
    ]);
    expect(body.photos.findIndex((photo) => photo.id === annas.id)).toBe(0);
    const site = body.sites.find((entry) => entry.tenant_id === SITE_A);
    expect(site?.unreviewed).toBeGreaterThanOrEqual(3);
    expect(site?.pending).toBe(0);
    // The console's own host serves the images.
    await request(t.app)
      .get(mine[0]?.thumb_url ?? '')
      .set('Host', CONSOLE)
      .expect(200);
    // Pages continue newest first from `before`.
    const page = await queue(moderatorA, `&tenant_id=${SITE_A}&limit=1&before=${cleos.id}`);
    expect(page.photos.map((photo) => photo.id)).toEqual([bens.id]);
    expect(page.next_before).toBe(bens.id);
  });

  it('has only photos of sites that publish at once: a site that reviews first keeps its pending queue', async () => {
    const dirk = await member(MANUAL);
    const waiting = await uploadPhoto(t, host(MANUAL), dirk.cookie);
    expect(waiting.status).toBe('pending');
    const owner = await signedInOperator(t, 'owner');
    expect((await queue(owner)).photos.map((photo) => photo.id)).not.toContain(waiting.id);
    const pending = (await owner.api.get(`/api/operator/photos.php?tenant_id=${MANUAL}`).expect(200)).body as PhotoQueueResponse;
    expect(pending.photos.map((photo) => photo.id)).toContain(waiting.id);
    expect(pending.sites.find((entry) => entry.tenant_id === MANUAL)).toMatchObject({ pending: expect.any(Number), unreviewed: 0 });
    // Approved by a moderator, it was seen: it never enters the review-after queue.
    await review(owner, { ids: [waiting.id], action: 'approve' }).expect(200);
    expect((await queue(owner)).photos.map((photo) => photo.id)).not.toContain(waiting.id);
  });

  it("keeps an operator of one site out of another's photos", async () => {
    const greta = await member(SITE_B);
    const gretas = await uploadPhoto(t, host(SITE_B), greta.cookie);
    const seen = await queue(moderatorA);
    expect(seen.photos.map((photo) => photo.tenant_id)).not.toContain(SITE_B);
    expect(seen.sites.map((entry) => entry.tenant_id)).not.toContain(SITE_B);
    await moderatorA.api.get(`/api/operator/photos.php?status=unreviewed&tenant_id=${SITE_B}`).expect(403);
    expect((await review(moderatorA, { ids: [gretas.id], action: 'keep' }).expect(200)).body).toEqual({ reviewed: [], skipped: [gretas.id] });
    expect((await review(moderatorA, { ids: [gretas.id], action: 'remove', reason: 'nudity' }).expect(200)).body).toEqual({
      reviewed: [],
      skipped: [gretas.id],
    });
    expect(await rowOf(gretas.id)).toMatchObject({ status: 'active', reviewedAt: null });
    const support = await signedInOperator(t, 'support', [SITE_A, SITE_B]);
    await support.api.get('/api/operator/photos.php?status=unreviewed').expect(403);
    await review(support, { ids: [gretas.id], action: 'remove', reason: 'nudity' }).expect(403);
    const moderatorB = await signedInOperator(t, 'moderator', [SITE_B]);
    expect((await queue(moderatorB)).photos.map((photo) => photo.id)).toContain(gretas.id);
  });

  it('keeps a photo once: marked seen, out of the queue, audited; keeping it again changes nothing', async () => {
    const eva = await member(SITE_A);
    const evas = await uploadPhoto(t, host(SITE_A), eva.cookie);
    expect((await review(moderatorA, { ids: [evas.id, evas.id], action: 'keep' }).expect(200)).body).toEqual({ reviewed: [evas.id], skipped: [] });
    expect(await rowOf(evas.id)).toMatchObject({ status: 'active', reviewedBy: moderatorA.id, reviewedAt: expect.any(Date) });
    expect((await queue(moderatorA)).photos.map((photo) => photo.id)).not.toContain(evas.id);
    expect((await review(moderatorA, { ids: [evas.id], action: 'keep' }).expect(200)).body).toEqual({ reviewed: [], skipped: [evas.id] });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['photo_keep']));
    expect(audited.filter((row) => (row.detail as { photo_id?: number }).photo_id === evas.id)).toEqual([
      expect.objectContaining({ operatorId: moderatorA.id, tenantId: SITE_A, memberId: eva.id }),
    ]);
  });

  it('answers bad input with a translated 400 and changes nothing', async () => {
    const fay = await member(SITE_A);
    const fays = await uploadPhoto(t, host(SITE_A), fay.cookie);
    const noReason = await review(moderatorA, { ids: [fays.id], action: 'remove' })
      .set('Accept-Language', 'de')
      .expect(400);
    expect(noReason.body.fields.reason).toBe(texts('de')('operator_console.photo_reason_required'));
    await review(moderatorA, { ids: [fays.id], action: 'remove', reason: 'ugly' }).expect(400);
    await review(moderatorA, { ids: [fays.id], action: 'hide' }).expect(400);
    await moderatorA.api.get('/api/operator/photos.php?status=reported').expect(400);
    await moderatorA.api.get('/api/operator/photos.php?status=unreviewed&before=-1').expect(400);
    expect(await rowOf(fays.id)).toMatchObject({ status: 'active', reviewedAt: null });
  });
});
