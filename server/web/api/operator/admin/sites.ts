import path from 'node:path';
import type { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import type { Operator } from '#server/platform/db/schema';
import { DomainError, ValidationError } from '#server/core/domain/errors';
import { audit } from '#server/core/domain/operators/audit';
import { coversAllSites, maySeeSite } from '#server/core/domain/operators/roles';
import type { PaymentProviders } from '#server/adapters/payment-providers/registry';
import { presentSite, presentSiteProblem } from '#server/core/presenters/sites';
import { readTenantDir, type ReportedProblem } from '#server/platform/tenancy/load';
import { NewSiteError, writeNewSite, type NewSiteField, type NewSiteProblem } from '#server/platform/tenancy/onboard';
import type { TenantContext, TenantRegistry } from '#server/platform/tenancy/registry';
import { operatorRouter } from '../operator-router';
import { newSiteBody } from './schema';

export interface SiteRouteDeps {
  db: Db;
  tenants: TenantRegistry;
  /** The folder of the tenant files the server serves (TENANTS_DIR). */
  tenantsDir: string;
  /** The console's own host names (OPERATOR_HOSTS): never a new site's domain. */
  operatorHosts: readonly string[];
  payments: Pick<PaymentProviders, 'providerFor'>;
}

/** How long onboarding waits for the reload that serves the new file (server/platform/tenancy/watch.ts scans every 2 s). */
const LIVE_WAIT_MS = 10_000;

const INVALID_KEYS: Record<NewSiteField, string> = {
  id: 'operator_console.site_id_invalid',
  domain: 'operator_console.site_domain_invalid',
  name: 'operator_console.site_name_invalid',
  niche: 'operator_console.site_niche_invalid',
  language: 'operator_console.site_language_invalid',
  countries: 'operator_console.site_countries_invalid',
  company: 'operator_console.site_company_invalid',
};
const TAKEN_KEYS: Record<'id' | 'domain', string> = {
  id: 'operator_console.site_id_taken',
  domain: 'operator_console.site_domain_taken',
};

function keyOf(problem: NewSiteProblem): string {
  return problem.reason === 'taken' ? TAKEN_KEYS[problem.field] : INVALID_KEYS[problem.field];
}

/** Only an owner of every site adds one: a site nobody could see yet must not depend on an owner's site list. */
function mayOnboard(operator: Operator): boolean {
  return coversAllSites(operator);
}

async function servedSoon(tenants: TenantRegistry, id: string): Promise<TenantContext | undefined> {
  const deadline = Date.now() + LIVE_WAIT_MS;
  for (;;) {
    const served = tenants.get(id);
    if (served || Date.now() > deadline) return served;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The sites screen: every site the operator may see as loaded, the tenant files' problems, and onboarding a domain. */
export function siteRoutes(deps: SiteRouteDeps): Router {
  const router = operatorRouter('sites');
  const present = (context: TenantContext) => presentSite(context, deps.payments.providerFor(context.tenant)?.id ?? 'none');

  /** Owners of every site see every problem; others those of their own sites' files. */
  const problemVisible = (operator: Operator, problem: ReportedProblem) =>
    coversAllSites(operator) || (path.dirname(problem.file) === deps.tenantsDir && maySeeSite(operator, path.basename(problem.file, '.json')));

  router.get('/api/operator/sites.php', (_req, res, operator) => {
    const sites = deps.tenants.tenants
      .filter((tenant) => maySeeSite(operator, tenant.id))
      .map((tenant) => deps.tenants.get(tenant.id))
      .filter((context): context is TenantContext => Boolean(context));
    res.json({
      sites: sites.map(present),
      problems: deps.tenants
        .problems()
        .filter((problem) => problemVisible(operator, problem))
        .map((problem) => presentSiteProblem(problem, deps.tenantsDir)),
      may_onboard: mayOnboard(operator),
      companies: mayOnboard(operator) ? [...deps.tenants.files.companies.values()].map((company) => ({ id: company.id, name: company.name })) : [],
    });
  });

  router.post('/api/operator/sites.php', async (req, res, operator) => {
    // Finer than the router's 'sites' area, which managers and owners of some sites have too.
    if (!mayOnboard(operator)) throw new DomainError(403, 'forbidden', 'operator_console.forbidden');
    const body = newSiteBody.parse(req.body ?? {});
    // What is on disk now, broken files in their last good version: the CLI checks against the same.
    const { files } = readTenantDir(deps.tenantsDir, deps.tenants.files);
    let written: ReturnType<typeof writeNewSite>;
    try {
      written = writeNewSite(deps.tenantsDir, files, body, { reservedHosts: deps.operatorHosts });
    } catch (error) {
      if (!(error instanceof NewSiteError)) throw error;
      throw new ValidationError(Object.fromEntries(error.fields.map((problem) => [problem.field, { key: keyOf(problem) }])));
    }
    const { tenant } = written;
    await audit(deps.db, operator, 'site_create', {
      tenantId: tenant.id,
      detail: { domain: tenant.domains[0], name: tenant.name, company: tenant.company, language: tenant.domain_language, niche: tenant.niche },
      ip: req.ip ?? null,
    });
    const served = await servedSoon(deps.tenants, tenant.id);
    // 202: written and valid, but this process has not reloaded yet; the sites list shows it once it has.
    if (!served) res.status(202).json({ id: tenant.id, live: false });
    else res.status(201).json({ id: tenant.id, live: true, site: present(served) });
  });

  return router.routes;
}
