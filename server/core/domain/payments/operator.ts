import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#server/platform/db/client';
import { discountCodes, users } from '#server/platform/db/schema';
import { applyCreditChange } from '../credits/ledger';
import { CREDIT_CORRECTION_MAX } from '#server/contract/console-members';
import { CURRENCIES } from '#server/contract/currencies';
import { PAYMENT_METHOD_IDS } from '#server/contract/payment-methods';

/** An operator's task refused for its input; the message names the flag to correct (`--tenant: …`). */
export class PaymentTaskError extends Error {
  override name = 'PaymentTaskError';
}

/** The start of a UTC day typed as YYYY-MM-DD; 2027-02-30 is no day (Date would read it as 2 March). */
function dayStart(value: string): Date | undefined {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? date : undefined;
}

const day = z.string().transform((value, ctx) => {
  const start = dayStart(value);
  if (start) return start;
  ctx.addIssue({ code: 'custom', message: `"${value}" is not a day as YYYY-MM-DD` });
  return z.NEVER;
});

/** What an operator gives to create a code (`npm run payments -- discount add …`). */
export const discountCodeInput = z.object({
  tenant: z.string().min(1),
  code: z.string().regex(/^[A-Za-z0-9-]{3,40}$/, 'letters, digits and dashes, 3 to 40'),
  percent: z.coerce.number().int().min(1).max(100),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  currency: z.enum(CURRENCIES).optional(),
  /** Major units, e.g. 30 or 29.95. */
  minimum: z.coerce.number().min(0).default(0),
  methods: z.array(z.enum(PAYMENT_METHOD_IDS)).default([]),
  /** The code stops working when this UTC day begins. */
  expires: day.optional(),
});

/**
 * Validates like any input from outside (the CLI passes strings), then stores the code: only for
 * a site that exists (`sites`: the ids of the tenant files) and only with an expiry still ahead.
 */
export async function createDiscountCode(db: Db, input: unknown, context: { sites: readonly string[]; now: Date }) {
  const parsed = discountCodeInput.safeParse(input);
  if (!parsed.success) {
    throw new PaymentTaskError(parsed.error.issues.map((issue) => `--${issue.path.join('.') || 'input'}: ${issue.message}`).join('\n'));
  }
  const code = parsed.data;
  if (!context.sites.includes(code.tenant)) throw new PaymentTaskError(`--tenant: no site ${code.tenant} (sites: ${context.sites.join(', ')})`);
  if (code.expires && code.expires <= context.now) {
    throw new PaymentTaskError(`--expires: ${code.expires.toISOString().slice(0, 10)} has begun or passed; a code must expire after today`);
  }
  const [created] = await db
    .insert(discountCodes)
    .values({
      tenantId: code.tenant,
      code: code.code.toUpperCase(),
      valuePercentage: code.percent,
      country: code.country ?? null,
      currency: code.currency ?? null,
      minimumOrderValue: Math.round(code.minimum * 100),
      paymentMethods: code.methods,
      expiresAt: code.expires ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new PaymentTaskError(`--code: ${code.code.toUpperCase()} already exists on ${code.tenant}`);
  return created;
}

/**
 * An operator's correction of a member's balance: one ledger row (reason correction) with the
 * operator's note as its reference, so the balance stays the sum of its rows. Like the console's
 * correction it may take the balance to zero, never below; the member's row is locked meanwhile.
 */
export async function correctCredits(db: Db, input: { tenant: string; email: string; amount: number; note: string; now: Date }) {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0 || Math.abs(input.amount) > CREDIT_CORRECTION_MAX) {
    throw new PaymentTaskError(`--amount: a whole number other than 0, at most ${CREDIT_CORRECTION_MAX} either way`);
  }
  if (!input.note.trim()) throw new PaymentTaskError('--note: a note (why) is required');
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, credits: users.credits })
      .from(users)
      .where(and(eq(users.tenantId, input.tenant), sql`lower(${users.email}) = lower(${input.email})`))
      .for('update');
    if (!user) throw new PaymentTaskError(`--email: no member ${input.email} on ${input.tenant}`);
    if (user.credits + input.amount < 0) throw new PaymentTaskError(`--amount: the member has ${user.credits} credits; a correction never takes them below 0`);
    await applyCreditChange(tx, {
      tenantId: input.tenant,
      userId: user.id,
      amount: input.amount,
      reason: 'correction',
      reference: `${input.now.toISOString()} ${input.note.trim()}`,
    });
    return { userId: user.id, credits: user.credits + input.amount };
  });
}
