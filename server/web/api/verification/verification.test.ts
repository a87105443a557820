import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, photoVerifications, users } from '#server/platform/db/schema';
import { VERIFICATION_POSE_IDS } from '#server/contract/verification-poses';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { signedInOperator } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';
const english = texts('en');
const german = texts('de');

const picture = (colour = '#3050a0') =>
  sharp({ create: { width: 640, height: 640, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Home address', Copyright: 'camera owner' } })
    .toBuffer();

describe.each(BACKENDS)('photo verification on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const send = (host: string, cookie: string, route: string, data: Buffer) =>
    request(t.app)
      .post(route)
      .set('Host', host)
      .set('X-Request-Type', 'client')
      .set('Cookie', cookie)
      .attach('photo', data, { filename: 'me.jpg', contentType: 'image/jpeg' });
  const selfieFiles = (tenant: string) => {
    const dir = path.join(t.dataDir, 'private', 'selfies', tenant);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  /** A confirmed member with an active profile photo. */
  const memberWithPhoto = async (host = EN, signup: Record<string, unknown> = {}) => {
    const member = await createMember(t.app, t.database.db, host, {}, signup);
    await send(host, member.cookie, '/api/photos.php', await picture('#a03050')).expect(201);
    return member;
  };
  const audits = (memberId: number) => t.database.db.select().from(auditLog).where(eq(auditLog.memberId, memberId));

  it('asks a member without a photo for one, then takes one selfie copying the pose it showed, stored privately and without metadata', async () => {
    await request(t.app).get('/api/verification.php').set('Host', EN).expect(403);
    const member = await createMember(t.app, t.database.db, EN);
    const before = await api(t.app, EN, member.cookie).get('/api/verification.php').expect(200);
    expect(before.body.verification).toMatchObject({ status: 'none', has_photo: false, reject_reason: null });
    expect(VERIFICATION_POSE_IDS).toContain(before.body.verification.pose);
    // Reloading never changes the pose: the member cannot re-roll it.
    expect((await api(t.app, EN, member.cookie).get('/api/verification.php')).body.verification.pose).toBe(before.body.verification.pose);
    const noPhoto = await send(EN, member.cookie, '/api/verification.php', await picture()).expect(409);
    expect(noPhoto.body).toMatchObject({ error: 'photo_required', message: english('verification.needs_photo') });

    await send(EN, member.cookie, '/api/photos.php', await picture('#a03050')).expect(201);
    const files = selfieFiles('flirtlocal').length;
    const sent = await send(EN, member.cookie, '/api/verification.php', await picture()).expect(201);
    expect(sent.body.verification).toMatchObject({ status: 'pending', pose: before.body.verification.pose, has_photo: true });
    const [row] = await t.database.db.select().from(photoVerifications).where(eq(photoVerifications.userId, member.id));
    expect(row).toMatchObject({ status: 'pending', pose: before.body.verification.pose, tenantId: 'flirtlocal' });
    expect(selfieFiles('flirtlocal')).toHaveLength(files + 1);
    const stored = fs.readFileSync(path.join(t.dataDir, 'private', 'selfies', row?.filename ?? ''));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp' });
    expect(meta.exif).toBeUndefined();
    // Never a media address: nothing under /media serves it.
    await request(t.app).get(`/media/${row?.filename}`).set('Host', EN).expect(404);

    const again = await send(EN, member.cookie, '/api/verification.php', await picture()).expect(409);
    expect(again.body.message).toBe(english('verification.already_pending'));
    const bad = await send(EN, member.cookie, '/api/verification.php', Buffer.from('<svg onload="alert(1)"/>')).expect(400);
    expect(bad.body.fields.photo).toBe(english('photos.bad_file'));
    expect(selfieFiles('flirtlocal')).toHaveLength(files + 1);
  });

  it('limits selfies per member and day, in the member’s language', async () => {
    const member = await memberWithPhoto(DE);
    for (let attempt = 0; attempt < 5; attempt += 1) await send(DE, member.cookie, '/api/verification.php', Buffer.from('not a picture')).expect(400);
    const refused = await send(DE, member.cookie, '/api/verification.php', await picture()).expect(429);
    expect(refused.body).toMatchObject({ error: 'too_many_selfies', message: german('verification.rate_limited') });
  });

  it('lets moderators of the site review the queue: reject with a reason, then approve, each once and audited', async () => {
    const member = await memberWithPhoto();
    await send(EN, member.cookie, '/api/verification.php', await picture()).expect(201);
    const later = await memberWithPhoto();
    await send(EN, later.cookie, '/api/verification.php', await picture()).expect(201);
    const moderator = await signedInOperator(t, 'moderator', ['flirtlocal']);

    // Paged oldest first: the page ends where the next one starts.
    const onePage = await moderator.api.get('/api/operator/verifications.php?limit=1').expect(200);
    expect(onePage.body.verifications).toHaveLength(1);
    expect(onePage.body.next_after).toBe(onePage.body.verifications[0].id);
    const nextPage = await moderator.api.get(`/api/operator/verifications.php?limit=1&after=${onePage.body.next_after}`).expect(200);
    expect(nextPage.body.verifications[0].id).toBeGreaterThan(onePage.body.next_after);

    const queue = await moderator.api.get('/api/operator/verifications.php?tenant_id=flirtlocal&limit=100').expect(200);
    const entry = queue.body.verifications.find((item: { member: { id: number } }) => item.member.id === member.id);
    expect(entry).toMatchObject({ tenant_id: 'flirtlocal', member: { id: member.id, name: member.body.name }, previous_rejections: 0 });
    expect(entry.photos).toEqual([expect.objectContaining({ status: 'active', main: true, url: expect.stringMatching(/^\/media\/flirtlocal\//) })]);
    expect(queue.body.pending).toContainEqual({ tenant_id: 'flirtlocal', count: expect.any(Number) });
    // The queue is oldest first.
    const ids = queue.body.verifications.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const selfie = await moderator.api.get(entry.selfie_url).expect(200);
    expect(selfie.headers['content-type']).toBe('image/webp');
    expect(selfie.headers['cache-control']).toBe('private, no-store');
    // The profile photo is served on the console host too.
    await request(t.app).get(entry.photos[0].url).set('Host', 'operator.localhost').expect(200);

    const missing = await moderator.api.post('/api/operator/verification-review.php', { id: entry.id, action: 'reject' }).expect(400);
    expect(missing.body.fields.reason).toBe(english('operator_console.verification_reason_required'));
    await moderator.api.post('/api/operator/verification-review.php', { id: entry.id, action: 'reject', reason: 'pose_not_copied' }).expect(200);
    const twice = await moderator.api.post('/api/operator/verification-review.php', { id: entry.id, action: 'approve' }).expect(409);
    expect(twice.body.message).toBe(english('operator_console.verification_reviewed'));
    // The rejected selfie is gone from storage; the member reads why and gets a pose for the next try.
    await moderator.api.get(entry.selfie_url).expect(404);
    const rejected = await api(t.app, EN, member.cookie).get('/api/verification.php').expect(200);
    expect(rejected.body.verification).toMatchObject({ status: 'rejected', reject_reason: 'pose_not_copied', pose: expect.any(String) });
    expect((await api(t.app, EN, member.cookie).get('/api/user.php')).body.user.verified).toBe(false);

    await send(EN, member.cookie, '/api/verification.php', await picture('#305030')).expect(201);
    const next = (await moderator.api.get('/api/operator/verifications.php?limit=100').expect(200)).body.verifications.find(
      (item: { member: { id: number } }) => item.member.id === member.id,
    );
    expect(next).toMatchObject({ previous_rejections: 1, pose: rejected.body.verification.pose });
    const approved = await moderator.api.post('/api/operator/verification-review.php', { id: next.id, action: 'approve' }).expect(200);
    expect(approved.body.verification).toMatchObject({ id: next.id, status: 'approved' });
    expect((await api(t.app, EN, member.cookie).get('/api/verification.php')).body.verification).toMatchObject({ status: 'approved', pose: null });
    expect((await api(t.app, EN, member.cookie).get('/api/user.php')).body.user.verified).toBe(true);
    await moderator.api.get(next.selfie_url).expect(200);
    const done = await send(EN, member.cookie, '/api/verification.php', await picture()).expect(409);
    expect(done.body.message).toBe(english('verification.already_verified'));

    const logged = await audits(member.id);
    expect(logged.map((row) => row.action).sort()).toEqual(['verification_approve', 'verification_reject']);
    expect(logged.find((row) => row.action === 'verification_reject')).toMatchObject({
      operatorId: moderator.id,
      tenantId: 'flirtlocal',
      detail: { verification_id: entry.id, reason: 'pose_not_copied', pose: entry.pose },
    });
  });

  it('shows a moderator of one site nothing of another, and support nothing at all', async () => {
    const member = await memberWithPhoto(DE);
    await send(DE, member.cookie, '/api/verification.php', await picture()).expect(201);
    const [row] = await t.database.db.select().from(photoVerifications).where(eq(photoVerifications.userId, member.id));
    const id = row?.id ?? 0;

    const other = await signedInOperator(t, 'moderator', ['flirtlocal']);
    const seen = await other.api.get('/api/operator/verifications.php?limit=100').expect(200);
    expect(seen.body.verifications.map((item: { tenant_id: string }) => item.tenant_id)).not.toContain('herzklopfen');
    expect(seen.body.pending.map((site: { tenant_id: string }) => site.tenant_id)).not.toContain('herzklopfen');
    await other.api.get('/api/operator/verifications.php?tenant_id=herzklopfen').expect(403);
    await other.api.get(`/api/operator/verification-selfie.php?id=${id}`).expect(404);
    await other.api.post('/api/operator/verification-review.php', { id, action: 'approve' }).expect(404);

    const support = await signedInOperator(t, 'support', ['herzklopfen']);
    await support.api.get('/api/operator/verifications.php').expect(403);
    await support.api.get(`/api/operator/verification-selfie.php?id=${id}`).expect(403);
    await support.api.post('/api/operator/verification-review.php', { id, action: 'approve' }).expect(403);
    // A member's session means nothing on the console.
    await api(t.app, 'operator.localhost', member.cookie).get('/api/operator/verifications.php').expect(401);

    const [unchanged] = await t.database.db.select().from(photoVerifications).where(eq(photoVerifications.id, id));
    expect(unchanged?.status).toBe('pending');
    const [account] = await t.database.db.select({ verifiedAt: users.verifiedAt }).from(users).where(eq(users.id, member.id));
    expect(account?.verifiedAt).toBeNull();

    const manager = await signedInOperator(t, 'manager', ['herzklopfen']);
    await manager.api.post('/api/operator/verification-review.php', { id, action: 'reject', reason: 'poor_quality' }).expect(200);
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, member.id), eq(auditLog.action, 'verification_reject')));
    expect(logged?.operatorId).toBe(manager.id);
  });
});
