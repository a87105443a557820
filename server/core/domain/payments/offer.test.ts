import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '#server/platform/paths';
import { PAYMENT_METHOD_IDS } from '#server/contract/payment-methods';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import type { Tenant } from '#server/platform/tenancy/schema';
import { DomainError } from '../errors';
import { directDebitPackage } from './direct-debit-limits';
import { methodsFor } from './methods';
import { findPackage, packagesFor } from './packages';

const ALL = new Set<string>(PAYMENT_METHOD_IDS);
const site = loadTenantFiles(path.join(ROOT, 'tenants')).tenants.find((tenant) => tenant.id === 'herzklopfen') as Tenant;

describe('methodsFor', () => {
  it.each([
    ['NL', 'EUR', ['creditcard', 'paypal', 'applepay', 'ideal', 'paysafecard', 'banktransfer', 'directdebit']],
    ['BE', 'EUR', ['creditcard', 'paypal', 'applepay', 'bancontact', 'paysafecard', 'banktransfer', 'directdebit']],
    ['PL', 'PLN', ['creditcard', 'paypal', 'applepay', 'przelewy24', 'blik', 'paysafecard']],
    ['CH', 'CHF', ['creditcard', 'paypal', 'applepay', 'twint', 'paysafecard']],
    ['GB', 'GBP', ['creditcard', 'paypal', 'applepay', 'paysafecard']],
    ['FI', 'EUR', ['creditcard', 'paypal', 'applepay', 'mobilepay', 'paysafecard', 'banktransfer', 'directdebit']],
  ] as const)('a member in %s paying %s sees %j', (country, currency, methods) => {
    expect(methodsFor({ tenantMethods: [], country, currency, supported: ALL })).toEqual(methods);
  });

  it("follows the site's own list and order, still narrowed to the member's country", () => {
    expect(methodsFor({ tenantMethods: ['ideal', 'sofort', 'creditcard'], country: 'NL', currency: 'EUR', supported: ALL })).toEqual([
      'creditcard',
      'ideal',
      'sofort',
    ]);
    expect(methodsFor({ tenantMethods: ['ideal', 'creditcard'], country: 'DE', currency: 'EUR', supported: ALL })).toEqual(['creditcard']);
  });

  it('offers discontinued schemes only to sites that list them, and only what the provider supports', () => {
    expect(methodsFor({ tenantMethods: [], country: 'DE', currency: 'EUR', supported: ALL })).not.toContain('giropay');
    expect(methodsFor({ tenantMethods: [], country: 'NL', currency: 'EUR', supported: new Set(['ideal', 'paypal']) })).toEqual(['paypal', 'ideal']);
  });
});

describe('packages', () => {
  it("sells in the member's currency, else in euros", () => {
    expect(packagesFor(site, 'CHF').map(({ id, price, currency }) => [id, price, currency])).toEqual([
      ['starter', 1995, 'CHF'],
      ['popular', 3995, 'CHF'],
      ['value', 7995, 'CHF'],
    ]);
    const euroOnly = { payments: { ...site.payments, packages: [{ id: 'one', credits: 50, prices: { EUR: 990 }, highlighted: false }] } };
    expect(packagesFor(euroOnly, 'GBP')).toEqual([{ id: 'one', credits: 50, price: 990, currency: 'EUR', highlighted: false }]);
  });

  it("finds a package in the currency of the member's country; an unknown id is not found", () => {
    expect(findPackage(site, 'PL', 'popular')).toMatchObject({ credits: 250, price: 17900, currency: 'PLN' });
    expect(() => findPackage(site, 'DE', 'free-credits')).toThrow(expect.objectContaining({ status: 404, code: 'package_not_found' }));
  });

  it('allows direct debit only where it is offered: euro-area countries paying in euros', () => {
    expect(directDebitPackage(site, 'AT', 'starter', ALL)).toMatchObject({ price: 1995, currency: 'EUR' });
    for (const country of ['CH', 'GB', 'PL']) {
      expect(() => directDebitPackage(site, country, 'starter', ALL), country).toThrow(DomainError);
      expect(() => directDebitPackage(site, country, 'starter', ALL), country).toThrow(expect.objectContaining({ status: 400, code: 'method_unavailable' }));
    }
  });
});
