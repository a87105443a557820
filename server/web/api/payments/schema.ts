import { z } from 'zod';

export const paymentBody = z.object({
  package: z.string().min(1).max(30),
  paymentmethod: z.string().min(1).max(30).optional(),
  discountcode: z.string().max(40).optional(),
  /** One-click repeat order on the stored mandate. */
  repeat: z.boolean().default(false),
});

export const idQuery = z.object({ id: z.coerce.number().int().positive() });
/** One receipt by id, or the list with the credit history's page older than `before`. */
export const transactionsQuery = z.object({
  id: z.coerce.number().int().positive().optional(),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export const discountQuery = z.object({ code: z.string().max(40).optional(), welcome: z.enum(['true', '1']).optional() });

/** Direct debit step 1; missing texts arrive as '' so the domain names each required field. */
const formText = z.string().max(100).default('');
export const directDebitBody = z.object({
  package: z.string().min(1).max(30),
  /** The visit's code, as the checkout takes it; without one the welcome discount applies while it runs. */
  discountcode: z.string().max(40).optional(),
  account_holder: formText,
  iban: z.string().max(50).default(''),
  street: formText,
  house_number: z.string().max(20).default(''),
  postal_code: z.string().max(20).default(''),
  city: formText,
  mobile: z.string().max(30).default(''),
  authorised: z.boolean().default(false),
});

/** Direct debit step 2: the code texted for a request. */
export const directDebitConfirmBody = z.object({
  request_id: z.coerce.number().int().positive(),
  code: z.string().max(20),
  discountcode: z.string().max(40).optional(),
});
export const confirmQuery = z.object({ confirm: z.enum(['1', 'true']).optional() });
