import { CURRENCIES, SEPA_COUNTRIES, type Currency } from './currencies';

/**
 * The payment methods of docs/product.md#credits-methods: where each is offered (countries, currencies) and whether it can
 * store a mandate for one-click repeat orders. Visa, Mastercard, Maestro, Carte Bancaire and
 * Dankort cards all pay through `creditcard` (the checkout shows the right card schemes).
 */
export interface PaymentMethodInfo {
  id: string;
  countries: readonly string[] | 'all';
  currencies: readonly Currency[];
  recurring: boolean;
  /** Offered only when a tenant lists it: the schemes were discontinued (Sofort, Giropay, 2024). */
  optIn?: boolean;
}

export const PAYMENT_METHODS = [
  { id: 'creditcard', countries: 'all', currencies: CURRENCIES, recurring: true },
  { id: 'paypal', countries: 'all', currencies: CURRENCIES, recurring: true },
  { id: 'applepay', countries: 'all', currencies: CURRENCIES, recurring: false },
  { id: 'ideal', countries: ['NL'], currencies: ['EUR'], recurring: false },
  { id: 'bancontact', countries: ['BE'], currencies: ['EUR'], recurring: false },
  { id: 'przelewy24', countries: ['PL'], currencies: ['PLN', 'EUR'], recurring: false },
  { id: 'blik', countries: ['PL'], currencies: ['PLN'], recurring: false },
  { id: 'twint', countries: ['CH', 'LI'], currencies: ['CHF'], recurring: false },
  { id: 'swish', countries: ['SE'], currencies: ['SEK'], recurring: false },
  { id: 'vipps', countries: ['NO'], currencies: ['NOK'], recurring: false },
  { id: 'mobilepay', countries: ['DK', 'FI'], currencies: ['DKK', 'EUR'], recurring: false },
  { id: 'eps', countries: ['AT'], currencies: ['EUR'], recurring: false },
  { id: 'satispay', countries: ['IT'], currencies: ['EUR'], recurring: false },
  { id: 'paysafecard', countries: 'all', currencies: CURRENCIES, recurring: false },
  { id: 'banktransfer', countries: SEPA_COUNTRIES, currencies: ['EUR'], recurring: false },
  { id: 'directdebit', countries: SEPA_COUNTRIES, currencies: ['EUR'], recurring: true },
  { id: 'sofort', countries: ['DE', 'AT', 'BE', 'NL', 'IT', 'ES'], currencies: ['EUR'], recurring: false, optIn: true },
  { id: 'giropay', countries: ['DE'], currencies: ['EUR'], recurring: false, optIn: true },
] as const satisfies readonly PaymentMethodInfo[];

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];
export const PAYMENT_METHOD_IDS = PAYMENT_METHODS.map((method) => method.id) as [PaymentMethodId, ...PaymentMethodId[]];

export function methodInfo(id: string): PaymentMethodInfo | undefined {
  return PAYMENT_METHODS.find((method) => method.id === id);
}
