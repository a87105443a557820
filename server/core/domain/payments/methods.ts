import { PAYMENT_METHODS, type PaymentMethodId, type PaymentMethodInfo } from '#server/contract/payment-methods';
import type { Currency } from '#server/contract/currencies';

/**
 * The methods a member sees, in this order: the tenant's list (or every default method when it
 * lists none), narrowed to the member's country and currency and to what the provider supports.
 * Direct debit has its own form (/directdebit), so it is listed but not started from here.
 */
export function methodsFor(options: {
  tenantMethods: readonly string[];
  country: string;
  currency: Currency;
  supported: ReadonlySet<string>;
}): PaymentMethodId[] {
  const { tenantMethods, country, currency, supported } = options;
  const listed = (method: PaymentMethodInfo) => (tenantMethods.length ? tenantMethods.includes(method.id) : !method.optIn);
  return PAYMENT_METHODS.filter(
    (method: PaymentMethodInfo) =>
      listed(method) && supported.has(method.id) && (method.countries === 'all' || method.countries.includes(country)) && method.currencies.includes(currency),
  ).map((method) => method.id);
}
