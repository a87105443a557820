import crypto from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { directDebitRequests, paymentMandates } from '#server/platform/db/schema';
import type { Translator } from '#server/platform/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '#server/contract/languages';
import type { SmsGateway } from '#server/adapters/sms/gateway';
import { isUniqueViolation } from '../accounts/lookup';
import { enqueueDebitNotice, enqueueMandateConfirmation } from '../notifications/transactional-jobs';
import { DomainError } from '../errors';
import { checkDirectDebitForm, type DirectDebitForm } from './direct-debit-form';
import { checkDirectDebitAllowed, directDebitPackage } from './direct-debit-limits';
import { customerFor, placeOrder, type Buyer, type Payment, type PaymentDeps } from './start';
import { orderDiscount } from './offer-discount';

export const CODE_TTL_MINUTES = 10;
const CODE_TTL_MS = CODE_TTL_MINUTES * 60 * 1000;
/** Code checks per request: a guess has a 5 in a million chance. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes a member may ask for per hour: each one is a paid SMS. */
const REQUESTS_PER_HOUR = 5;

export interface DirectDebitDeps extends PaymentDeps {
  sms: SmsGateway;
  translator: Translator;
}

type Request = typeof directDebitRequests.$inferSelect;

function hashCode(code: string, salt = crypto.randomBytes(16).toString('hex')): string {
  return `${salt}:${crypto.createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(stored: string, code: string): boolean {
  const expected = Buffer.from(stored);
  const given = Buffer.from(hashCode(code, stored.split(':')[0]));
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

const codeInvalid = () => new DomainError(400, 'code_invalid', 'direct_debit.code_invalid');

/**
 * Step 1 of a direct debit payment: checks the member may pay so and the form, keeps it as a
 * pending request and texts a 6-digit code to the mobile number (in the member's language).
 */
export async function requestDirectDebit(
  deps: DirectDebitDeps,
  buyer: Buyer,
  input: { packageId: string; form: DirectDebitForm; discountCode?: string | undefined },
) {
  const { db, now } = deps;
  const { tenant, user } = buyer;
  const item = directDebitPackage(tenant, buyer.country, input.packageId, deps.provider.supports);
  await checkDirectDebitAllowed(db, tenant, user, item, now());
  const details = checkDirectDebitForm(input.form, buyer.country);
  // A code that cannot pay this order is refused now, before a code is texted; step 2 applies it.
  await orderDiscount(db, buyer, { item, method: 'directdebit', code: input.discountCode }, now());
  const [recent] = await db
    .select({ count: count() })
    .from(directDebitRequests)
    .where(
      and(
        eq(directDebitRequests.userId, user.id),
        eq(directDebitRequests.tenantId, tenant.id),
        gt(directDebitRequests.createdAt, new Date(now().getTime() - 60 * 60 * 1000)),
      ),
    );
  if ((recent?.count ?? 0) >= REQUESTS_PER_HOUR) throw new DomainError(429, 'too_many_codes', 'direct_debit.too_many_codes');

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const [request] = await db
    .insert(directDebitRequests)
    .values({
      tenantId: tenant.id,
      userId: user.id,
      packageId: item.id,
      accountHolder: details.accountHolder,
      iban: details.iban,
      street: details.street,
      houseNumber: details.houseNumber,
      postalCode: details.postalCode,
      city: details.city,
      mobile: details.mobile,
      codeHash: hashCode(code),
      expiresAt: new Date(now().getTime() + CODE_TTL_MS),
      createdAt: now(),
    })
    .returning({ id: directDebitRequests.id });
  if (!request) throw new Error('direct debit request insert returned nothing');
  const t = deps.translator.t(isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE);
  try {
    await deps.sms.send(details.mobile, t('direct_debit.sms', { code, site: tenant.name, count: CODE_TTL_MINUTES }));
  } catch (error) {
    await db.update(directDebitRequests).set({ status: 'failed' }).where(eq(directDebitRequests.id, request.id));
    deps.logger.error({ err: error, request: request.id }, 'direct debit code could not be sent');
    throw new DomainError(502, 'sms_failed', 'errors.server');
  }
  return { requestId: request.id, mobile: details.mobileDisplay };
}

/**
 * Counts one code check against the member's own pending, unexpired request; only a request
 * with checks left answers, so parallel guesses cannot exceed the limit.
 */
async function takeAttempt(deps: DirectDebitDeps, buyer: Buyer, requestId: number): Promise<Request | undefined> {
  const [request] = await deps.db
    .update(directDebitRequests)
    .set({ attempts: sql`${directDebitRequests.attempts} + 1` })
    .where(
      and(
        eq(directDebitRequests.id, requestId),
        eq(directDebitRequests.userId, buyer.user.id),
        eq(directDebitRequests.tenantId, buyer.tenant.id),
        eq(directDebitRequests.status, 'pending'),
        gt(directDebitRequests.expiresAt, deps.now()),
        lt(directDebitRequests.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning();
  return request;
}

/** Moves the request to processing; one per member at a time (a unique index), so the limit holds. */
async function claim(deps: DirectDebitDeps, request: Request): Promise<void> {
  const { db } = deps;
  // A run that died mid-way (a crash) would block the member forever: give up on it after a while.
  await db
    .update(directDebitRequests)
    .set({ status: 'failed' })
    .where(
      and(
        eq(directDebitRequests.userId, request.userId),
        eq(directDebitRequests.status, 'processing'),
        lt(directDebitRequests.expiresAt, new Date(deps.now().getTime() - CODE_TTL_MS)),
      ),
    );
  try {
    const [claimed] = await db
      .update(directDebitRequests)
      .set({ status: 'processing' })
      .where(and(eq(directDebitRequests.id, request.id), eq(directDebitRequests.status, 'pending')))
      .returning({ id: directDebitRequests.id });
    if (!claimed) throw codeInvalid();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, 'direct_debit_busy', 'direct_debit.busy');
    throw error;
  }
}

/**
 * Step 2: the right code signs the mandate. The mandate is made at the provider and stored
 * (not yet valid), the payment placed on it; only when both worked do the mandate and the
 * request count. Any failure leaves the request failed and nothing usable behind.
 */
export async function confirmDirectDebit(
  deps: DirectDebitDeps,
  buyer: Buyer,
  input: { requestId: number; code: string; discountCode?: string | undefined },
): Promise<Payment> {
  const { db, provider, now } = deps;
  const request = await takeAttempt(deps, buyer, input.requestId);
  if (!request || !codeMatches(request.codeHash, input.code.trim())) throw codeInvalid();
  await claim(deps, request);
  const fail = () => db.update(directDebitRequests).set({ status: 'failed' }).where(eq(directDebitRequests.id, request.id));
  try {
    // The member's situation may have changed in the minutes since step 1.
    const item = directDebitPackage(buyer.tenant, buyer.country, request.packageId, provider.supports);
    await checkDirectDebitAllowed(db, buyer.tenant, buyer.user, item, now());
    const discount = await orderDiscount(db, buyer, { item, method: 'directdebit', code: input.discountCode }, now());
    const mandate = await createMandate(deps, buyer, request);
    const { payment } = await placeOrder(deps, buyer, { item, method: 'directdebit', sequence: 'recurring', mandate, discount });
    await db.transaction(async (tx) => {
      await tx.update(paymentMandates).set({ valid: true }).where(eq(paymentMandates.id, mandate.id));
      await tx
        .update(directDebitRequests)
        .set({ status: 'confirmed', mandateId: mandate.id, paymentId: payment.id, confirmedAt: now() })
        .where(eq(directDebitRequests.id, request.id));
      // The member's copy of the mandate, and the first debit announced (docs/decisions/0087-transactional-mail.md).
      await enqueueMandateConfirmation(tx, mandate.id, now());
      await enqueueDebitNotice(tx, payment.id, now());
    });
    return payment;
  } catch (error) {
    await fail();
    throw error;
  }
}

/** The mandate's reference on the member's bank statement; SEPA allows 35 characters: tenant (cut to 20), member, request. */
export function mandateReference(tenantId: string, userId: number, requestId: number): string {
  return `${tenantId.toUpperCase().slice(0, 20)}-${userId}-${requestId}`;
}

/** The SEPA mandate at the provider, kept as not yet valid; a provider failure is the member's "try again later". */
async function createMandate(deps: DirectDebitDeps, buyer: Buyer, request: Request) {
  const { db, provider, now } = deps;
  try {
    const customerRef = await customerFor(deps, buyer.user);
    const created = await provider.createDirectDebitMandate({
      customerRef,
      accountHolder: request.accountHolder,
      iban: request.iban,
      mandateReference: mandateReference(buyer.tenant.id, buyer.user.id, request.id),
      signedAt: now(),
    });
    const [mandate] = await db
      .insert(paymentMandates)
      .values({
        userId: buyer.user.id,
        provider: provider.id,
        providerRef: created.providerRef,
        customerRef,
        method: 'directdebit',
        label: created.label,
        valid: false,
        createdAt: now(),
      })
      .returning();
    if (!mandate) throw new Error('mandate insert returned nothing');
    return mandate;
  } catch (error) {
    deps.logger.error({ err: error, request: request.id }, 'direct debit mandate not created');
    throw new DomainError(502, 'payment_error', 'payments.provider_error');
  }
}
