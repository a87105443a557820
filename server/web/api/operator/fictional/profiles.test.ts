import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, photos, profiles, users } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { signedInOperator, type SignedInOperator, fictionalProfileForm } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const SITE_A = 'flirtlocal';
const SITE_B = 'herzklopfen';
const HOST_A = 'flirtlocal.localhost';
const english = texts('en');

const jpeg = () =>
  sharp({ create: { width: 640, height: 640, channels: 3, background: '#3060a0' } })
    .jpeg()
    .toBuffer();

describe.each(BACKENDS)('fictional profiles in the console on $name', (backend) => {
  let t: TestApp;
  let owner: SignedInOperator;
  let moderatorA: SignedInOperator;
  let moderatorB: SignedInOperator;
  let support: SignedInOperator;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signedInOperator(t, 'owner');
    moderatorA = await signedInOperator(t, 'moderator', [SITE_A]);
    moderatorB = await signedInOperator(t, 'moderator', [SITE_B]);
    support = await signedInOperator(t, 'support', [SITE_A, SITE_B]);
  });
  afterAll(() => t.close());

  const create = async (operator: SignedInOperator, overrides: Record<string, unknown> = {}) =>
    (await operator.api.post('/api/operator/fictional-profiles.php', { tenant_id: SITE_A, ...fictionalProfileForm(overrides) }).expect(201)).body.id as number;
  const upload = (operator: SignedInOperator, profileId: number, data: Buffer) =>
    operator.api.raw('post', '/api/operator/fictional-photo.php').field('profile_id', String(profileId)).attach('photo', data, 'face.jpg');
  const auditOf = (operatorId: number, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, operatorId), eq(auditLog.action, action)));

  it('creates a fictional profile that members see at once, marked fictional, on an account nobody signs in to', async () => {
    const id = await create(moderatorA);
    const [row] = await t.database.db
      .select({ profile: profiles, user: users })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, id));
    expect(row?.profile).toMatchObject({ fictional: true, status: 'active', tenantId: SITE_A, name: 'Mila', region: 'ANS', interests: [1, 4] });
    expect(row?.user.email).toMatch(/^fictional-[\w-]+@flirtlocal\.localhost$/);
    expect(row?.user.credits).toBe(0);
    expect(row?.user.notificationsDisabled).toContain('new_messages');
    const member = await createMember(t.app, t.database.db, HOST_A);
    const seen = await api(t.app, HOST_A, member.cookie).get(`/api/member.php?id=${id}`).expect(200);
    expect(seen.body).toMatchObject({ profile: expect.objectContaining({ id, fictional: true }) });
    const entries = await auditOf(moderatorA.id, 'fictional_profile_create');
    expect(entries).toEqual([expect.objectContaining({ tenantId: SITE_A, memberId: id })]);
  });

  it('lists the fictional profiles of the operator’s sites only, with photos and waiting counts', async () => {
    const id = await create(owner, { name: 'Listed' });
    await owner.api
      .post('/api/operator/fictional-profiles.php', { tenant_id: SITE_B, ...fictionalProfileForm({ name: 'Lena', country: 'DE', region: 'BY' }) })
      .expect(201);
    const forA = (await moderatorA.api.get('/api/operator/fictional-profiles.php').expect(200)).body.profiles as { id: number; tenant_id: string }[];
    expect(forA.map((profile) => profile.id)).toContain(id);
    expect(new Set(forA.map((profile) => profile.tenant_id))).toEqual(new Set([SITE_A]));
    expect(forA.find((profile) => profile.id === id)).toMatchObject({ name: 'Listed', age: expect.any(Number), region_name: 'Angus', photos: 0, waiting: 0 });
    const forB = (await moderatorB.api.get('/api/operator/fictional-profiles.php').expect(200)).body.profiles as { id: number }[];
    expect(forB.map((profile) => profile.id)).not.toContain(id);
    await moderatorB.api.get(`/api/operator/fictional-profiles.php?tenant_id=${SITE_A}`).expect(403);
    const named = (await owner.api.get(`/api/operator/fictional-profiles.php?tenant_id=${SITE_A}&q=liste`).expect(200)).body.profiles as { id: number }[];
    expect(named.map((profile) => profile.id)).toEqual([id]);
  });

  it('keeps support and other sites’ moderators out of every fictional route', async () => {
    const id = await create(moderatorA);
    await support.api.get('/api/operator/fictional-profiles.php').expect(403);
    await support.api.post('/api/operator/fictional-profiles.php', { tenant_id: SITE_A, ...fictionalProfileForm() }).expect(403);
    await support.api.get(`/api/operator/fictional-profile.php?id=${id}`).expect(403);
    await moderatorB.api.post('/api/operator/fictional-profiles.php', { tenant_id: SITE_A, ...fictionalProfileForm() }).expect(403);
    await moderatorB.api.get(`/api/operator/fictional-profile.php?id=${id}`).expect(404);
    await moderatorB.api.put('/api/operator/fictional-profiles.php', { id, ...fictionalProfileForm({ name: 'Taken' }) }).expect(404);
    await upload(moderatorB, id, await jpeg()).expect(404);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile?.name).toBe('Mila');
  });

  it('edits the fields but never the fictional flag, and never a real member', async () => {
    const id = await create(moderatorA);
    await moderatorA.api
      .put('/api/operator/fictional-profiles.php', { id, ...fictionalProfileForm({ name: 'Milena', region: null, fictional: false }) })
      .expect(200);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile).toMatchObject({ name: 'Milena', region: null, fictional: true });
    const shown = (await moderatorA.api.get(`/api/operator/fictional-profile.php?id=${id}`).expect(200)).body.profile;
    expect(shown).toMatchObject({ id, fictional: true, name: 'Milena' });
    const real = await createMember(t.app, t.database.db, HOST_A);
    await moderatorA.api.put('/api/operator/fictional-profiles.php', { id: real.id, ...fictionalProfileForm() }).expect(404);
    const [untouched] = await t.database.db.select().from(profiles).where(eq(profiles.userId, real.id));
    expect(untouched).toMatchObject({ fictional: false, name: real.body.name });
    expect(await auditOf(moderatorA.id, 'fictional_profile_update')).toEqual([expect.objectContaining({ memberId: id })]);
  });

  it('answers wrong fields with translated messages and stores nothing', async () => {
    const before = await t.database.db.select({ id: profiles.userId }).from(profiles);
    const young = new Date(Date.now() - 17 * 365.25 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const res = await owner.api
      .post('/api/operator/fictional-profiles.php', {
        tenant_id: SITE_A,
        ...fictionalProfileForm({ date_of_birth: young, country: 'DE', gender: '', interests: [999] }),
      })
      .expect(400);
    expect(res.body.fields).toEqual({
      date_of_birth: english('accounts.dob_required', { min_age: 18 }),
      country: english('errors.invalid_field'),
      gender: english('accounts.choose_option'),
      interests: english('errors.invalid_field'),
    });
    const region = await owner.api.post('/api/operator/fictional-profiles.php', { tenant_id: SITE_A, ...fictionalProfileForm({ region: 'BY' }) }).expect(400);
    expect(Object.keys(region.body.fields)).toEqual(['region']);
    await owner.api.post('/api/operator/fictional-profiles.php', { tenant_id: 'nowhere', ...fictionalProfileForm() }).expect(400);
    expect(await t.database.db.select({ id: profiles.userId }).from(profiles)).toHaveLength(before.length);
  });

  it('uploads photos through the photo pipeline, active at once, and deletes them', async () => {
    const id = await create(moderatorA);
    const first = await upload(moderatorA, id, await jpeg()).expect(201);
    expect(first.body.photo).toMatchObject({ status: 'active', main: true, filename: expect.stringMatching(/^\/media\/flirtlocal\/[\w-]+\.webp$/) });
    const second = await upload(moderatorA, id, await jpeg()).expect(201);
    await moderatorA.api.put('/api/operator/fictional-photo.php', { profile_id: id, id: second.body.photo.id }).expect(200);
    const member = await createMember(t.app, t.database.db, HOST_A);
    const seen = await api(t.app, HOST_A, member.cookie).get(`/api/member.php?id=${id}`).expect(200);
    expect(seen.body.profile.main_image).toMatchObject({ filename: second.body.photo.filename, status: 'active' });
    await moderatorA.api.delete('/api/operator/fictional-photo.php', { profile_id: id, id: first.body.photo.id }).expect(200);
    expect((await t.database.db.select({ id: photos.id }).from(photos).where(eq(photos.userId, id))).map((photo) => photo.id)).toEqual([second.body.photo.id]);
    const bad = await upload(moderatorA, id, Buffer.from('not a picture')).expect(400);
    expect(bad.body.fields.photo).toBe(english('photos.bad_file'));
    const listed = (await moderatorA.api.get(`/api/operator/fictional-profiles.php?tenant_id=${SITE_A}`).expect(200)).body.profiles as {
      id: number;
      photos: number;
    }[];
    expect(listed.find((profile) => profile.id === id)?.photos).toBe(1);
    const actions = (await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.memberId, id))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['fictional_photo_upload', 'fictional_photo_main', 'fictional_photo_delete']));
  });

  it('offers the site’s countries, regions and interests for the form', async () => {
    const options = (await moderatorA.api.get(`/api/operator/fictional-options.php?tenant_id=${SITE_A}`).expect(200)).body;
    expect(options.countries.map((country: { code: string }) => country.code)).toEqual(t.tenants.get(SITE_A)?.tenant.countries);
    expect(options.interests[0]).toEqual({ id: 1, icon: expect.any(String), label: 'Adventure' });
    await moderatorB.api.get(`/api/operator/fictional-options.php?tenant_id=${SITE_A}`).expect(403);
  });
});
