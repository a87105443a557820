import path from 'node:path';
import type { ReportedProblem } from '#server/platform/tenancy/load';
import type { TenantContext } from '#server/platform/tenancy/registry';

/**
 * A site's configuration as the server loaded it, for the console. Built field by field: nothing
 * reaches an operator that is not named here, so a credential added to the files later stays out.
 */
export function presentSite({ tenant, company, origin }: TenantContext, provider: string) {
  return {
    id: tenant.id,
    name: tenant.name,
    default: tenant.default,
    origin,
    domains: tenant.domains,
    domain_language: tenant.domain_language,
    languages: tenant.languages,
    countries: tenant.countries,
    niche: tenant.niche,
    theme: tenant.theme,
    company: { id: company.id, name: company.name },
    signups: tenant.signups,
    photo_moderation: tenant.photo_moderation,
    logged_out_search: tenant.logged_out_search,
    support_email: tenant.support_email,
    support_phone: tenant.support_phone,
    payments: {
      /** The file's choice (auto, sandbox, mollie) and where payments go now. */
      configured: tenant.payments.provider,
      provider,
      methods: tenant.payments.methods,
      packages: tenant.payments.packages.map((pack) => ({ id: pack.id, credits: pack.credits, prices: pack.prices, highlighted: pack.highlighted })),
    },
    credits: {
      signup: tenant.signup_credits,
      message: tenant.message_credits,
      photo: tenant.photo_credits,
      gift: tenant.gift_credits,
    },
    refund_days: tenant.refund_days,
    share_profiles_with: tenant.share_profiles_with,
  };
}

/** A problem of the last reading of the tenant files, its file named relative to the tenants folder (no server paths). */
export function presentSiteProblem(problem: ReportedProblem, tenantsDir: string) {
  const relative = path.relative(tenantsDir, problem.file);
  return {
    file: relative && !relative.startsWith('..') ? relative : path.basename(problem.file),
    field: problem.field,
    message: problem.message,
    outcome: problem.outcome,
  };
}
