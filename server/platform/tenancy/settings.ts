import type { TFunction } from 'i18next';
import type { Settings, TenantSettings } from '#server/contract/answers/site';
import { brandMark } from '#server/contract/brand-mark';
import type { Language } from '#server/contract/languages';
import { messageCost, pricingCountry } from '#server/contract/prices';
import { siteThemeColor } from '#themes/niches';
import { ageAssuranceLevel } from '#server/contract/age-assurance';
import type { TenantContext } from './registry';
import { formatSupportPhone } from './company';
import { siteTextIn } from './texts';
import { fictionalWording } from './wording';

const regionNames = new Map<Language, Intl.DisplayNames>();

/** The site's countries by name in `language`; a code Intl does not know names itself. */
function countryNames(countries: readonly string[], language: Language): Record<string, string> {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  const of = names;
  return Object.fromEntries(countries.map((code) => [code, of.of(code) ?? code]));
}

/**
 * The site's settings in `language` (`t` speaks it): its own texts in that language, else in the
 * site's (./texts.ts). `pushPublicKey`: the site's VAPID public key, derived from the deployment
 * secret (server/adapters/web-push/vapid.ts), never in its file.
 */
export function presentTenantSettings(
  context: TenantContext,
  language: Language,
  t: TFunction,
  mediaUrl: string | undefined,
  pushPublicKey: string,
): TenantSettings {
  const { tenant, company } = context;
  return {
    id: tenant.id,
    name: tenant.name,
    domain: tenant.domains[0] as string,
    origin: context.origin,
    domain_language: tenant.domain_language,
    languages: tenant.languages,
    index_title: siteTextIn(tenant.index_title, language, tenant.domain_language),
    description: siteTextIn(tenant.description, language, tenant.domain_language),
    cdn_prefix: mediaUrl ?? tenant.cdn_prefix,
    niche: tenant.niche,
    signups: tenant.signups,
    logged_out_search: tenant.logged_out_search,
    logged_out_search_trafficsource: tenant.logged_out_search_trafficsource,
    minimum_message_costs: tenant.minimum_message_costs,
    push_public_key: pushPublicKey,
    support_phone: formatSupportPhone(tenant.support_phone),
    support_email: tenant.support_email,
    fictional_icon: tenant.fictional_icon,
    ...fictionalWording(context, language, t),
    enable_site_entry_popup: tenant.enable_site_entry_popup,
    site_entry_countries: tenant.site_entry_countries,
    age_assurance_countries: tenant.age_assurance.countries,
    language_menu_countries: tenant.language_menu_countries,
    countries: tenant.countries,
    country_names: countryNames(tenant.countries, language),
    visible_profile_fields: tenant.visible_profile_fields,
    visible_profile_notes: tenant.visible_profile_notes,
    message_credits: tenant.message_credits,
    signup_credits: tenant.signup_credits,
    photo_credits: tenant.photo_credits,
    gift_credits: tenant.gift_credits,
    message_length: tenant.message_length,
    search_fields: tenant.search_fields,
    refund_days: tenant.refund_days,
    member_resell: tenant.member_resell,
    other_sites: context.otherSites,
    swipe_likes_per_day: tenant.swipe_likes_per_day,
    company_id: company.id,
    mail_name: tenant.mail_name,
    theme: tenant.theme,
    theme_color: siteThemeColor(tenant),
    brand_mark: brandMark(tenant.name, tenant.niche),
  };
}

/**
 * Adds the per-request part. The selected country is the visitor's when the site serves it,
 * else the site's first country: a visitor's prices follow it (server/contract/prices.ts; a
 * member's follow their profile, on the pricing page and in a send).
 */
export function withVisitor(settings: TenantSettings, geoipCountry: string | null): Settings {
  const selected = pricingCountry(settings, null, geoipCountry);
  return {
    ...settings,
    geoip_country: geoipCountry,
    geoip_selected_country: selected,
    age_assurance: ageAssuranceLevel(
      { age_assurance: { countries: settings.age_assurance_countries }, site_entry_countries: settings.site_entry_countries },
      geoipCountry,
    ),
    minimum_message_costs_value: messageCost(settings, selected),
  };
}
