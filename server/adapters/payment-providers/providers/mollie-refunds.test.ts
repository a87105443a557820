import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS, FakeMollie, link, providerAgainst } from '#tests/support/fake-mollie';
import { RefundRefused, type PaymentProvider } from './provider';

/** The Mollie adapter's refunds, against the loopback fake of Mollie's API (the rest: mollie.test.ts). */
const fake = new FakeMollie();
let mollie: PaymentProvider;

beforeAll(async () => {
  mollie = providerAgainst(await fake.start());
});
afterAll(() => fake.stop());

describe('refunds', () => {
  const paid = (id: string) => {
    fake.payments.set(id, {
      resource: 'payment',
      id,
      mode: 'test',
      status: 'paid',
      method: 'ideal',
      amount: { currency: 'EUR', value: '39.95' },
      description: 'x',
      sequenceType: 'oneoff',
      _links: { self: link(''), dashboard: link(`https://www.mollie.com/dashboard/payments/${id}`), ...DOCS },
    });
  };

  it('creates a refund with our id as metadata, and asking again under that id makes no second one', async () => {
    paid('tr_refundme');
    const input = { refundId: 7, paymentRef: 'tr_refundme', amount: 1050, currency: 'EUR', description: 'FlirtLocal #42' };
    const refund = await mollie.createRefund(input);
    expect(refund).toEqual({ providerRef: expect.stringMatching(/^re_/), refundId: 7, status: 'pending', amount: 1050, createdAt: expect.any(String) });
    expect(fake.received.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v2/payments/tr_refundme/refunds',
      body: { amount: { currency: 'EUR', value: '10.50' }, description: 'FlirtLocal #42', metadata: { refund_id: 7 } },
    });
    expect((await mollie.createRefund(input)).providerRef).toBe(refund.providerRef);
    expect(fake.refunds.get('tr_refundme')).toHaveLength(1);
  });

  it('maps Mollie’s refund states and reports a refusal as RefundRefused', async () => {
    paid('tr_states');
    const cases = [
      ['queued', 'pending'],
      ['pending', 'pending'],
      ['processing', 'pending'],
      ['refunded', 'refunded'],
      ['failed', 'failed'],
      ['canceled', 'failed'],
    ] as const;
    for (const [index, [status]] of cases.entries()) {
      const made = await mollie.createRefund({ refundId: 100 + index, paymentRef: 'tr_states', amount: 100, currency: 'EUR', description: 'x' });
      fake.refund(made.providerRef).status = status;
    }
    const listed = await mollie.fetchRefunds('tr_states');
    expect(listed.map((refund) => [refund.refundId, refund.status]).sort()).toEqual(cases.map(([, ours], index) => [100 + index, ours]).sort());
    await expect(mollie.createRefund({ refundId: 200, paymentRef: 'tr_states', amount: 5000, currency: 'EUR', description: 'x' })).rejects.toBeInstanceOf(
      RefundRefused,
    );
  });

  it('shows the payment as Mollie has it, with its refunds', async () => {
    paid('tr_inspect');
    await mollie.createRefund({ refundId: 300, paymentRef: 'tr_inspect', amount: 995, currency: 'EUR', description: 'x' });
    expect(await mollie.inspectPayment('tr_inspect')).toEqual({
      status: 'paid',
      method: 'ideal',
      amount: 3995,
      currency: 'EUR',
      refunded: 995,
      chargedBack: 0,
      dashboardUrl: 'https://www.mollie.com/dashboard/payments/tr_inspect',
      refunds: [expect.objectContaining({ refundId: 300, amount: 995, status: 'pending' })],
    });
  });
});
