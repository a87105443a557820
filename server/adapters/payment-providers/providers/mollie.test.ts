import { PaymentMethod } from '@mollie/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_KEY, DOCS, FakeMollie, link, providerAgainst, type Resource } from '#tests/support/fake-mollie';
import { PAYMENT_METHOD_IDS } from '#server/contract/payment-methods';
import { NotificationRejected, type PaymentProvider } from './provider';

const fake = new FakeMollie();
let mollie: PaymentProvider;
const base = {
  paymentId: 42,
  amount: 1995,
  currency: 'EUR',
  description: 'Flirt Local 100 credits #42',
  redirectUrl: 'https://flirtlocal.example/credits/p100/ideal?payment=42',
  webhookUrl: 'https://flirtlocal.example/api/payments/webhook/mollie',
  locale: 'nl',
};
const sentBody = () => fake.received.at(-1)?.body;

beforeAll(async () => {
  mollie = providerAgainst(await fake.start());
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.received.length = 0;
});

describe('creating', () => {
  it('creates a one-off payment and returns its checkout', async () => {
    const created = await mollie.createPayment({ ...base, method: 'ideal', sequence: 'oneoff' });
    expect(created).toEqual({
      providerRef: expect.stringMatching(/^tr_/),
      checkoutUrl: `https://www.mollie.com/checkout/select-method/${created.providerRef}`,
    });
    expect(fake.received).toEqual([{ method: 'POST', path: '/v2/payments', authorization: `Bearer ${API_KEY}`, body: expect.anything() }]);
    expect(sentBody()).toEqual({
      amount: { currency: 'EUR', value: '19.95' },
      description: base.description,
      redirectUrl: base.redirectUrl,
      webhookUrl: base.webhookUrl,
      method: 'ideal',
      metadata: { payment_id: 42 },
      sequenceType: 'oneoff',
      locale: 'nl_NL',
    });
  });

  it('sends amounts with two decimals and the checkout language', async () => {
    const cases = [
      [1, 'da', '0.01', 'da_DK'],
      [500, 'de', '5.00', 'de_DE'],
      [123456, 'nb', '1234.56', 'nb_NO'],
      [990, 'sv', '9.90', 'sv_SE'],
      [2000, 'en', '20.00', 'en_US'],
    ] as const;
    for (const [amount, locale, value, mollieLocale] of cases) {
      await mollie.createPayment({ ...base, amount, currency: 'PLN', locale, method: 'blik', sequence: 'oneoff' });
      expect(sentBody()).toMatchObject({ amount: { currency: 'PLN', value }, locale: mollieLocale });
    }
    for (const locale of ['pt', 'constructor']) {
      await mollie.createPayment({ ...base, locale, method: 'ideal', sequence: 'oneoff' });
      expect(sentBody()).not.toHaveProperty('locale');
    }
  });

  it('creates a first payment for the customer, and a recurring one on its mandate without a checkout', async () => {
    await mollie.createPayment({ ...base, method: 'creditcard', locale: 'fr', sequence: 'first', customerRef: 'cst_8wmqcHMN4U' });
    expect(sentBody()).toMatchObject({
      method: 'creditcard',
      sequenceType: 'first',
      customerId: 'cst_8wmqcHMN4U',
      locale: 'fr_FR',
      redirectUrl: base.redirectUrl,
    });
    expect(sentBody()).not.toHaveProperty('mandateId');

    const recurring = await mollie.createPayment({
      ...base,
      method: 'creditcard',
      sequence: 'recurring',
      mandate: { providerRef: 'mdt_pWUnw6pkBN', customerRef: 'cst_8wmqcHMN4U' },
      customerRef: 'cst_8wmqcHMN4U',
    });
    expect(recurring.checkoutUrl).toBeNull();
    expect(sentBody()).toEqual({
      amount: { currency: 'EUR', value: '19.95' },
      description: base.description,
      webhookUrl: base.webhookUrl,
      method: 'creditcard',
      metadata: { payment_id: 42 },
      sequenceType: 'recurring',
      locale: 'nl_NL',
      customerId: 'cst_8wmqcHMN4U',
      mandateId: 'mdt_pWUnw6pkBN',
    });
  });

  it('refuses what Mollie cannot take without asking it', async () => {
    await expect(mollie.createPayment({ ...base, method: 'sofort', sequence: 'oneoff' })).rejects.toThrow(/sofort/);
    await expect(mollie.createPayment({ ...base, method: 'toString', sequence: 'oneoff' })).rejects.toThrow(/toString/);
    await expect(mollie.createPayment({ ...base, method: 'creditcard', sequence: 'first' })).rejects.toThrow(/customer/);
    expect(fake.received).toEqual([]);
  });

  it('creates customers and direct debit mandates', async () => {
    const customer = await mollie.createCustomer({ name: 'member 7', email: 'anna@example.com' });
    expect(customer).toMatch(/^cst_/);
    expect(fake.received.at(-1)).toEqual({
      method: 'POST',
      path: '/v2/customers',
      authorization: `Bearer ${API_KEY}`,
      body: { name: 'member 7', email: 'anna@example.com' },
    });

    const mandate = await mollie.createDirectDebitMandate({
      customerRef: customer,
      accountHolder: 'Anna Berg',
      iban: 'DE89 3704 0044 0532 0130 00',
      mandateReference: 'FL-7-1',
      signedAt: new Date('2026-03-01T23:30:00Z'),
    });
    expect(mandate).toEqual({ providerRef: expect.stringMatching(/^mdt_/), label: 'DE•• •••• 3000' });
    expect(fake.received.at(-1)).toEqual({
      method: 'POST',
      path: `/v2/customers/${customer}/mandates`,
      authorization: `Bearer ${API_KEY}`,
      body: {
        method: 'directdebit',
        consumerName: 'Anna Berg',
        consumerAccount: 'DE89370400440532013000',
        signatureDate: '2026-03-01',
        mandateReference: 'FL-7-1',
      },
    });
  });

  it('surfaces an API error as a thrown error', async () => {
    fake.failNext = { status: 422, title: 'Unprocessable Entity', detail: 'The amount is lower than the minimum', field: 'amount' };
    await expect(mollie.createPayment({ ...base, method: 'ideal', sequence: 'oneoff' })).rejects.toMatchObject({
      message: 'The amount is lower than the minimum',
      statusCode: 422,
      field: 'amount',
    });
    await expect(mollie.fetchPayment('tr_unknown')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('notifications', () => {
  const notification = (raw: string) => ({
    body: Object.fromEntries(new URLSearchParams(raw)),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: Buffer.from(raw),
  });

  it('takes the payment id of a webhook call', () => {
    expect(mollie.parseNotification(notification('id=tr_abc'))).toBe('tr_abc');
    expect(mollie.parseNotification(notification('id=tr_5B8cwPMGnU6qLbRvo7qEZo'))).toBe('tr_5B8cwPMGnU6qLbRvo7qEZo');
  });

  it('rejects anything else', () => {
    for (const raw of ['', 'id=', 'id=tr_', 'id=ord_abc', 'id=re_abc', 'payment=tr_abc', 'id=tr_abc%0A', 'id=tr_abc%3BDROP', 'id=tr_../customers']) {
      expect(() => mollie.parseNotification(notification(raw)), raw).toThrow(NotificationRejected);
    }
    expect(() => mollie.parseNotification({ body: { id: ['tr_abc'] }, headers: {}, rawBody: Buffer.alloc(0) })).toThrow(NotificationRejected);
  });
});

describe('fetching', () => {
  const paidFirst = (method: string, mandateId: string) => ({ status: 'paid', method, sequenceType: 'first', customerId: 'cst_8wmqcHMN4U', mandateId });
  function seed(id: string, fields: Resource) {
    fake.payments.set(id, {
      resource: 'payment',
      id,
      mode: 'test',
      amount: { currency: 'EUR', value: '19.95' },
      description: 'x',
      sequenceType: 'oneoff',
      _links: { self: link(''), dashboard: link(''), ...DOCS },
      ...fields,
    });
  }
  function seedMandate(id: string, method: string, details: Resource) {
    const mandates = fake.mandates.get('cst_8wmqcHMN4U') ?? new Map<string, Resource>();
    mandates.set(id, {
      resource: 'mandate',
      id,
      mode: 'test',
      status: 'valid',
      method,
      details,
      mandateReference: null,
      signatureDate: null,
      createdAt: '2026-03-01T12:00:00+00:00',
      _links: { self: link(''), customer: link(''), ...DOCS },
    });
    fake.mandates.set('cst_8wmqcHMN4U', mandates);
  }

  it('maps Mollie statuses to ours, charge-backs included', async () => {
    const cases = [
      ['open', 'open'],
      ['pending', 'pending'],
      ['authorized', 'pending'],
      ['paid', 'paid'],
      ['failed', 'failed'],
      ['canceled', 'cancelled'],
      ['expired', 'expired'],
    ] as const;
    for (const [status, ours] of cases) {
      seed(`tr_${status}`, { status, method: 'ideal' });
      expect(await mollie.fetchPayment(`tr_${status}`)).toEqual({ status: ours, method: 'ideal', mandate: null });
    }
    seed('tr_chargedback', { status: 'paid', method: 'directdebit', amountChargedBack: { currency: 'EUR', value: '19.95' } });
    expect((await mollie.fetchPayment('tr_chargedback')).status).toBe('charged_back');
    seed('tr_nomethod', { status: 'open' });
    expect((await mollie.fetchPayment('tr_nomethod')).method).toBeNull();
    expect(fake.received.every((request) => request.method === 'GET' && request.authorization === `Bearer ${API_KEY}`)).toBe(true);
  });

  it('reports an Apple Pay card payment as Apple Pay', async () => {
    seed('tr_applepay', { status: 'paid', method: 'creditcard', details: { cardLabel: 'Visa', cardNumber: '4242', wallet: 'applepay' } });
    expect((await mollie.fetchPayment('tr_applepay')).method).toBe('applepay');
  });

  it('returns the mandate a paid first payment made, with a label', async () => {
    seedMandate('mdt_card', 'creditcard', {
      cardHolder: 'A. Berg',
      cardNumber: '4242',
      cardLabel: 'Visa',
      cardFingerprint: 'fp',
      cardExpiryDate: '2029-12-31',
    });
    seedMandate('mdt_paypal', 'paypal', { consumerName: 'Anna Berg', consumerAccount: 'anna@example.com' });
    seedMandate('mdt_sepa', 'directdebit', { consumerName: 'Anna Berg', consumerAccount: 'NL55INGB0000001234', consumerBic: 'INGBNL2A' });
    const cases = [
      ['creditcard', 'mdt_card', 'Visa •••• 4242'],
      ['paypal', 'mdt_paypal', 'PayPal'],
      ['directdebit', 'mdt_sepa', 'NL•• •••• 1234'],
    ] as const;
    for (const [method, mandateId, label] of cases) {
      seed(`tr_first${method}`, paidFirst(method, mandateId));
      expect(await mollie.fetchPayment(`tr_first${method}`)).toEqual({
        status: 'paid',
        method,
        mandate: { providerRef: mandateId, customerRef: 'cst_8wmqcHMN4U', method, label },
      });
      expect(fake.received.at(-1)?.path).toBe(`/v2/customers/cst_8wmqcHMN4U/mandates/${mandateId}`);
    }
  });

  it('asks for no mandate while the first payment is unpaid, nor for a charge on a stored one', async () => {
    seed('tr_firstopen', { ...paidFirst('creditcard', 'mdt_card'), status: 'open' });
    seed('tr_recurring', { ...paidFirst('creditcard', 'mdt_card'), sequenceType: 'recurring' });
    expect((await mollie.fetchPayment('tr_firstopen')).mandate).toBeNull();
    expect(await mollie.fetchPayment('tr_recurring')).toEqual({ status: 'paid', method: 'creditcard', mandate: null });
    expect(fake.received.map((request) => request.path)).toEqual(['/v2/payments/tr_firstopen', '/v2/payments/tr_recurring']);
  });
});

it('supports the methods Mollie offers, not the historic ones', () => {
  const mollieMethods: string[] = Object.values(PaymentMethod);
  expect([...mollie.supports].sort()).toEqual(PAYMENT_METHOD_IDS.filter((id) => id !== 'sofort' && id !== 'giropay').sort());
  expect([...mollie.supports].every((id) => mollieMethods.includes(id))).toBe(true);
});
