import { z } from 'zod';
import { PAYMENT_STATUSES } from '#server/platform/db/schema';
import { CURRENCIES } from '#server/contract/currencies';
import { PAYMENT_METHOD_IDS } from '#server/contract/payment-methods';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const bodyId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const tenantId = z.string().min(1).max(100);
/** Minor units; a billion cents is far above any package. */
const cents = z.number().int().max(1_000_000_000);
const moment = z.iso.datetime({ offset: true });

/** GET /api/operator/payments.php */
export const paymentsQuery = z.object({
  tenant_id: tenantId.optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(PAYMENT_METHOD_IDS).optional(),
  provider: z.enum(['sandbox', 'mollie']).optional(),
  /** A member id or e-mail address. */
  member: z.string().trim().min(1).max(254).optional(),
  from: moment.optional(),
  to: moment.optional(),
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /api/operator/payment.php */
export const paymentQuery = z.object({ id });

/** POST /api/operator/payment-refund.php: amount and credits default to the rest and the proportion (docs/decisions/0100-refunds.md). */
export const refundBody = z.object({
  id: bodyId,
  amount: cents.min(1).optional(),
  take_credits: z.number().int().min(0).max(10_000_000).optional(),
  reason: z.string().trim().min(1).max(500),
});

/** GET /api/operator/discount-codes.php */
export const discountCodesQuery = z.object({
  tenant_id: tenantId.optional(),
  state: z.enum(['active', 'expired', 'disabled']).optional(),
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** POST /api/operator/discount-codes.php */
export const discountCodeBody = z.object({
  tenant_id: tenantId,
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,40}$/),
  percentage: z.number().int().min(1).max(90),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  member_id: bodyId.optional(),
  currency: z.enum(CURRENCIES).optional(),
  minimum_order_value: cents.min(0).default(0),
  payment_methods: z
    .array(z.enum(PAYMENT_METHOD_IDS))
    .max(PAYMENT_METHOD_IDS.length)
    .default([])
    .transform((methods) => [...new Set(methods)]),
  expires_at: moment.optional(),
});

/** POST /api/operator/discount-code-disable.php */
export const discountDisableBody = z.object({ id: bodyId });
