import crypto from 'node:crypto';
import type { Company, Tenant } from './schema';
import type { TenantFiles } from './load';
import { siteOrigin } from './origin';

export interface TenantContext {
  tenant: Tenant;
  company: Company;
  /** Hash of the tenant's and company's config: part of every cache key, so an edit shows at once. */
  version: string;
  /** The site's canonical origin (PUBLIC_ORIGIN): every absolute URL we hand out starts with it. */
  origin: string;
}

/**
 * The only Host headers we read: a host name (labels of letters, digits and dashes, an optional
 * trailing dot) or the IPv6 loopback literal, with an optional port. Anything else (user-info
 * like "[::1]@evil.example", paths, spaces, other IPv6 literals) names no site of ours.
 */
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[::1\])(?::\d{1,5})?$/i;

/**
 * Lower-cases a Host header and drops the port, a trailing dot and a leading "www."; a header
 * that is not a plain host (see HOST_HEADER) gives '', which matches no site.
 */
export function normalizeHost(host: string | undefined): string {
  if (!host || host.length > 260 || !HOST_HEADER.test(host)) return '';
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return name.startsWith('www.') ? name.slice(4) : name;
}

/** Production's PUBLIC_ORIGIN; tools that hand out no links need no other. */
const DEFAULT_ORIGIN_TEMPLATE = 'https://{domain}';

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

  /** publicOrigin: the PUBLIC_ORIGIN template of config.ts (see ./origin.ts). */
  constructor(files: TenantFiles, options: { publicOrigin?: string } = {}) {
    const template = options.publicOrigin ?? DEFAULT_ORIGIN_TEMPLATE;
    this.tenants = files.tenants;
    for (const tenant of files.tenants) {
      const company = files.companies.get(tenant.company);
      if (!company) throw new Error(`tenant ${tenant.id}: unknown company ${tenant.company}`);
      const version = crypto
        .createHash('sha1')
        .update(JSON.stringify([tenant, company]))
        .digest('hex')
        .slice(0, 12);
      const context = { tenant, company, version, origin: siteOrigin(template, tenant) };
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
