import type { TFunction } from 'i18next';
import type { Language } from '#server/contract/languages';
import type { TenantContext } from './registry';
import { siteTextIn, type SiteText } from './texts';

export interface FictionalWording {
  fictional_singular: string;
  fictional_plural: string;
  fictional_warning: string;
}

/**
 * Words for fictional profiles, generated from the tenant's name, company and icon in the
 * page's language (`t` speaks `language`); a tenant file may override any of the three, in one
 * text or one per language.
 */
export function fictionalWording({ tenant, company }: TenantContext, language: Language, t: TFunction): FictionalWording {
  const values = { site: tenant.name, company: company.name, icon: tenant.fictional_icon };
  const own = (text: SiteText | undefined) => (text === undefined ? undefined : siteTextIn(text, language, tenant.domain_language));
  return {
    fictional_singular: own(tenant.fictional.singular) ?? t('fictional.singular', values),
    fictional_plural: own(tenant.fictional.plural) ?? t('fictional.plural', values),
    fictional_warning: own(tenant.fictional.warning) ?? t('fictional.warning', values),
  };
}
