import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, complaints, paymentRefunds, payments } from '#server/platform/db/schema';
import { trafficReport } from '#server/core/domain/traffic/report';
import { createTranslator } from '#server/platform/i18n';
import { api, GOOD_PASSWORD } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { download, entriesOf, memberWithData, storedKeys, tablesMentioning } from '#tests/support/member-data';
import { memberFiles } from '#tests/support/member-files';
import { signedInOperator } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const SITE_A = 'flirtlocal';
const SITE_B = 'herzklopfen';
const english = createTranslator().t('en');

describe.each(BACKENDS)('a member’s data in the console on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const exportAs = (operator: Awaited<ReturnType<typeof signedInOperator>>, id: number) =>
    download(t, 'operator.localhost', `/api/operator/member-export.php?id=${id}`, operator.cookie);
  const audited = (action: string, memberId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.memberId, memberId)));

  it('exports the member’s ZIP for support, managers and owners of the site, audited; moderators 403, other sites 404', async () => {
    const { member } = await memberWithData(t, EN);
    const support = await signedInOperator(t, 'support', [SITE_A]);
    const res = await exportAs(support, member.id).expect(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="flirtlocal-member-${member.id}-data-export-${t.now().toISOString().slice(0, 10)}.zip"`,
    );
    const { json } = entriesOf(res.body);
    expect(json('account')).toMatchObject({ id: member.id, email: member.body.email });
    expect(json('messages')).toHaveLength(1);
    expect(await audited('member_export', member.id)).toEqual([expect.objectContaining({ operatorId: support.id, tenantId: SITE_A })]);

    await exportAs(await signedInOperator(t, 'manager', [SITE_A]), member.id).expect(200);
    await exportAs(await signedInOperator(t, 'owner'), member.id).expect(200);
    const moderator = await exportAs(await signedInOperator(t, 'moderator', [SITE_A]), member.id).expect(403);
    expect(JSON.parse(moderator.body.toString())).toMatchObject({ error: 'forbidden' });
    const elsewhere = await exportAs(await signedInOperator(t, 'manager', [SITE_B]), member.id).expect(404);
    expect(JSON.parse(elsewhere.body.toString())).toMatchObject({ error: 'member_not_found' });
    const bad = await exportAs(support, 0).expect(400);
    expect(JSON.parse(bad.body.toString())).toMatchObject({ error: 'invalid_request' });
    expect(await audited('member_export', member.id)).toHaveLength(3);
  });

  it('erases only for owners and managers of the site, with the written request’s reference', async () => {
    const { member } = await memberWithData(t, EN);
    const erase = (operator: Awaited<ReturnType<typeof signedInOperator>>, body: object) => operator.api.post('/api/operator/member-erase.php', body);
    for (const role of ['support', 'moderator'] as const) {
      const refused = await erase(await signedInOperator(t, role, [SITE_A]), { id: member.id, reference: 'REQ-1' }).expect(403);
      expect(refused.body).toEqual({ error: 'forbidden', message: english('operator_console.forbidden') });
    }
    await erase(await signedInOperator(t, 'manager', [SITE_B]), { id: member.id, reference: 'REQ-1' }).expect(404);
    const manager = await signedInOperator(t, 'manager', [SITE_A]);
    for (const reference of ['', '   ', 'x'.repeat(101)]) {
      const refused = await erase(manager, { id: member.id, reference }).expect(400);
      expect(refused.body).toMatchObject({ error: 'erase_reference_invalid', message: english('operator_console.gdpr_reference_invalid', { max: 100 }) });
    }
    await erase(manager, { id: 'one', reference: 'REQ-1' }).expect(400);
    // Nothing changed by the refusals: the member still signs in.
    await api(t.app, EN).post('/api/user.php', { email: member.body.email, password: GOOD_PASSWORD }).expect(200);
    expect(await audited('member_erase', member.id)).toEqual([]);

    expect((await erase(manager, { id: member.id, reference: ' REQ-2026-0042 ' }).expect(200)).body).toEqual({ erased: member.id });
    expect(await audited('member_erase', member.id)).toEqual([
      expect.objectContaining({ operatorId: manager.id, tenantId: SITE_A, detail: { reference: 'REQ-2026-0042' } }),
    ]);
    await api(t.app, EN).post('/api/user.php', { email: member.body.email, password: GOOD_PASSWORD }).expect(401);
    await erase(manager, { id: member.id, reference: 'REQ-2026-0042' }).expect(404);
  });

  it('leaves no file and no row naming the member; payments stay anonymised and the traffic report still counts them', async () => {
    const data = await memberWithData(t, EN);
    const { member } = data;
    const keys = await storedKeys(t, member.id);
    const files = memberFiles(t);
    // The profile photo, its thumbnail and four copies (320 and 400 px, AVIF and WebP); two chat photos with theirs.
    expect(keys.media).toHaveLength(10);
    for (const key of keys.media) expect(await files.media.read(key)).not.toBeNull();
    expect(await files.selfies.read(data.selfieKey)).not.toBeNull();
    expect(await tablesMentioning(t, member.body.email)).toMatchObject({ users: 1, payment_refunds: 1, complaints: 1, credit_ledger: 1 });
    const day = t.now();
    const before = await trafficReport(t.database.db, { tenantId: SITE_A, from: day, to: day, by: ['network', 'ref'] });

    const owner = await signedInOperator(t, 'owner');
    await owner.api.post('/api/operator/member-erase.php', { id: member.id, reference: 'letter 2026/17' }).expect(200);

    for (const key of keys.media) expect(await files.media.read(key)).toBeNull();
    expect(await files.selfies.read(data.selfieKey)).toBeNull();
    expect(await tablesMentioning(t, member.body.email)).toEqual({});
    expect(await tablesMentioning(t, `click-${member.id}`)).toEqual({});
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, data.payment.id));
    expect(payment).toMatchObject({
      userId: null,
      tenantId: SITE_A,
      amount: 1995,
      currency: 'EUR',
      status: 'paid',
      providerRef: data.payment.providerRef,
      paidAt: data.payment.paidAt,
      tracking: { network: 'adnet', ref: 'affiliate-7' },
      erasedFirstPayment: true,
    });
    const [refund] = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, data.payment.id));
    expect(refund).toMatchObject({ amount: 500, reason: '' });
    const visitorComplaints = await t.database.db.select().from(complaints).where(eq(complaints.profileId, data.stranger.id));
    expect(visitorComplaints.map((complaint) => [complaint.reporterId, complaint.reporterEmail])).toEqual([
      [null, null],
      [null, null],
    ]);

    const after = await trafficReport(t.database.db, { tenantId: SITE_A, from: day, to: day, by: ['network', 'ref'] });
    const adnet = (report: typeof after) => report.rows.find((row) => row.source.network === 'adnet' && row.source.ref === 'affiliate-7');
    // Every member of these tests paid through the same source: the row counts them all, the erased ones too.
    expect(adnet(before)?.firstPayments).toBeGreaterThanOrEqual(1);
    expect(adnet(after)).toEqual(adnet(before));
    expect(after.total.revenue).toEqual(before.total.revenue);
    expect(after.total.firstPayments).toBe(before.total.firstPayments);
  });
});
