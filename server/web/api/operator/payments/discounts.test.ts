import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { createPaymentTestApp, waitFor } from '#tests/support/payments';
import type { TestApp } from '#tests/support/test-app';
import { auditLog } from '#server/platform/db/schema';

const SITE_A = 'flirtlocal';
const HOST_A = 'flirtlocal.localhost';
const SITE_B = 'herzklopfen';

describe.each(BACKENDS)('console discount codes on $name', (backend) => {
  let t: TestApp;
  let owner: SignedInOperator;
  let managerA: SignedInOperator;
  let supportA: SignedInOperator;
  let moderatorA: SignedInOperator;
  let serial = 0;
  const code = (prefix: string) => `${prefix}-${++serial}-${backend.name.slice(0, 2)}`.toUpperCase();

  beforeAll(async () => {
    t = await createPaymentTestApp(backend);
    owner = await signedInOperator(t, 'owner');
    managerA = await signedInOperator(t, 'manager', [SITE_A]);
    supportA = await signedInOperator(t, 'support', [SITE_A]);
    moderatorA = await signedInOperator(t, 'moderator', [SITE_A]);
  });
  afterAll(() => t.close());

  const codesSeenBy = async (op: SignedInOperator, query = '') =>
    (
      (await op.api.get(`/api/operator/discount-codes.php${query}`).expect(200)).body.discount_codes as {
        code: string;
        state: string;
        used: number;
        held: number;
      }[]
    ).map((row) => row.code);

  it('lets owners and managers of the site make codes, and no one else; each sees only their sites’ codes', async () => {
    const mine = code('SPRING');
    const created = (await managerA.api.post('/api/operator/discount-codes.php', { tenant_id: SITE_A, code: mine.toLowerCase(), percentage: 15 }).expect(201))
      .body;
    expect(created.discount_code).toMatchObject({ code: mine, percentage: 15, state: 'active', used: 0, tenant_id: SITE_A });
    const theirs = code('HERBST');
    await owner.api.post('/api/operator/discount-codes.php', { tenant_id: SITE_B, code: theirs, percentage: 10 }).expect(201);
    await managerA.api.post('/api/operator/discount-codes.php', { tenant_id: SITE_B, code: code('NOPE'), percentage: 10 }).expect(403);
    for (const op of [supportA, moderatorA]) {
      await op.api.get('/api/operator/discount-codes.php').expect(403);
      await op.api.post('/api/operator/discount-codes.php', { tenant_id: SITE_A, code: code('NOPE'), percentage: 10 }).expect(403);
      await op.api.post('/api/operator/discount-code-disable.php', { id: created.discount_code.id }).expect(403);
    }
    expect(await codesSeenBy(managerA)).toContain(mine);
    expect(await codesSeenBy(managerA)).not.toContain(theirs);
    await managerA.api.get(`/api/operator/discount-codes.php?tenant_id=${SITE_B}`).expect(403);
    expect(await codesSeenBy(owner, `?tenant_id=${SITE_B}`)).toEqual([theirs]);
    const theirId = (await owner.api.get(`/api/operator/discount-codes.php?tenant_id=${SITE_B}`).expect(200)).body.discount_codes[0].id;
    await managerA.api.post('/api/operator/discount-code-disable.php', { id: theirId }).expect(403);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, managerA.id), eq(auditLog.action, 'discount_code_create')));
    expect(audited).toMatchObject({ tenantId: SITE_A, detail: { code: mine, percentage: 15 } });
  });

  it('refuses codes that cannot work, in words, and stores nothing', async () => {
    const post = (body: Record<string, unknown>) =>
      managerA.api.post('/api/operator/discount-codes.php', { tenant_id: SITE_A, code: code('BAD'), percentage: 10, ...body });
    for (const bad of [
      { percentage: 0 },
      { percentage: 91 },
      { percentage: 10.5 },
      { code: 'a b' },
      { code: 'ab' },
      { country: 'NLD' },
      { currency: 'XYZ' },
      { payment_methods: ['cash'] },
      { expires_at: 'soon' },
    ]) {
      expect((await post(bad).expect(400)).body.error).toBe('invalid_request');
    }
    const taken = code('TAKEN');
    await post({ code: taken }).expect(201);
    expect((await post({ code: taken.toLowerCase() }).expect(409)).body).toMatchObject({
      error: 'discount_code_exists',
      message: `The code ${taken} exists on this site already.`,
    });
    expect((await post({ code: 'timebonus25' }).expect(409)).body.error).toBe('discount_code_exists');
    expect((await post({ expires_at: new Date(t.now().getTime() - 1000).toISOString() }).expect(400)).body.error).toBe('discount_expiry_past');
    expect((await post({ minimum_order_value: 2000 }).expect(400)).body.error).toBe('discount_minimum_currency');
    const stranger = await createMember(t.app, t.database.db, 'herzklopfen.localhost');
    expect((await post({ member_id: stranger.id }).expect(400)).body.error).toBe('discount_member_not_found');
    await managerA.api.post('/api/operator/discount-code-disable.php', { id: 999999999 }).expect(404);
  });

  it('gives its discount at the member’s checkout, counts its use, and stops working once disabled', async () => {
    const name = code('WELCOME');
    const created = (
      await managerA.api
        .post('/api/operator/discount-codes.php', {
          tenant_id: SITE_A,
          code: name,
          percentage: 20,
          country: 'nl',
          currency: 'EUR',
          minimum_order_value: 1000,
          payment_methods: ['creditcard', 'ideal', 'ideal'],
          expires_at: new Date(t.now().getTime() + 86_400_000).toISOString(),
        })
        .expect(201)
    ).body.discount_code;
    expect(created).toMatchObject({ country: 'NL', currency: 'EUR', minimum_order_value: 1000, payment_methods: ['creditcard', 'ideal'] });

    const buyer = await createMember(t.app, t.database.db, HOST_A, { country: 'NL' });
    const shop = api(t.app, HOST_A, buyer.cookie);
    expect((await shop.get(`/api/discountcode.php?code=${name.toLowerCase()}`).expect(200)).body.discountcode).toMatchObject({
      code: name,
      value_percentage: 20,
    });
    const started = (await shop.post('/api/payment.php', { package: 'popular', paymentmethod: 'creditcard', discountcode: name }).expect(201)).body;
    expect(started.payment).toMatchObject({ amount: 31.96, list_amount: 39.95, discount_code: name, discount_percentage: 20 });
    const rowOf = async () =>
      ((await managerA.api.get('/api/operator/discount-codes.php').expect(200)).body.discount_codes as { code: string; used: number; held: number }[]).find(
        (row) => row.code === name,
      );
    expect(await rowOf()).toMatchObject({ used: 0, held: 1 });
    await request(t.app)
      .post(new URL(started.redirect as string).pathname)
      .set('Host', HOST_A)
      .type('form')
      .send('outcome=paid')
      .expect(303);
    await waitFor(rowOf, (row) => row?.used === 1);

    const other = await createMember(t.app, t.database.db, HOST_A, { country: 'NL' });
    await api(t.app, HOST_A, other.cookie).get(`/api/discountcode.php?code=${name}`).expect(200);
    expect((await managerA.api.post('/api/operator/discount-code-disable.php', { id: created.id }).expect(200)).body.discount_code).toMatchObject({
      status: 'disabled',
    });
    await managerA.api.post('/api/operator/discount-code-disable.php', { id: created.id }).expect(200);
    expect((await api(t.app, HOST_A, other.cookie).get(`/api/discountcode.php?code=${name}`).expect(404)).body.error).toBe('code_not_found');
    await api(t.app, HOST_A, other.cookie).post('/api/payment.php', { package: 'popular', paymentmethod: 'creditcard', discountcode: name }).expect(404);
    expect(await codesSeenBy(managerA, '?state=disabled')).toContain(name);
    expect(await codesSeenBy(managerA, '?state=active')).not.toContain(name);
    const disables = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, managerA.id), eq(auditLog.action, 'discount_code_disable')));
    expect(disables).toHaveLength(1);
  });

  it('lists a code past its expiry as expired', async () => {
    const name = code('SHORT');
    await managerA.api
      .post('/api/operator/discount-codes.php', {
        tenant_id: SITE_A,
        code: name,
        percentage: 5,
        expires_at: new Date(t.now().getTime() + 60_000).toISOString(),
      })
      .expect(201);
    expect(await codesSeenBy(managerA, '?state=active')).toContain(name);
    t.clock.offsetMs += 120_000;
    expect(await codesSeenBy(managerA, '?state=expired')).toContain(name);
    expect(await codesSeenBy(managerA, '?state=active')).not.toContain(name);
  });
});
