import crypto from 'node:crypto';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { lastSentMailTo, linkIn, sentMails } from '#tests/support/mail';
import { createMember } from '#tests/support/members';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { auditLog, complaints, creditLedger, payments, photos, sessions, users } from '#server/platform/db/schema';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';
const english = texts('en');
const SECRET_WORDS = 'Meet me behind the old mill at nine';

/** The console's members area on both backends: who may do what, what the search finds, what the page shows. */
describe.each(BACKENDS)('console members on $name', (backend) => {
  let t: TestApp;
  let anna: Awaited<ReturnType<typeof createMember>>;
  let bob: Awaited<ReturnType<typeof createMember>>;
  let german: Awaited<ReturnType<typeof createMember>>;
  let owner: SignedInOperator;
  let managerA: SignedInOperator;
  let support: SignedInOperator;
  let moderator: SignedInOperator;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    anna = await createMember(t.app, db, EN, { name: 'Annabel Lee', gender: 'female' });
    bob = await createMember(t.app, db, EN, { name: 'Bob', gender: 'male' });
    german = await createMember(t.app, db, DE, { name: 'Annegret', gender: 'female' });
    owner = await signedInOperator(t, 'owner');
    managerA = await signedInOperator(t, 'manager', ['flirtlocal']);
    support = await signedInOperator(t, 'support', ['flirtlocal', 'herzklopfen']);
    moderator = await signedInOperator(t, 'moderator', ['flirtlocal']);
    // A conversation both ways, a payment, photos in every state and a complaint each way.
    const send = (cookie: string, to: number) =>
      api(t.app, EN, cookie).post('/api/chat.php', { profile_id: to, text: SECRET_WORDS, client_id: crypto.randomUUID() }).expect(200);
    await send(bob.cookie, anna.id);
    await send(anna.cookie, bob.id);
    await db.insert(payments).values({
      tenantId: 'flirtlocal',
      userId: anna.id,
      packageId: 'starter',
      credits: 100,
      amount: 1995,
      listAmount: 1995,
      currency: 'EUR',
      method: 'ideal',
      provider: 'sandbox',
      sequence: 'oneoff',
      refundDays: 14,
    });
    await db.insert(photos).values(
      (['active', 'pending', 'rejected'] as const).map((status, index) => ({
        tenantId: 'flirtlocal',
        userId: anna.id,
        filename: `flirtlocal/anna-${index}.webp`,
        thumbFilename: `flirtlocal/anna-${index}_thumb.webp`,
        status,
        isMain: index === 0,
        rejectReason: status === 'rejected' ? 'other' : null,
      })),
    );
    await db.insert(complaints).values([
      { tenantId: 'flirtlocal', reporterId: bob.id, profileId: anna.id, reason: 'spam_or_scam', text: 'Asks for money' },
      { tenantId: 'flirtlocal', reporterId: anna.id, profileId: bob.id, reason: 'harassment', text: 'Rude' },
    ]);
    // Four sign-ups and four operators (argon2 each) take a while on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  const ids = (body: { members: { id: number }[] }) => body.members.map((member) => member.id);
  const balanceAndLedger = async (memberId: number) => {
    const [user] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, memberId));
    const [ledger] = await t.database.db
      .select({ total: sum(creditLedger.amount).mapWith(Number) })
      .from(creditLedger)
      .where(eq(creditLedger.userId, memberId));
    return { credits: user?.credits, ledger: ledger?.total };
  };

  it('lets owners, managers and support in; moderators get 403 on every route', async () => {
    const routes: [string, string, object][] = [
      ['get', `/api/operator/members.php`, {}],
      ['get', `/api/operator/member.php?id=${anna.id}`, {}],
      ['post', '/api/operator/member-ban.php', { id: anna.id, reason: 'Test' }],
      ['post', '/api/operator/member-unban.php', { id: anna.id }],
      ['post', '/api/operator/member-credits.php', { id: anna.id, amount: 5, note: 'Test' }],
      ['post', '/api/operator/member-resend-activation.php', { id: anna.id }],
      ['post', '/api/operator/member-logout.php', { id: anna.id }],
      ['post', '/api/operator/member-delete.php', { id: anna.id }],
    ];
    for (const [method, path, body] of routes) {
      const res = method === 'get' ? await moderator.api.get(path) : await moderator.api.post(path, body);
      expect(res.status, path).toBe(403);
      expect(res.body.error).toBe('forbidden');
      expect((method === 'get' ? await api(t.app, 'operator.localhost').get(path) : await api(t.app, 'operator.localhost').post(path, body)).status).toBe(401);
    }
    for (const operator of [owner, managerA, support]) await operator.api.get(`/api/operator/member.php?id=${anna.id}`).expect(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.operatorId, moderator.id));
    expect(audit.filter((row) => row.action.startsWith('member_'))).toEqual([]);
  });

  it('shows a manager of one site nothing of another: absent from lists, 403 for the site, 404 for its members, nothing changed', async () => {
    const everyone = await managerA.api.get('/api/operator/members.php?limit=200').expect(200);
    expect(ids(everyone.body)).toEqual(expect.arrayContaining([anna.id, bob.id]));
    expect(ids(everyone.body)).not.toContain(german.id);
    expect(everyone.body.members.every((member: { tenant_id: string }) => member.tenant_id === 'flirtlocal')).toBe(true);
    expect((await managerA.api.get('/api/operator/members.php?tenant_id=herzklopfen').expect(403)).body.error).toBe('forbidden');
    expect(ids((await managerA.api.get(`/api/operator/members.php?q=${german.id}`).expect(200)).body)).toEqual([]);
    expect(ids((await managerA.api.get(`/api/operator/members.php?q=${encodeURIComponent(german.body.email)}`).expect(200)).body)).toEqual([]);
    const notFound = await managerA.api.get(`/api/operator/member.php?id=${german.id}`).expect(404);
    expect(notFound.body).toEqual({ error: 'member_not_found', message: english('operator_console.member_not_found') });
    // The same answer as an id nobody has: nothing tells the other site's member exists.
    expect((await managerA.api.get('/api/operator/member.php?id=999999999').expect(404)).body).toEqual(notFound.body);
    const before = await balanceAndLedger(german.id);
    for (const [path, body] of [
      ['/api/operator/member-ban.php', { id: german.id, reason: 'No' }],
      ['/api/operator/member-credits.php', { id: german.id, amount: 50, note: 'No' }],
      ['/api/operator/member-logout.php', { id: german.id }],
      ['/api/operator/member-resend-activation.php', { id: german.id }],
      ['/api/operator/member-delete.php', { id: german.id }],
    ] as const) {
      expect((await managerA.api.post(path, body)).status, path).toBe(404);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, german.id));
    expect(row?.bannedAt).toBeNull();
    expect(await balanceAndLedger(german.id)).toEqual(before);
    expect((await t.database.db.select().from(sessions).where(eq(sessions.userId, german.id))).length).toBe(1);
    // Support of both sites and the owner find the German member.
    expect(ids((await support.api.get(`/api/operator/members.php?q=${german.id}`).expect(200)).body)).toEqual([german.id]);
    expect(ids((await owner.api.get('/api/operator/members.php?tenant_id=herzklopfen&limit=200').expect(200)).body)).toContain(german.id);
  });

  it('finds members by e-mail (any case), id and the start of a name, filters by status, pages newest first', async () => {
    const find = async (query: string) => ids((await owner.api.get(`/api/operator/members.php?${query}`).expect(200)).body);
    expect(await find(`q=${encodeURIComponent(anna.body.email.toUpperCase())}`)).toEqual([anna.id]);
    expect(await find(`q=${anna.id}`)).toEqual([anna.id]);
    expect(await find('q=anna')).toEqual([anna.id]);
    expect(await find('q=ANN')).toEqual(expect.arrayContaining([anna.id, german.id]));
    expect(await find('q=ann&tenant_id=flirtlocal')).toEqual([anna.id]);
    // Like-patterns are text: a name search for "%" finds nobody.
    expect(await find('q=%25')).toEqual([]);
    const all = await find('limit=200');
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const first = await owner.api.get('/api/operator/members.php?limit=2').expect(200);
    expect(first.body.members).toHaveLength(2);
    const next = await find(`limit=2&before=${first.body.next_before}`);
    expect(next.every((id) => id < first.body.next_before)).toBe(true);
    expect(first.body.members[0]).toMatchObject({ tenant_id: expect.any(String), email: expect.any(String), status: 'active', banned: false, verified: false });

    await owner.api.post('/api/operator/member-ban.php', { id: bob.id, reason: 'Status filter test' }).expect(200);
    expect(await find('status=banned&limit=200')).toEqual([bob.id]);
    expect(await find('status=active&limit=200')).not.toContain(bob.id);
    await owner.api.post('/api/operator/member-unban.php', { id: bob.id }).expect(200);
    for (const bad of ['status=deleted', 'limit=0', 'before=-1', `q=${'x'.repeat(300)}`]) {
      const res = await owner.api.get(`/api/operator/members.php?${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });

  it('shows the member page: account, profile, every photo, ledger, payments, complaints both ways, conversation metadata without text', async () => {
    const res = await support.api.get(`/api/operator/member.php?id=${anna.id}`).expect(200);
    const page = res.body;
    expect(page.account).toMatchObject({ id: anna.id, email: anna.body.email, status: 'active', tenant_id: 'flirtlocal', banned_at: null, live_sessions: 1 });
    expect(page.profile).toMatchObject({ name: 'Annabel Lee', gender: 'female', visible: true, fictional: false });
    expect(page.photos.map((photo: { status: string }) => photo.status)).toEqual(['active', 'pending', 'rejected']);
    expect(page.photos[0]).toMatchObject({ main: true, url: '/media/flirtlocal/anna-0.webp', thumb_url: '/media/flirtlocal/anna-0_thumb.webp' });
    expect(page.photos[2].reject_reason).toBe('other');
    expect(page.ledger.map((row: { reason: string }) => row.reason)).toEqual(expect.arrayContaining(['message']));
    expect(page.payments).toEqual([expect.objectContaining({ amount: 1995, currency: 'EUR', status: 'open', credits: 100 })]);
    expect(page.complaints.about).toEqual([expect.objectContaining({ reason: 'spam_or_scam', other: { id: bob.id, name: 'Bob' } })]);
    expect(page.complaints.by).toEqual([expect.objectContaining({ reason: 'harassment', other: { id: bob.id, name: 'Bob' } })]);
    expect(page.conversations).toEqual([
      expect.objectContaining({ counterpart: { id: bob.id, name: 'Bob', fictional: false }, messages: 2, sent: 1, credits_spent: expect.any(Number) }),
    ]);
    expect(page.conversations[0].last_message_at).not.toBeNull();
    expect(res.text).not.toContain(SECRET_WORDS);
  });

  it('corrects credits with one ledger row and a note; the balance stays the ledger’s sum and never goes below zero', async () => {
    const before = await balanceAndLedger(bob.id);
    expect(before.credits).toBe(before.ledger);
    const plus = await support.api.post('/api/operator/member-credits.php', { id: bob.id, amount: 50, note: 'Goodwill after an outage' }).expect(200);
    expect(plus.body.credits).toBe((before.credits ?? 0) + 50);
    const rows = await t.database.db.select().from(creditLedger).where(eq(creditLedger.reason, 'operator_correction'));
    expect(rows).toEqual([
      expect.objectContaining({ userId: bob.id, amount: 50, operatorId: support.id, note: 'Goodwill after an outage', tenantId: 'flirtlocal' }),
    ]);
    const after = await balanceAndLedger(bob.id);
    expect(after).toEqual({ credits: (before.credits ?? 0) + 50, ledger: (before.ledger ?? 0) + 50 });

    const tooMuch = await support.api.post('/api/operator/member-credits.php', { id: bob.id, amount: -(after.credits ?? 0) - 1, note: 'Too much' }).expect(400);
    expect(tooMuch.body).toMatchObject({
      error: 'credits_below_zero',
      message: english('operator_console.credits_negative', { credits: after.credits ?? 0 }),
    });
    for (const body of [
      { id: bob.id, amount: 0, note: 'Nothing' },
      { id: bob.id, amount: 10_001, note: 'Too big' },
      { id: bob.id, amount: 5, note: '   ' },
      { id: bob.id, amount: 1.5, note: 'Fraction' },
      { id: bob.id, amount: '5', note: 'Text' },
    ]) {
      expect((await support.api.post('/api/operator/member-credits.php', body)).status, JSON.stringify(body)).toBe(400);
    }
    const down = await support.api.post('/api/operator/member-credits.php', { id: bob.id, amount: -(after.credits ?? 0), note: 'Back to zero' }).expect(200);
    expect(down.body.credits).toBe(0);
    expect(await balanceAndLedger(bob.id)).toEqual({ credits: 0, ledger: 0 });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'member_credits'));
    expect(audit.map((row) => row.detail)).toEqual([
      { amount: 50, note: 'Goodwill after an outage', balance: (before.credits ?? 0) + 50 },
      { amount: -(after.credits ?? 0), note: 'Back to zero', balance: 0 },
    ]);
  });

  it('resends the activation mail only to unconfirmed members, limited per account', async () => {
    const email = `fresh.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const fresh = await api(t.app, EN)
      .post('/api/signup.php', {
        email,
        name: 'Freshly',
        password: 'Velvet-Harbour-82',
        date_of_birth: '1990-05-17',
        gender: 'female',
        sexuality: 'hetero',
      })
      .expect(201);
    const freshId: number = fresh.body.user.id;
    expect((await support.api.post('/api/operator/member-resend-activation.php', { id: anna.id }).expect(409)).body.error).toBe('already_confirmed');
    // Sign-up sent one; the per-account allowance (3 an hour) is shared with the member's own resends.
    const mailsBefore = (await sentMails(t)).length;
    await support.api.post('/api/operator/member-resend-activation.php', { id: freshId }).expect(200);
    expect(linkIn(await lastSentMailTo(t, email))).toMatch(/^\/api\/activate\.php\?token=/);
    await support.api.post('/api/operator/member-resend-activation.php', { id: freshId }).expect(200);
    // Each resent once the previous one went out (one still queued is sent instead of a second).
    await t.jobs.drain();
    await support.api.post('/api/operator/member-resend-activation.php', { id: freshId }).expect(200);
    expect((await sentMails(t)).length).toBe(mailsBefore + 3);
    const limited = await support.api.post('/api/operator/member-resend-activation.php', { id: freshId }).expect(429);
    expect(limited.body.error).toBe('too_many_requests');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'member_resend_activation'));
    expect(audit.filter((row) => row.memberId === freshId)).toHaveLength(3);
  });

  it('logs a member out everywhere and deletes a member at once', async () => {
    const carl = await createMember(t.app, t.database.db, EN, { name: 'Carl' });
    expect((await managerA.api.post('/api/operator/member-logout.php', { id: carl.id }).expect(200)).body.sessions_ended).toBe(1);
    expect((await api(t.app, EN, carl.cookie).get('/api/user.php').expect(200)).body.user).toBeNull();

    await support.api.post('/api/operator/member-delete.php', { id: carl.id }).expect(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, carl.id))).toEqual([]);
    await support.api.get(`/api/operator/member.php?id=${carl.id}`).expect(404);
    await support.api.post('/api/operator/member-delete.php', { id: carl.id }).expect(404);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.memberId, carl.id));
    expect(audit.map((row) => [row.action, row.operatorId])).toEqual([
      ['member_logout', managerA.id],
      ['member_delete', support.id],
    ]);
  });

  it('answers bad input with a translated 4xx and changes nothing', async () => {
    for (const [path, body] of [
      ['/api/operator/member-ban.php', { id: bob.id, reason: '' }],
      ['/api/operator/member-ban.php', { id: bob.id, reason: 'x'.repeat(501) }],
      ['/api/operator/member-ban.php', { id: 'x', reason: 'Spam' }],
      ['/api/operator/member-unban.php', { id: -1 }],
      ['/api/operator/member-logout.php', {}],
    ] as const) {
      const res = await owner.api.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await owner.api.post('/api/operator/member-ban.php', { id: bob.id, reason: '' })).body.message).toBe(
      english('operator_console.ban_reason_invalid', { max: 500 }),
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, bob.id));
    expect(row?.bannedAt).toBeNull();
    await owner.api.get('/api/operator/member.php?id=abc').expect(400);
  });
});
