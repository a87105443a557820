import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#server/db/client';
import { discountCodes, users } from '#server/db/schema';
import { applyCreditChange } from '../credits/ledger';
import { CURRENCIES } from '#server/shared/currencies';
import { PAYMENT_METHOD_IDS } from '#server/shared/payment-methods';

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
  expires: z.coerce.date().optional(),
});

/** Validates like any input from outside (the CLI passes strings), then stores the code. */
export async function createDiscountCode(db: Db, input: unknown) {
  const code = discountCodeInput.parse(input);
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
  if (!created) throw new Error(`code ${code.code.toUpperCase()} already exists on ${code.tenant}`);
  return created;
}

/**
 * An operator's correction of a member's balance: one ledger row (reason correction) with the
 * operator's note as its reference, so the balance stays the sum of its rows.
 */
export async function correctCredits(db: Db, input: { tenant: string; email: string; amount: number; note: string; now: Date }) {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) throw new Error('amount must be a whole number other than 0');
  if (!input.note.trim()) throw new Error('a note (why) is required');
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, input.tenant), sql`lower(${users.email}) = lower(${input.email})`));
  if (!user) throw new Error(`no member ${input.email} on ${input.tenant}`);
  return db.transaction(async (tx) => {
    await applyCreditChange(tx, {
      tenantId: input.tenant,
      userId: user.id,
      amount: input.amount,
      reason: 'correction',
      reference: `${input.now.toISOString()} ${input.note.trim()}`,
    });
    const [after] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, user.id));
    return { userId: user.id, credits: after?.credits ?? 0 };
  });
}
