import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '#server/platform/db/client';
import { payments, users } from '#server/platform/db/schema';
import { settleFromProvider, settlePayment } from '#server/core/domain/payments/settle';
import { sign, SIGNATURE_HEADER } from '#server/adapters/payment-providers/providers/sandbox';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember, establishedMember } from '#tests/support/members';
import { createPaymentTestApp, sandboxOf, waitFor } from '#tests/support/payments';
import { headerLine, mailsTo, textOf } from '#tests/support/received-mail';
import { codeIn, lastSmsTo } from '#tests/support/sms';
import { startSmtpServer, type TestSmtp } from '#tests/support/smtp';
import { SANDBOX_SECRET, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const IBAN = 'DE89 3704 0044 0532 0130 00';

/** The database, except that every transaction fails just before it would commit (a connection lost at that moment). */
function failingCommits(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      return (work: Parameters<Db['transaction']>[0]) =>
        target.transaction(async (tx) => {
          await work(tx);
          throw new Error('connection lost before commit');
        });
    },
  });
}

describe.each(BACKENDS)('receipts and SEPA mails on $name', (backend) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createPaymentTestApp(backend, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const origin = () => t.tenants.get('flirtlocal')?.origin as string;
  const subjects = async (email: string) => (await mailsTo(smtp, email)).map((mail) => mail.subject);
  const mailed = async (email: string, subject: string) => (await mailsTo(smtp, email)).filter((mail) => mail.subject === subject);
  const statusOf = (cookie: string, id: number) =>
    api(t.app, EN, cookie)
      .get(`/api/payment.php?id=${id}`)
      .then((res) => res.body.payment as { status: string; created_at: string });
  const refOf = async (id: number) => (await t.database.db.select({ ref: payments.providerRef }).from(payments).where(eq(payments.id, id)))[0]?.ref as string;
  const notify = (ref: string) => {
    const body = `id=${ref}`;
    return request(t.app)
      .post('/api/payments/webhook/sandbox')
      .set('Host', EN)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .set(SIGNATURE_HEADER, sign(SANDBOX_SECRET, body))
      .send(body)
      .expect(200);
  };
  async function payByIdeal(cookie: string, packageId: string) {
    const started = await api(t.app, EN, cookie).post('/api/payment.php', { package: packageId, paymentmethod: 'ideal' }).expect(201);
    const path = new URL(started.body.redirect).pathname;
    await request(t.app).post(path).set('Host', EN).type('form').send('outcome=paid').expect(303);
    const id = started.body.payment.payment_id as number;
    await waitFor(
      () => statusOf(cookie, id),
      (payment) => payment.status === 'paid',
    );
    return id;
  }

  it('mails one receipt, in the member’s language, however often the payment is reported paid', async () => {
    const anna = await establishedMember(t.app, t.database.db, EN, { country: 'NL' });
    await api(t.app, EN, anna.cookie).put('/api/user.php', { language: 'de' }).expect(200);
    const id = await payByIdeal(anna.cookie, 'popular');
    // The provider's duplicate webhooks, and the reconciliation asking the provider beside them.
    const ref = await refOf(id);
    await Promise.all([notify(ref), notify(ref)]);
    await settleFromProvider(t.database.db, sandboxOf(t), ref, t.now());
    await t.jobs.drain();
    await t.jobs.drain();

    const receipts = await mailed(anna.body.email, `Ihr Beleg ${id} von FlirtLocal`);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    for (const line of [
      `Zahlungsnummer: ${id}`,
      'Zahlungsart: iDEAL',
      'Paket mit 250 Credits: 39,95 €',
      'Gesamt (inkl. MwSt.): 39,95 €',
      'USt-IdNr.: NL862345678B01',
      `${origin()}/transactions/${id}`,
      `${origin()}/pages/return-policy`,
      'Amora Media B.V. · Keizersgracht 221 · 1016 DV Amsterdam',
    ])
      expect(textOf(receipt)).toContain(line);
    expect(textOf(receipt)).toMatch(/Sie können diesen Kauf bis zum \d+\. \w+ \d{4} widerrufen\./);
    expect(receipt?.html).toContain(`href="${origin()}/transactions/${id}"`);
    expect(receipt?.from?.value).toEqual([{ name: 'FlirtLocal', address: 'noreply@flirtlocal.example' }]);
    // Made from the job's key: a copy resent after a crash is recognisably the same mail.
    expect(receipt?.messageId).toMatch(/^<[0-9a-f]{32}@flirtlocal\.example>$/);
    // Owed, not a notification: nothing to unsubscribe from.
    expect(headerLine(receipt as NonNullable<typeof receipt>, 'List-Unsubscribe')).toBeUndefined();
  });

  it('states the discount and what was charged', async () => {
    const ben = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    // The welcome discount of a new member (docs/product.md#credits-time-bonus).
    const started = await api(t.app, EN, ben.cookie)
      .post('/api/payment.php', { package: 'popular', paymentmethod: 'ideal', discountcode: 'TIMEBONUS25' })
      .expect(201);
    const id = started.body.payment.payment_id as number;
    await request(t.app).post(new URL(started.body.redirect).pathname).set('Host', EN).type('form').send('outcome=paid').expect(303);
    await waitFor(
      () => statusOf(ben.cookie, id),
      (payment) => payment.status === 'paid',
    );
    await t.jobs.drain();
    const [receipt] = await mailed(ben.body.email, `Your receipt ${id} from FlirtLocal`);
    expect(textOf(receipt)).toContain('Package of 250 credits: €39.95');
    expect(textOf(receipt)).toContain('Discount TIMEBONUS25 (25%): −€9.99');
    expect(textOf(receipt)).toContain('Total (VAT included): €29.96');
  });

  it('mails nothing for a payment that failed, nor when settling it rolled back; once when it then settles', async () => {
    const cleo = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const failed = await api(t.app, EN, cleo.cookie).post('/api/payment.php', { package: 'starter', paymentmethod: 'ideal' }).expect(201);
    await request(t.app).post(new URL(failed.body.redirect).pathname).set('Host', EN).type('form').send('outcome=failed').expect(303);
    await waitFor(
      () => statusOf(cleo.cookie, failed.body.payment.payment_id),
      (payment) => payment.status === 'failed',
    );

    const open = await api(t.app, EN, cleo.cookie).post('/api/payment.php', { package: 'starter', paymentmethod: 'ideal' }).expect(201);
    const id = open.body.payment.payment_id as number;
    const ref = await refOf(id);
    const paid = { status: 'paid' as const, method: 'ideal', mandate: null };
    await expect(settlePayment(failingCommits(t.database.db), 'sandbox', ref, paid, t.now())).rejects.toThrow('connection lost before commit');
    await t.jobs.drain();
    expect((await statusOf(cleo.cookie, id)).status).toBe('open');
    expect(await subjects(cleo.body.email)).not.toContainEqual(expect.stringMatching(/receipt/));

    await settlePayment(t.database.db, 'sandbox', ref, paid, t.now());
    await t.jobs.drain();
    expect((await subjects(cleo.body.email)).filter((subject) => subject?.includes('receipt'))).toEqual([`Your receipt ${id} from FlirtLocal`]);
  });

  it('goes out even to an address turned off by a spam report, with every notification off', async () => {
    const dora = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    await t.database.db
      .update(users)
      .set({ emailDisabled: 'fbl', emailDisabledAt: t.now(), notificationsDisabled: ['new_conversations', 'new_messages', 'like', 'promotions', 'news'] })
      .where(eq(users.id, dora.id));
    const id = await payByIdeal(dora.cookie, 'starter');
    await t.jobs.drain();
    expect(await mailed(dora.body.email, `Your receipt ${id} from FlirtLocal`)).toHaveLength(1);
  });

  describe('direct debit', () => {
    /** A German member (direct debit is for the euro area) with a mobile number of their own. */
    async function german() {
      const member = await establishedMember(t.app, t.database.db, EN, { country: 'DE' });
      return { ...member, mobile: `0151 ${30000000 + member.id}`, e164: `+49151${30000000 + member.id}` };
    }
    const form = (mobile: string) => ({
      package: 'popular',
      account_holder: 'Anna Schmidt',
      iban: IBAN,
      street: 'Hauptstraße',
      house_number: '12a',
      postal_code: '10115',
      city: 'Berlin',
      mobile,
      authorised: true,
    });
    async function signMandate(member: Awaited<ReturnType<typeof german>>) {
      const step1 = await api(t.app, EN, member.cookie).post('/api/directdebit.php', form(member.mobile)).expect(201);
      const code = codeIn(lastSmsTo(t.outboxDir, member.e164));
      return { requestId: step1.body.request_id as number, code };
    }
    const collectionDay = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)).replace(/\u00a0/g, ' ');

    it('confirms the mandate and announces each debit before it is collected, the IBAN masked', async () => {
      const anna = await german();
      const { requestId, code } = await signMandate(anna);
      const done = await api(t.app, EN, anna.cookie).put('/api/directdebit.php', { request_id: requestId, code }).expect(201);
      const first = done.body.payment.payment_id as number;
      await waitFor(
        () => statusOf(anna.cookie, first),
        (payment) => payment.status === 'paid',
      );
      await t.jobs.drain();

      const mandates = await mailed(anna.body.email, 'Your SEPA direct debit mandate for FlirtLocal');
      expect(mandates).toHaveLength(1);
      const mandate = mandates[0];
      for (const line of [
        'Creditor: Amora Media B.V., Keizersgracht 221, 1016 DV Amsterdam, Netherlands',
        'Creditor identifier: NL82ZZZ812345670000',
        `Mandate reference: FLIRTLOCAL-${anna.id}-${requestId}`,
        'Account holder: Anna Schmidt',
        'Address: Hauptstraße 12a, 10115 Berlin',
        'IBAN: •••• 3000',
        'A refund must be claimed within eight weeks',
      ])
        expect(textOf(mandate)).toContain(line);
      const [notice] = await mailed(anna.body.email, 'Announcement of your direct debit of €39.95');
      expect(textOf(notice)).toContain('Amount: €39.95');
      expect(textOf(notice)).toContain(`Collection date: ${collectionDay((await statusOf(anna.cookie, first)).created_at)}`);
      expect(textOf(notice)).toContain(`Mandate reference: FLIRTLOCAL-${anna.id}-${requestId}`);
      expect(textOf(notice)).toContain(`${origin()}/transactions/${first}`);
      expect(await mailed(anna.body.email, `Your receipt ${first} from FlirtLocal`)).toHaveLength(1);
      for (const mail of [mandate, notice]) {
        for (const part of [mail?.text, mail?.html]) {
          expect(part).not.toContain('DE89370400440532013000');
          expect(part).not.toContain('3704 0044');
        }
      }

      // A repeat order on the same mandate is announced too; the mandate is not confirmed again.
      const repeat = await api(t.app, EN, anna.cookie).post('/api/payment.php', { package: 'starter', repeat: true }).expect(201);
      await t.jobs.drain();
      const [second] = await mailed(anna.body.email, 'Announcement of your direct debit of €19.95');
      expect(textOf(second)).toContain(`${origin()}/transactions/${repeat.body.payment.payment_id}`);
      expect(await mailed(anna.body.email, 'Your SEPA direct debit mandate for FlirtLocal')).toHaveLength(1);
      expect(await mailed(anna.body.email, 'Announcement of your direct debit of €39.95')).toHaveLength(1);
    });

    it('mails nothing when the mandate could not be made', async () => {
      const ben = await german();
      const { requestId, code } = await signMandate(ben);
      vi.spyOn(sandboxOf(t), 'createDirectDebitMandate').mockRejectedValueOnce(new Error('provider down'));
      await api(t.app, EN, ben.cookie).put('/api/directdebit.php', { request_id: requestId, code }).expect(502);
      await t.jobs.drain();
      // Confirmed before the queue ran: not even the activation mail.
      expect(await subjects(ben.body.email)).toEqual([]);
    });
  });
});
