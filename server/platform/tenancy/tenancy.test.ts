import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import { siteTermsVersion, termsVersionDate, formatSupportPhone } from './company';
import { loadTenantFiles, TenantConfigError } from './load';
import { normalizeHost, TenantRegistry } from './registry';
import type { TenantSettings } from '#server/contract/answers/site';
import { withVisitor } from './settings';

function copyTenants(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenants-'));
  fs.cpSync(path.join(ROOT, 'tenants'), dir, { recursive: true });
  return dir;
}

function editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(value);
  fs.writeFileSync(file, JSON.stringify(value));
}

describe('tenant files', () => {
  it('ships at least three valid demo sites with different niches, languages and countries', () => {
    const { tenants } = loadTenantFiles(path.join(ROOT, 'tenants'));
    expect(tenants.length).toBeGreaterThanOrEqual(3);
    expect(new Set(tenants.map((tenant) => tenant.niche)).size).toBe(tenants.length);
    expect(new Set(tenants.map((tenant) => tenant.domain_language)).size).toBe(tenants.length);
    expect(new Set(tenants.map((tenant) => tenant.countries[0])).size).toBe(tenants.length);
  });

  it('names the file and the field of a bad value', () => {
    const dir = copyTenants();
    editJson(path.join(dir, 'herzklopfen.json'), (tenant) => {
      tenant.niche = 9;
    });
    expect(() => loadTenantFiles(dir)).toThrow(/herzklopfen\.json: niche: /);
  });

  it('rejects a domain used twice, an unknown company and a second default', () => {
    const dir = copyTenants();
    editJson(path.join(dir, 'herzklopfen.json'), (tenant) => {
      tenant.domains = ['flirtlocal.example'];
      tenant.company = 'nobody';
      tenant.default = true;
    });
    let message = '';
    try {
      loadTenantFiles(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(TenantConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/herzklopfen\.json: company: no company file/);
    const otherDir = copyTenants();
    editJson(path.join(otherDir, 'herzklopfen.json'), (tenant) => {
      tenant.domains = ['flirtlocal.example'];
      tenant.default = true;
    });
    expect(() => loadTenantFiles(otherDir)).toThrow(/exactly one tenant must have "default": true[\s\S]*"flirtlocal\.example" is already used/);
  });
});

describe('shared profiles', () => {
  it('may only name other tenants of the same company', () => {
    const dir = copyTenants();
    editJson(path.join(dir, 'herzklopfen.json'), (tenant) => {
      tenant.share_profiles_with = ['flirtlocal'];
    });
    expect(loadTenantFiles(dir).tenants.find((tenant) => tenant.id === 'herzklopfen')?.share_profiles_with).toEqual(['flirtlocal']);
    editJson(path.join(dir, 'herzklopfen.json'), (tenant) => {
      tenant.share_profiles_with = ['nobody', 'herzklopfen'];
    });
    expect(() => loadTenantFiles(dir)).toThrow(/share_profiles_with: "nobody" must be another tenant[\s\S]*"herzklopfen" must be another tenant/);
  });
});

describe('host resolution', () => {
  const registry = new TenantRegistry(loadTenantFiles(path.join(ROOT, 'tenants')));

  it('normalizes case, port, trailing dot and www', () => {
    expect(normalizeHost('WWW.Example.COM:8080')).toBe('example.com');
    expect(normalizeHost('example.com.')).toBe('example.com');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });

  it('reads only a plain host name or the IPv6 loopback, with an optional port', () => {
    for (const host of ['[::1]@evil.example', 'flirtlocal.localhost:80@evil', 'a b', 'a/b', '[::2]', 'x_y.example', 'example.com:port'])
      expect(normalizeHost(host), host).toBe('');
    expect(registry.resolve('[::1]@evil.example')).toBeUndefined();
  });

  it('maps <id>.localhost and loopback names, and nothing else', () => {
    expect(registry.resolve('coeurs-coquins.localhost:3000')?.tenant.id).toBe('coeurs-coquins');
    expect(registry.resolve('localhost:3000')?.tenant.default).toBe(true);
    expect(registry.resolve('127.0.0.1')?.tenant.default).toBe(true);
    expect(registry.resolve('nobody.localhost')).toBeUndefined();
    expect(registry.resolve('flirtlocal.example.evil.com')).toBeUndefined();
    expect(registry.resolve(undefined)).toBeUndefined();
  });
});

describe('company rules (docs/product.md#static-pages)', () => {
  it('versions the terms 2023-12-01 or the company added date when later', () => {
    expect(termsVersionDate({ added: '2022-05-01' })).toBe('2023-12-01');
    expect(termsVersionDate({ added: '2024-03-15' })).toBe('2024-03-15');
  });

  it("takes a site's own terms_version before that default", () => {
    expect(siteTermsVersion({ tenant: { terms_version: '2026-01-01' }, company: { added: '2024-03-15' } })).toBe('2026-01-01');
    expect(siteTermsVersion({ tenant: {}, company: { added: '2024-03-15' } })).toBe('2024-03-15');
  });

  it('strips hyphens and spaces from the support phone', () => {
    expect(formatSupportPhone('+31 20-123 4567')).toBe('+31201234567');
  });
});

describe('visitor settings', () => {
  const base = {
    countries: ['NL', 'BE'],
    message_credits: 10,
    minimum_message_costs: { BE: { costs: 11, currency: 'EUR' } },
    site_entry_countries: ['NL', 'BE'],
    age_assurance_countries: { BE: 'provider' },
  } as unknown as TenantSettings;

  it('uses the visitor country when served, else the first country', () => {
    expect(withVisitor(base, 'BE')).toMatchObject({ geoip_country: 'BE', geoip_selected_country: 'BE', minimum_message_costs_value: 11 });
    expect(withVisitor(base, 'US')).toMatchObject({ geoip_country: 'US', geoip_selected_country: 'NL', minimum_message_costs_value: 10 });
    expect(withVisitor(base, null)).toMatchObject({ geoip_country: null, geoip_selected_country: 'NL' });
  });

  it("tells the visitor's age assurance: the site's word for the country, else the entry warning's self-declaration, else none", () => {
    expect(withVisitor(base, 'BE').age_assurance).toBe('provider');
    expect(withVisitor(base, 'NL').age_assurance).toBe('self_declared');
    expect(withVisitor(base, 'US').age_assurance).toBe('none');
    expect(withVisitor(base, null).age_assurance).toBe('none');
  });
});
