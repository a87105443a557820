import { describe, expect, it } from 'vitest';
import { paymentRow, refundRow } from '#tests/support/rows';
import { presentCreditsOverview, presentPayment } from './payments';

describe('payment presenters', () => {
  it('shows amounts in major units and the dates as ISO strings, never the provider’s reference', () => {
    const payment = presentPayment(paymentRow());
    expect(payment).toEqual({
      payment_id: 31,
      package: 'medium',
      credits: 500,
      amount: 19.95,
      list_amount: 24.95,
      currency: 'EUR',
      paymentmethod: 'ideal',
      status: 'paid',
      recurring: false,
      repeat_order: false,
      refunds: [],
      receipt_status: 'paid',
      discount_code: 'WELCOME',
      discount_percentage: 20,
      refund_days: 14,
      created_at: '2024-04-01T10:00:00.000Z',
      paid_at: '2024-04-01T10:05:00.000Z',
    });
    expect(JSON.stringify(payment)).not.toContain('tr_1');
    expect(presentPayment(paymentRow({ sequence: 'recurring', paidAt: null }))).toMatchObject({ recurring: true, repeat_order: true, paid_at: null });
    // Refunds outrank "paid" on the receipt: one under way, part of the amount, all of it.
    const refund = (amount: number, status: 'pending' | 'refunded') => refundRow({ amount, status });
    const paid = paymentRow({ amount: 1995 });
    expect(presentPayment(paid, { refunds: [refund(500, 'pending')], firstDebit: false }).receipt_status).toBe('refund_pending');
    expect(presentPayment(paid, { refunds: [refund(500, 'refunded')], firstDebit: false }).receipt_status).toBe('partly_refunded');
    expect(presentPayment(paid, { refunds: [refund(1495, 'refunded'), refund(500, 'refunded')], firstDebit: false }).receipt_status).toBe('refunded');
    // The direct debit placed when its mandate was signed is charged on it, yet is the first order.
    expect(presentPayment(paymentRow({ sequence: 'recurring' }), { refunds: [], firstDebit: true })).toMatchObject({ recurring: true, repeat_order: false });
  });

  it('shows package prices in major units and the stored mandate only by its method and label', () => {
    const overview = presentCreditsOverview({
      country: 'NL',
      currency: 'EUR',
      packages: [{ id: 'medium', credits: 500, price: 1995, currency: 'EUR', highlighted: false }],
      methods: [],
      costs: { message: 10, gift: 20, photo: 30 },
      mandate: { method: 'directdebit', label: 'NL** **** 1234' },
      directDebitBlocked: false,
    });
    expect(overview.packages[0]).toMatchObject({ id: 'medium', price: 19.95 });
    expect(overview.mandate).toEqual({ method: 'directdebit', label: 'NL** **** 1234' });
    expect(overview).toMatchObject({
      country: 'NL',
      currency: 'EUR',
      paymentmethods: [],
      costs: { message: 10, gift: 20, photo: 30 },
      direct_debit_blocked: false,
    });
  });
});
