import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, users } from '#server/platform/db/schema';
import { HISTORY_PAGE } from '#server/core/domain/credits/history';
import { applyCreditChange } from '#server/core/domain/credits/ledger';
import { finishRefund } from '#server/core/domain/payments/refunds';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { paidBySandbox, refundRow } from '#tests/support/console-payments';
import { createMember } from '#tests/support/members';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { createPaymentTestApp, waitFor } from '#tests/support/payments';
import { mailsTo, textOf } from '#tests/support/received-mail';
import { startSmtpServer, type TestSmtp } from '#tests/support/smtp';
import type { TestApp } from '#tests/support/test-app';
import type { CreditMovement, Payment, TransactionsList } from '#server/contract/answers/payments';

const HOST = 'flirtlocal.localhost';
let sends = 0;
const clientId = () => `history-${Date.now()}-${(sends += 1)}`;

describe.each(BACKENDS)('the credit history and refunds on receipts on $name', (backend) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let owner: SignedInOperator;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createPaymentTestApp(backend, { smtpUrl: smtp.url });
    owner = await signedInOperator(t, 'owner');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const listOf = (cookie: string, before?: number) =>
    api(t.app, HOST, cookie)
      .get(before ? `/api/transactions.php?before=${before}` : '/api/transactions.php')
      .expect(200)
      .then((res) => res.body as TransactionsList);
  const receiptOf = (cookie: string, id: number) =>
    api(t.app, HOST, cookie)
      .get(`/api/transactions.php?id=${id}`)
      .expect(200)
      .then((res) => res.body.transaction as Payment);
  const balanceOf = async (id: number) => (await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, id)))[0]?.credits ?? 0;
  /** Each row's balance is the one after it: the next older row's balance plus this row's amount. */
  const expectRunning = (rows: CreditMovement[]) => {
    rows.slice(0, -1).forEach((row, index) => expect(row.balance).toBe((rows[index + 1]?.balance ?? 0) + row.amount));
  };

  it('lists the welcome credits, the purchase, a paid message, a refund and a correction, newest first, each with the balance after it', async () => {
    const { member: anna, payment } = await paidBySandbox(t, HOST, 'popular', 'NL');
    const ben = await createMember(t.app, t.database.db, HOST, { name: 'Ben' });
    const sent = await api(t.app, HOST, anna.cookie).post('/api/chat.php', { profile_id: ben.id, text: 'Hello Ben', client_id: clientId() }).expect(200);
    const refund = await owner.api.post('/api/operator/payment-refund.php', { id: payment.id, amount: 500, reason: 'Goodwill' }).expect(201);
    await owner.api.post('/api/operator/member-credits.php', { id: anna.id, amount: 7, note: 'Sorry for the outage' }).expect(200);

    const list = await listOf(anna.cookie);
    expect(list.movements.map((row) => [row.kind, row.amount])).toEqual([
      ['correction', 7],
      ['refund', -refund.body.refund.credits],
      ['message', -10],
      ['purchase', payment.credits],
      ['signup_bonus', 20],
    ]);
    expect(list.movements[0]?.balance).toBe(await balanceOf(anna.id));
    expect(list.movements.at(-1)?.balance).toBe(20);
    expectRunning(list.movements);
    // Each row leads somewhere: the purchase and the refund to the receipt, the message to its conversation.
    const byKind = Object.fromEntries(list.movements.map((row) => [row.kind, row]));
    expect(byKind.purchase?.payment_id).toBe(payment.id);
    expect(byKind.refund?.payment_id).toBe(payment.id);
    expect(byKind.message?.partner).toEqual({ name: 'Ben', conversation_id: sent.body.message.conversation_id });
    // The operator's note is theirs: the member reads "correction", never the note.
    expect(JSON.stringify(list)).not.toContain('Sorry for the outage');
    expect(list.next_before).toBeNull();
    expect(list.transactions.map((row) => row.payment_id)).toEqual([payment.id]);

    // Nobody else sees any of it.
    const other = await listOf(ben.cookie);
    expect(other.transactions).toEqual([]);
    expect(other.movements.map((row) => row.kind)).toEqual(['signup_bonus']);
    await api(t.app, HOST).get('/api/transactions.php').expect(403);
  });

  it('pages older rows by `before`, the balances continuing across pages, and refuses a bad page', async () => {
    const cleo = await createMember(t.app, t.database.db, HOST);
    const dan = await createMember(t.app, t.database.db, HOST);
    await owner.api.post('/api/operator/member-credits.php', { id: cleo.id, amount: 10 * (HISTORY_PAGE + 5), note: 'Test budget' }).expect(200);
    await api(t.app, HOST, cleo.cookie).post('/api/chat.php', { profile_id: dan.id, text: 'Hello Dan', client_id: clientId() }).expect(200);
    // The rest of a chatty month straight into the ledger (the chat's rate limit would slow the test, not change the rows).
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < HISTORY_PAGE + 3; i += 1) {
        await applyCreditChange(tx, { tenantId: 'flirtlocal', userId: cleo.id, amount: -10, reason: 'message', reference: `imported-${i}` });
      }
    });
    const first = await listOf(cleo.cookie);
    expect(first.movements).toHaveLength(HISTORY_PAGE);
    expect(first.next_before).toBe(first.movements.at(-1)?.id);
    const second = await listOf(cleo.cookie, first.next_before ?? 0);
    expect(second.next_before).toBeNull();
    const all = [...first.movements, ...second.movements];
    expect(all).toHaveLength(HISTORY_PAGE + 6);
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
    expectRunning(all);
    expect(all[0]?.balance).toBe(await balanceOf(cleo.id));
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, cleo.id));
    expect(all.map((row) => row.id).sort((a, b) => a - b)).toEqual(ledger.map((row) => row.id).sort((a, b) => a - b));

    for (const before of ['0', '-3', 'abc', '1e400']) {
      const refused = await api(t.app, HOST, cleo.cookie).get(`/api/transactions.php?before=${before}`).expect(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
  });

  it('marks a refunded receipt with the date and amount, and mails the member once when the money went back', async () => {
    const { member: eva, payment } = await paidBySandbox(t, HOST, 'popular', 'NL');
    const email = eva.body.email as string;
    const pending = await owner.api.post('/api/operator/payment-refund.php', { id: payment.id, reason: 'Asked for it' }).expect(201);
    const refundId = pending.body.refund.id as number;
    await waitFor(
      () => refundRow(t, refundId),
      (row) => row.status === 'refunded',
    );
    const receipt = await receiptOf(eva.cookie, payment.id);
    expect(receipt.status).toBe('paid');
    expect(receipt.receipt_status).toBe('refunded');
    expect(receipt.refunds).toEqual([{ amount: payment.amount / 100, status: 'refunded', date: expect.any(String) }]);

    await t.jobs.drain();
    // A late repeat of the provider's news (a second webhook, the reconciliation) mails nothing more.
    expect(await finishRefund(t.database.db, refundId, 'refunded', t.now())).toBeUndefined();
    await t.jobs.drain();
    const mails = await mailsTo(smtp, email);
    const refundMails = mails.filter((mail) => mail.subject?.startsWith('Your refund'));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.subject).toBe('Your refund of €39.95 from FlirtLocal');
    const text = textOf(refundMails[0]);
    expect(text).toContain(`/transactions/${payment.id}`);
    expect(text).toContain('Credits taken back');
    // The receipt mail states the package by its credits, never by its internal name.
    const receiptMail = mails.find((mail) => mail.subject?.startsWith('Your receipt'));
    expect(textOf(receiptMail)).not.toContain('popular');
  });
});
