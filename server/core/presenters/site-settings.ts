import type { SiteSettingsAnswer, SiteSettingsKey } from '#server/contract/answers/site-settings';
import { settingsOf } from '#server/platform/tenancy/overrides';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { StoredSettings } from '#server/core/domain/site-settings/save';

/** A site's safe fields for the console's settings form: as served, as the file says, and which sections the console changed. */
export function presentSiteSettings(
  served: { tenant: Tenant; origin: string },
  file: Tenant,
  stored: StoredSettings,
  updatedBy: string | null,
): SiteSettingsAnswer {
  const { tenant } = served;
  return {
    tenant_id: tenant.id,
    name: tenant.name,
    origin: served.origin,
    domain_language: tenant.domain_language,
    languages: [...tenant.languages],
    version: stored.version,
    values: settingsOf(tenant),
    file: settingsOf(file),
    changed: Object.keys(stored.settings) as SiteSettingsKey[],
    packages: file.payments.packages.map((pack) => ({ id: pack.id, credits: pack.credits })),
    updated_at: stored.updatedAt?.toISOString() ?? null,
    updated_by: updatedBy,
  };
}
