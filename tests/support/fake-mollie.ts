import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { createMollieProvider } from '#server/adapters/payment-providers/providers/mollie';
import type { PaymentProvider } from '#server/adapters/payment-providers/providers/provider';

export const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
export const link = (href: string) => ({ href, type: 'application/hal+json' });
export const DOCS = { documentation: link('https://docs.mollie.com/') };

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}
export type Resource = Record<string, unknown>;

/** Mollie's amount object back to minor units. */
const cents = (amount: unknown) => Math.round(Number((amount as { value?: string } | undefined)?.value ?? 0) * 100);
const money = (minor: number, currency: string) => ({ currency, value: (minor / 100).toFixed(2) });

/**
 * Mollie's v2 API as far as the adapter uses it, with the documented response shapes
 * (https://docs.mollie.com/reference): payments, customers and their mandates, payment refunds.
 */
export class FakeMollie {
  readonly received: Received[] = [];
  readonly payments = new Map<string, Resource>();
  /** By customer id, then mandate id. */
  readonly mandates = new Map<string, Map<string, Resource>>();
  /** By payment id, oldest first; a test moves one with `refund(id).status = 'refunded'`. */
  readonly refunds = new Map<string, Resource[]>();
  /** The answer given to each Idempotency-Key: a repeated request gets it again, and nothing is made twice. */
  private readonly idempotent = new Map<string, [number, Resource]>();
  /** While true every connection is dropped unanswered (Mollie cannot be reached). */
  down = false;
  /** Answers the next request with this error instead. */
  failNext: { status: number; title: string; detail: string; field?: string } | null = null;
  private count = 0;
  private readonly server = http.createServer((req, res) => {
    if (this.down) {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text ? JSON.parse(text) : null;
      this.received.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body });
      const key = req.headers['idempotency-key'];
      const replay = typeof key === 'string' ? this.idempotent.get(key) : undefined;
      const [status, json] = replay ?? this.answer(req.method ?? '', req.url ?? '', body as Resource);
      if (typeof key === 'string' && !replay && req.method === 'POST' && status < 300) this.idempotent.set(key, [status, json]);
      res.writeHead(status, { 'Content-Type': status < 300 ? 'application/hal+json' : 'application/problem+json' }).end(JSON.stringify(json));
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v2/`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** A refund by its id, whichever payment it belongs to. */
  refund(id: string): Resource {
    const found = [...this.refunds.values()].flat().find((refund) => refund.id === id);
    if (!found) throw new Error(`no refund ${id}`);
    return found;
  }

  private nextId(prefix: string): string {
    this.count += 1;
    return `${prefix}_Wv${this.count}Ha7sLx`;
  }

  private error(status: number, title: string, detail: string, field?: string): [number, Resource] {
    return [status, { status, title, detail, ...(field && { field }), _links: DOCS }];
  }

  private answer(method: string, path: string, body: Resource): [number, Resource] {
    if (this.failNext) {
      const { status, title, detail, field } = this.failNext;
      this.failNext = null;
      return this.error(status, title, detail, field);
    }
    const route = `${method} ${path.split('?')[0]}`;
    let match: RegExpMatchArray | null;
    if (route === 'POST /v2/payments') {
      const id = this.nextId('tr');
      const recurring = body.sequenceType === 'recurring';
      const payment = {
        resource: 'payment',
        id,
        mode: 'test',
        createdAt: '2026-03-01T12:00:00+00:00',
        status: recurring ? 'pending' : 'open',
        isCancelable: false,
        ...body,
        profileId: 'pfl_QkEhN94Ba',
        _links: {
          self: link(`https://api.mollie.com/v2/payments/${id}`),
          ...(!recurring && { checkout: link(`https://www.mollie.com/checkout/select-method/${id}`) }),
          dashboard: link(`https://www.mollie.com/dashboard/payments/${id}`),
          ...DOCS,
        },
      };
      this.payments.set(id, payment);
      return [201, payment];
    }
    if ((match = route.match(/^GET \/v2\/payments\/(\w+)$/))) {
      const payment = this.payments.get(match[1] ?? '');
      return payment ? [200, this.withRefunds(payment)] : this.error(404, 'Not Found', `No payment exists with token ${match[1]}.`);
    }
    if ((match = route.match(/^(POST|GET) \/v2\/payments\/(tr_\w+)\/refunds$/))) {
      const paymentId = match[2] ?? '';
      const payment = this.payments.get(paymentId);
      if (!payment) return this.error(404, 'Not Found', `No payment exists with token ${paymentId}.`);
      return match[1] === 'POST' ? this.createRefund(payment, body) : [200, this.refundList(paymentId)];
    }
    if ((match = route.match(/^GET \/v2\/payments\/(tr_\w+)\/refunds\/(re_\w+)$/))) {
      const refund = this.refunds.get(match[1] ?? '')?.find((candidate) => candidate.id === match?.[2]);
      return refund ? [200, refund] : this.error(404, 'Not Found', `No refund exists with token ${match[2]}.`);
    }
    if (route === 'POST /v2/customers') {
      const id = this.nextId('cst');
      return [
        201,
        {
          resource: 'customer',
          id,
          mode: 'test',
          name: body.name,
          email: body.email,
          locale: null,
          metadata: null,
          createdAt: '2026-03-01T12:00:00+00:00',
          _links: { self: link(`https://api.mollie.com/v2/customers/${id}`), ...DOCS },
        },
      ];
    }
    if ((match = route.match(/^POST \/v2\/customers\/(cst_\w+)\/mandates$/))) {
      const customerId = match[1] ?? '';
      const mandate = {
        resource: 'mandate',
        id: this.nextId('mdt'),
        mode: 'test',
        status: 'valid',
        method: body.method,
        details: { consumerName: body.consumerName, consumerAccount: body.consumerAccount, consumerBic: 'INGBNL2A' },
        mandateReference: body.mandateReference,
        signatureDate: body.signatureDate,
        createdAt: '2026-03-01T12:00:00+00:00',
        _links: {
          self: link(`https://api.mollie.com/v2/customers/${customerId}/mandates`),
          customer: link(`https://api.mollie.com/v2/customers/${customerId}`),
          ...DOCS,
        },
      };
      return [201, mandate];
    }
    if ((match = route.match(/^GET \/v2\/customers\/(cst_\w+)\/mandates\/(mdt_\w+)$/))) {
      const mandate = this.mandates.get(match[1] ?? '')?.get(match[2] ?? '');
      return mandate ? [200, mandate] : this.error(404, 'Not Found', `No mandate exists with token ${match[2]}.`);
    }
    return this.error(404, 'Not Found', 'The requested resource does not exist.');
  }

  /** What a payment's refunds take from it: every refund but a failed or canceled one. */
  private refundedOf(paymentId: string): number {
    return (this.refunds.get(paymentId) ?? [])
      .filter((refund) => !['failed', 'canceled'].includes(String(refund.status)))
      .reduce((sum, refund) => sum + cents(refund.amount), 0);
  }

  /** A paid payment carries amountRefunded and amountRemaining (https://docs.mollie.com/reference/get-payment). */
  private withRefunds(payment: Resource): Resource {
    if (payment.status !== 'paid') return payment;
    const { currency } = payment.amount as { currency: string };
    const refunded = this.refundedOf(String(payment.id));
    return { ...payment, amountRefunded: money(refunded, currency), amountRemaining: money(cents(payment.amount) - refunded, currency) };
  }

  /** POST /v2/payments/{id}/refunds (https://docs.mollie.com/reference/create-refund). */
  private createRefund(payment: Resource, body: Resource): [number, Resource] {
    const paymentId = String(payment.id);
    if (payment.status !== 'paid') return this.error(422, 'Unprocessable Entity', 'The payment cannot be refunded.');
    const { currency } = payment.amount as { currency: string };
    const amount = body.amount as { currency?: string; value?: string } | undefined;
    if (!amount || amount.currency !== currency || !/^\d+\.\d{2}$/.test(amount.value ?? '')) {
      return this.error(422, 'Unprocessable Entity', 'The amount is invalid.', 'amount');
    }
    if (cents(amount) > cents(payment.amount) - this.refundedOf(paymentId)) {
      return this.error(422, 'Unprocessable Entity', 'The amount is higher than the amount that is refundable for this payment.', 'amount');
    }
    const id = this.nextId('re');
    const refund = {
      resource: 'refund',
      id,
      mode: 'test',
      amount,
      status: 'pending',
      description: body.description ?? '',
      metadata: body.metadata ?? null,
      paymentId,
      createdAt: '2026-03-01T12:00:00+00:00',
      _links: {
        self: link(`https://api.mollie.com/v2/payments/${paymentId}/refunds/${id}`),
        payment: link(`https://api.mollie.com/v2/payments/${paymentId}`),
        ...DOCS,
      },
    };
    this.refunds.set(paymentId, [...(this.refunds.get(paymentId) ?? []), refund]);
    return [201, refund];
  }

  /** GET /v2/payments/{id}/refunds (https://docs.mollie.com/reference/list-refunds): one page, newest first. */
  private refundList(paymentId: string): Resource {
    const refunds = [...(this.refunds.get(paymentId) ?? [])].reverse();
    return {
      count: refunds.length,
      _embedded: { refunds },
      _links: { self: link(`https://api.mollie.com/v2/payments/${paymentId}/refunds`), previous: null, next: null, ...DOCS },
    };
  }
}

/** A plain-HTTP agent for the client: its type lacks the options that every agent has at runtime. */
class PlainAgent extends http.Agent {
  declare readonly options: https.AgentOptions;
}

/**
 * The client always connects through an https.Agent of its own (pinned to its bundled CA list),
 * which refuses an http:// endpoint and any local certificate. While this one client is made,
 * that agent is a plain one; everything else is the client's own code, over a real socket.
 */
export function providerAgainst(apiEndpoint: string): PaymentProvider {
  const agent = vi.spyOn(https, 'Agent').mockImplementation(PlainAgent);
  try {
    return createMollieProvider({ apiKey: API_KEY, apiEndpoint });
  } finally {
    agent.mockRestore();
  }
}
