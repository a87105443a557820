import { Router, type Response } from 'express';
import type { Db } from '#server/platform/db/client';
import type { Operator } from '#server/platform/db/schema';
import { DomainError } from '#server/core/domain/errors';
import { maySeeSite, SUPPORT_REFUND_LIMIT_CENTS } from '#server/core/domain/operators/roles';
import { announceCredits } from '#server/core/domain/payments/announce';
import { findConsolePayment, listPayments, paymentDetail, providerState } from '#server/core/domain/payments/console';
import { createDiscountCode, disableDiscountCode, findDiscountCode, listDiscountCodes } from '#server/core/domain/payments/discount-codes';
import { reserveRefund, sendRefund } from '#server/core/domain/payments/refunds';
import type { PaymentProviders } from '#server/adapters/payment-providers/registry';
import { presentConsolePaymentRow, presentDiscountCode, presentPaymentDetail, presentRefund } from '#server/core/presenters/console-payments';
import type { Realtime } from '#server/platform/realtime/events';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import { operatorRouter, requireSite } from '../operator-router';
import { discountCodeBody, discountCodesQuery, discountDisableBody, paymentQuery, paymentsQuery, refundBody } from './schema';

export interface PaymentsOperatorDeps {
  db: Db;
  tenants: TenantRegistry;
  payments: PaymentProviders;
  realtime: Realtime;
  now(): Date;
}

/** The sites a list reads: the one picked (the router checked it), else every loaded site the operator may see. */
function sitesToRead(operator: Operator, tenants: TenantRegistry, picked: string | undefined): string[] {
  if (picked !== undefined) return [picked];
  return tenants.tenants.map((tenant) => tenant.id).filter((id) => maySeeSite(operator, id));
}

function nextBefore<Row>(rows: Row[], limit: number, idOf: (row: Row) => number): number | null {
  const last = rows.at(-1);
  return rows.length === limit && last ? idOf(last) : null;
}

function translated(res: Response, key: string): string {
  return res.locals.console?.t(key) ?? key;
}

/** Payments read by owners, managers and support (area 'payments'): the list and one payment with its provider's state. */
function paymentReadRoutes({ db, tenants, payments: providers }: PaymentsOperatorDeps): Router {
  const router = operatorRouter('payments');

  router.get('/api/operator/payments.php', async (req, res, operator) => {
    const query = paymentsQuery.parse(req.query);
    const rows = await listPayments(db, operator, {
      tenantIds: sitesToRead(operator, tenants, query.tenant_id),
      status: query.status,
      method: query.method,
      provider: query.provider,
      member: query.member,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      before: query.before,
      limit: query.limit,
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ payments: rows.map(presentConsolePaymentRow), next_before: nextBefore(rows, query.limit, (row) => row.payment.id) });
  });

  router.get('/api/operator/payment.php', async (req, res, operator) => {
    const { id } = paymentQuery.parse(req.query);
    const payment = await findConsolePayment(db, id);
    // The payment's site is known only now: the router checked the area, this is finer.
    requireSite(operator, payment.tenantId);
    const [detail, state] = await Promise.all([paymentDetail(db, payment), providerState(providers.byId(payment.provider), payment.providerRef)]);
    const note = state || !payment.providerRef ? null : translated(res, 'operator_console.payments.provider_unreachable');
    const limit = operator.role === 'support' ? SUPPORT_REFUND_LIMIT_CENTS : null;
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(presentPaymentDetail(payment, detail, { state, note }, limit));
  });

  return router.routes;
}

/** Refunds (area 'refunds'): owners and managers, support up to SUPPORT_REFUND_LIMIT_CENTS (the domain holds the limit). */
function refundRoutes({ db, tenants, payments: providers, realtime, now }: PaymentsOperatorDeps): Router {
  const router = operatorRouter('refunds');

  router.post('/api/operator/payment-refund.php', async (req, res, operator) => {
    const body = refundBody.parse(req.body ?? {});
    const found = await findConsolePayment(db, body.id);
    // The payment's site is known only now: the router checked the area, this is finer.
    requireSite(operator, found.tenantId);
    const provider = providers.byId(found.provider);
    if (!provider) throw new DomainError(409, 'refund_provider_unavailable', 'operator_console.payments.provider_unavailable');
    const { refund, payment, moved } = await reserveRefund(db, operator, {
      paymentId: found.id,
      amount: body.amount,
      takeCredits: body.take_credits,
      reason: body.reason,
      ip: req.ip ?? null,
    });
    if (moved) await announceCredits(realtime, moved);
    // What the payer may see on their statement: the site they bought on and the payment's number.
    const description = `${tenants.get(payment.tenantId)?.tenant.name ?? payment.tenantId} #${payment.id}`;
    const sent = await sendRefund(db, provider, { refund, payment, description }, now());
    if (sent.moved) await announceCredits(realtime, sent.moved);
    if (sent.refused !== null) throw new DomainError(409, 'refund_refused', 'operator_console.payments.refund_refused', { reason: sent.refused });
    res.status(201).json({ refund: presentRefund(sent.refund), provider_reached: sent.reached });
  });

  return router.routes;
}

/** Discount codes are settings (area 'settings': owners, managers): list, create, disable. */
function discountCodeRoutes({ db, tenants, now }: PaymentsOperatorDeps): Router {
  const router = operatorRouter('settings');

  router.get('/api/operator/discount-codes.php', async (req, res, operator) => {
    const query = discountCodesQuery.parse(req.query);
    const at = now();
    const rows = await listDiscountCodes(db, operator, {
      tenantIds: sitesToRead(operator, tenants, query.tenant_id),
      state: query.state,
      before: query.before,
      limit: query.limit,
      now: at,
    });
    res.json({ discount_codes: rows.map((row) => presentDiscountCode(row, at)), next_before: nextBefore(rows, query.limit, (row) => row.code.id) });
  });

  router.post('/api/operator/discount-codes.php', async (req, res, operator) => {
    const body = discountCodeBody.parse(req.body ?? {});
    if (!tenants.get(body.tenant_id)) throw new DomainError(400, 'unknown_site', 'operator_console.discounts.unknown_site');
    const at = now();
    const created = await createDiscountCode(
      db,
      operator,
      {
        tenantId: body.tenant_id,
        code: body.code,
        percentage: body.percentage,
        country: body.country,
        memberId: body.member_id,
        currency: body.currency,
        minimumOrderValue: body.minimum_order_value,
        paymentMethods: body.payment_methods,
        expiresAt: body.expires_at ? new Date(body.expires_at) : undefined,
      },
      { ip: req.ip ?? null, now: at },
    );
    res.status(201).json({ discount_code: presentDiscountCode({ code: created, memberEmail: null, used: 0, held: 0 }, at) });
  });

  router.post('/api/operator/discount-code-disable.php', async (req, res, operator) => {
    const body = discountDisableBody.parse(req.body ?? {});
    const code = await findDiscountCode(db, body.id);
    // The code's site is known only now: the router checked the area, this is finer.
    requireSite(operator, code.tenantId);
    const disabled = await disableDiscountCode(db, operator, code, req.ip ?? null);
    res.json({ discount_code: { id: disabled.id, status: disabled.status } });
  });

  return router.routes;
}

/**
 * Payments, refunds and discount codes (docs/product.md#operator-console-payments), one router
 * per area. Every row is one of the operator's sites.
 */
export function paymentsOperatorRoutes(deps: PaymentsOperatorDeps): Router {
  return Router().use(paymentReadRoutes(deps), refundRoutes(deps), discountCodeRoutes(deps));
}
