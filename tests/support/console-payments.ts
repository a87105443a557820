import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { expect } from 'vitest';
import { creditLedger, paymentRefunds, payments, users } from '#server/platform/db/schema';
import { api } from './accounts';
import type { FakeMollie } from './fake-mollie';
import { establishedMember } from './members';
import { waitFor } from './payments';
import type { TestApp } from './test-app';

export type PaidPayment = Awaited<ReturnType<typeof paidBySandbox>>;

async function paymentRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error(`no payment ${id}`);
  return row;
}

/** A member who bought a package on the sandbox's checkout; resolves once the webhook made it paid. */
export async function paidBySandbox(t: TestApp, host: string, packageId = 'popular', country = 'NL') {
  const member = await establishedMember(t.app, t.database.db, host, { country });
  const started = await api(t.app, host, member.cookie).post('/api/payment.php', { package: packageId, paymentmethod: 'creditcard' }).expect(201);
  const id = started.body.payment.payment_id as number;
  await request(t.app)
    .post(new URL(started.body.redirect as string).pathname)
    .set('Host', host)
    .type('form')
    .send('outcome=paid')
    .expect(303);
  const payment = await waitFor(
    () => paymentRow(t, id),
    (row) => row.status === 'paid',
  );
  return { member, payment };
}

/** Mollie's webhook as Mollie sends it: only the payment's id, form-encoded. */
export function mollieWebhook(t: TestApp, host: string, ref: string) {
  return request(t.app).post('/api/payments/webhook/mollie').set('Host', host).type('form').send(`id=${ref}`).expect(200);
}

/** A member who bought a package through (fake) Mollie: the payment is made paid at Mollie and its webhook delivered. */
export async function paidByMollie(t: TestApp, fake: FakeMollie, host: string, packageId = 'popular') {
  const member = await establishedMember(t.app, t.database.db, host, { country: 'NL' });
  const started = await api(t.app, host, member.cookie).post('/api/payment.php', { package: packageId, paymentmethod: 'ideal' }).expect(201);
  const id = started.body.payment.payment_id as number;
  const ref = (await paymentRow(t, id)).providerRef ?? '';
  const atMollie = fake.payments.get(ref);
  if (!atMollie) throw new Error(`Mollie has no ${ref}`);
  atMollie.status = 'paid';
  await mollieWebhook(t, host, ref);
  const payment = await paymentRow(t, id);
  expect(payment.status).toBe('paid');
  return { member, payment };
}

export async function balanceOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits ?? 0;
}

/** users.credits is the sum of the member's ledger rows. */
export async function expectLedgerBalanced(t: TestApp, userId: number): Promise<void> {
  const [sum] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  expect(Number(sum?.total)).toBe(await balanceOf(t, userId));
}

export async function refundRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  if (!row) throw new Error(`no refund ${id}`);
  return row;
}

export async function refreshed(t: TestApp, id: number) {
  return paymentRow(t, id);
}
