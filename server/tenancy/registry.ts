import crypto from 'node:crypto';
import type { Company, Tenant } from './schema';
import type { TenantFiles } from './load';

export interface TenantContext {
  tenant: Tenant;
  company: Company;
  /** Hash of the tenant's and company's config: part of every cache key, so an edit shows at once. */
  version: string;
}

/** Lower-cases a Host header and drops the port, a trailing dot and a leading "www.". */
export function normalizeHost(host: string | undefined): string {
  if (!host) return '';
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name.slice(0, name.indexOf(']') + 1);
  name = name.replace(/:\d+$/, '').replace(/\.$/, '');
  return name.startsWith('www.') ? name.slice(4) : name;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Resolves hosts to tenants. Only exact domains, "<id>.localhost" and the loopback names
 * (default tenant) match; anything else is unknown, never some other tenant's site.
 */
export class TenantRegistry {
  readonly tenants: readonly Tenant[];
  private readonly byDomain = new Map<string, TenantContext>();
  private readonly byId = new Map<string, TenantContext>();
  private readonly fallback: TenantContext;

  constructor(files: TenantFiles) {
    this.tenants = files.tenants;
    for (const tenant of files.tenants) {
      const company = files.companies.get(tenant.company);
      if (!company) throw new Error(`tenant ${tenant.id}: unknown company ${tenant.company}`);
      const version = crypto.createHash('sha1').update(JSON.stringify([tenant, company])).digest('hex').slice(0, 12);
      const context = { tenant, company, version };
      this.byId.set(tenant.id, context);
      for (const domain of tenant.domains) this.byDomain.set(domain, context);
    }
    const fallback = files.tenants.find((tenant) => tenant.default);
    if (!fallback) throw new Error('no default tenant');
    this.fallback = this.byId.get(fallback.id) as TenantContext;
  }

  resolve(hostHeader: string | undefined): TenantContext | undefined {
    const host = normalizeHost(hostHeader);
    if (LOOPBACK_HOSTS.has(host)) return this.fallback;
    const exact = this.byDomain.get(host);
    if (exact) return exact;
    if (host.endsWith('.localhost')) return this.byId.get(host.slice(0, -'.localhost'.length));
    return undefined;
  }

  get(id: string): TenantContext | undefined {
    return this.byId.get(id);
  }
}
