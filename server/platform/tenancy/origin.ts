import type { Tenant } from './schema';

/**
 * A site's canonical origin from the PUBLIC_ORIGIN template: `{id}` is the tenant's id, `{domain}`
 * its primary domain. Every absolute URL we hand out (mail links, a provider's return and webhook
 * addresses) starts with it; none is ever built from a request's Host header, which the client
 * chooses.
 */
export function siteOrigin(template: string, tenant: Pick<Tenant, 'id' | 'domains'>): string {
  return template.replaceAll('{id}', tenant.id).replaceAll('{domain}', tenant.domains[0] ?? '');
}

/** True when the template makes a bare http(s) origin (no path, query or credentials) for any tenant. */
export function isOriginTemplate(template: string): boolean {
  const sample = siteOrigin(template, { id: 'site-id', domains: ['site.example'] });
  if (!URL.canParse(sample)) return false;
  const url = new URL(sample);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === sample;
}
