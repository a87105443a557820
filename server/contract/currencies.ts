/** The currency a member pays in, by their country; everywhere else pays in euros. */
const CURRENCY_BY_COUNTRY: Record<string, string> = {
  PL: 'PLN',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  GB: 'GBP',
  US: 'USD',
  CZ: 'CZK',
};

export const CURRENCIES = ['EUR', 'PLN', 'CHF', 'SEK', 'NOK', 'DKK', 'GBP', 'USD', 'CZK'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function currencyFor(country: string): Currency {
  return (CURRENCY_BY_COUNTRY[country] as Currency | undefined) ?? 'EUR';
}

/** SEPA countries: where direct debit and bank transfer in euros are offered. */
export const SEPA_COUNTRIES = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];
