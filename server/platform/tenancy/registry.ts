import crypto from 'node:crypto';
import type { Company, Tenant } from './schema';
import type { ReportedProblem, TenantFiles } from './load';
import { applyOverride, type SiteOverride } from './overrides';
import { siteOrigin } from './origin';
import { otherSiteIds, withResellSources } from './resell';

export interface TenantContext {
  tenant: Tenant;
  company: Company;
  /** Hash of the tenant's and company's config: part of every cache key, so an edit shows at once. */
  version: string;
  /** The site's canonical origin (PUBLIC_ORIGIN): every absolute URL we hand out starts with it. */
  origin: string;
  /** The names of the other sites whose members this site lists (shared or resold), by id: cards name a member's home site. */
  otherSites: Record<string, string>;
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

interface Snapshot {
  files: TenantFiles;
  /** The sites as served: each file with the console's changes laid over. */
  served: Tenant[];
  byDomain: Map<string, TenantContext>;
  byId: Map<string, TenantContext>;
  fallback: TenantContext;
  /** The console's changes that the files as they are now do not take. */
  overrideProblems: ReportedProblem[];
}

function buildSnapshot(files: TenantFiles, template: string, overrides: ReadonlyMap<string, SiteOverride>): Snapshot {
  const byDomain = new Map<string, TenantContext>();
  const byId = new Map<string, TenantContext>();
  const overrideProblems: ReportedProblem[] = [];
  const served = files.tenants.map((file) => {
    const override = overrides.get(file.id);
    if (!override) return file;
    const { tenant, ignored } = applyOverride(file, override);
    for (const { key, message } of ignored) {
      overrideProblems.push({ file: `site_settings:${file.id}`, field: key, message, outcome: 'setting-ignored' });
    }
    return tenant;
  });
  const tenants = withResellSources(served);
  const names = new Map(tenants.map((tenant) => [tenant.id, tenant.name]));
  for (const tenant of tenants) {
    const company = files.companies.get(tenant.company);
    if (!company) throw new Error(`tenant ${tenant.id}: unknown company ${tenant.company}`);
    const version = crypto
      .createHash('sha1')
      .update(JSON.stringify([tenant, company]))
      .digest('hex')
      .slice(0, 12);
    const otherSites = Object.fromEntries(otherSiteIds(tenant).map((id) => [id, names.get(id) ?? id]));
    const context = { tenant, company, version, origin: siteOrigin(template, tenant), otherSites };
    byId.set(tenant.id, context);
    for (const domain of tenant.domains) byDomain.set(domain, context);
  }
  const fallback = files.tenants.find((tenant) => tenant.default);
  if (!fallback) throw new Error('no default tenant');
  return { files, served, byDomain, byId, fallback: byId.get(fallback.id) as TenantContext, overrideProblems };
}

/**
 * Resolves hosts to tenants. Only exact domains, "<id>.localhost" and the loopback names
 * (default tenant) match; anything else is unknown, never some other tenant's site.
 * replace() swaps every site at once (see ./watch.ts): a request keeps the TenantContext it
 * resolved, contexts are never changed in place, so an edit never shows half-way through one.
 * The console's changes to the sites' safe fields (decision 0145) are laid over the files the same
 * way: overrideWith() swaps every site at once, and a reload of the files keeps them.
 */
export class TenantRegistry {
  private snapshot: Snapshot;
  private reported: readonly ReportedProblem[] = [];
  private overrides: ReadonlyMap<string, SiteOverride> = new Map();
  private readonly template: string;

  /** publicOrigin: the PUBLIC_ORIGIN template of config.ts (see ./origin.ts). */
  constructor(files: TenantFiles, options: { publicOrigin?: string } = {}) {
    this.template = options.publicOrigin ?? DEFAULT_ORIGIN_TEMPLATE;
    this.snapshot = buildSnapshot(files, this.template, this.overrides);
  }

  /** The sites as served: their files with the console's changes. */
  get tenants(): readonly Tenant[] {
    return this.snapshot.served;
  }

  /** The files being served: the last good version of each site, without the console's changes. */
  get files(): TenantFiles {
    return this.snapshot.files;
  }

  /** Serves `files` from now on; `problems` are what the last reading of the files found wrong. */
  replace(files: TenantFiles, problems: readonly ReportedProblem[]): void {
    this.snapshot = buildSnapshot(files, this.template, this.overrides);
    this.reported = problems;
  }

  /** Lays these changes over the files from now on (the whole set: a site left out is served as its file says). */
  overrideWith(overrides: ReadonlyMap<string, SiteOverride>): void {
    this.snapshot = buildSnapshot(this.snapshot.files, this.template, overrides);
    this.overrides = overrides;
  }

  /** A site as its file alone says. */
  fileOf(id: string): Tenant | undefined {
    return this.snapshot.files.tenants.find((tenant) => tenant.id === id);
  }

  /** Keeps serving what it serves, with the problems of a reading that was refused as a whole. */
  report(problems: readonly ReportedProblem[]): void {
    this.reported = problems;
  }

  /** The validation errors of the last reading of the tenant files (empty: every file is served as written). */
  problems(): readonly ReportedProblem[] {
    return [...this.reported, ...this.snapshot.overrideProblems];
  }

  resolve(hostHeader: string | undefined): TenantContext | undefined {
    const { byDomain, byId, fallback } = this.snapshot;
    const host = normalizeHost(hostHeader);
    if (LOOPBACK_HOSTS.has(host)) return fallback;
    const exact = byDomain.get(host);
    if (exact) return exact;
    if (host.endsWith('.localhost')) return byId.get(host.slice(0, -'.localhost'.length));
    return undefined;
  }

  get(id: string): TenantContext | undefined {
    return this.snapshot.byId.get(id);
  }
}
