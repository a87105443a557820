import type { TFunction } from 'i18next';
import type { TenantContext } from './registry';

export interface FictionalWording {
  fictional_singular: string;
  fictional_plural: string;
  fictional_warning: string;
}

/**
 * Words for fictional profiles, generated from the tenant's name, company and icon in the
 * page's language; a tenant file may override any of the three.
 */
export function fictionalWording({ tenant, company }: TenantContext, t: TFunction): FictionalWording {
  const values = { site: tenant.name, company: company.name, icon: tenant.fictional_icon };
  return {
    fictional_singular: tenant.fictional.singular ?? t('fictional.singular', values),
    fictional_plural: tenant.fictional.plural ?? t('fictional.plural', values),
    fictional_warning: tenant.fictional.warning ?? t('fictional.warning', values),
  };
}
