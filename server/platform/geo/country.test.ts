import { describe, expect, it } from 'vitest';
import { lookupCountry } from './country';

describe('visitor country', () => {
  it('trusts the CDN header first', () => {
    expect(lookupCountry('nl', '81.2.69.142')).toBe('NL');
  });

  it('ignores unknown-country codes and falls back to the GeoIP database', () => {
    expect(lookupCountry('XX', '81.2.69.142')).toBe('GB');
  });

  it('gives loopback and private addresses no country', () => {
    expect(lookupCountry(undefined, '127.0.0.1')).toBeNull();
    expect(lookupCountry(undefined, '::1')).toBeNull();
    expect(lookupCountry(undefined, '192.168.1.20')).toBeNull();
  });
});
