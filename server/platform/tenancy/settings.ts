import type { TFunction } from 'i18next';
import type { Language } from '#server/contract/languages';
import type { TenantContext } from './registry';
import type { Tenant, ThemeOverride } from './schema';
import { formatSupportPhone } from './company';
import { fictionalWording } from './wording';

/** The part of the settings that depends only on the tenant and the language: cacheable. */
export interface TenantSettings {
  id: string;
  name: string;
  domain: string;
  /** The site's canonical origin: canonical links and share URLs start with it, whatever Host the page was asked under. */
  origin: string;
  domain_language: Language;
  languages: Language[];
  index_title: string;
  description: string;
  cdn_prefix: string;
  niche: number;
  signups: Tenant['signups'];
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
  minimum_message_costs: Tenant['minimum_message_costs'];
  push_public_key: string;
  support_phone: string;
  support_email: string;
  fictional_icon: string;
  fictional_warning: string;
  fictional_singular: string;
  fictional_plural: string;
  enable_site_entry_popup: boolean;
  site_entry_countries: string[];
  language_menu_countries: string[];
  countries: string[];
  visible_profile_fields: Tenant['visible_profile_fields'];
  visible_profile_notes: boolean;
  message_credits: number;
  signup_credits: number;
  photo_credits: number;
  gift_credits: number;
  message_length: number;
  search_fields: Tenant['search_fields'];
  refund_days: number;
  member_resell: boolean;
  /** The other sites whose members appear here (shared or resold), by id: a card from one names it. */
  other_sites: Record<string, string>;
  swipe_likes_per_day: number;
  company_id: string;
  mail_name: string;
  theme: ThemeOverride;
}

/** What GET /api/settings.php answers: the tenant's settings plus the visitor's countries. */
export interface Settings extends TenantSettings {
  geoip_country: string | null;
  geoip_selected_country: string;
  /** The minimum message cost for the selected country, "also as a plain value" (docs/product.md#settings). */
  minimum_message_costs_value: number;
}

/** `pushPublicKey`: the site's VAPID public key, derived from the deployment secret (server/adapters/web-push/vapid.ts), never in its file. */
export function presentTenantSettings(context: TenantContext, t: TFunction, mediaUrl: string | undefined, pushPublicKey: string): TenantSettings {
  const { tenant, company } = context;
  return {
    id: tenant.id,
    name: tenant.name,
    domain: tenant.domains[0] as string,
    origin: context.origin,
    domain_language: tenant.domain_language,
    languages: tenant.languages,
    index_title: tenant.index_title,
    description: tenant.description,
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
    ...fictionalWording(context, t),
    enable_site_entry_popup: tenant.enable_site_entry_popup,
    site_entry_countries: tenant.site_entry_countries,
    language_menu_countries: tenant.language_menu_countries,
    countries: tenant.countries,
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
  };
}

/**
 * Adds the per-request part. The selected country is the visitor's when the site serves it,
 * else the site's first country: prices and message costs follow it.
 */
export function withVisitor(settings: TenantSettings, geoipCountry: string | null): Settings {
  const selected = geoipCountry && settings.countries.includes(geoipCountry) ? geoipCountry : (settings.countries[0] as string);
  const cost = settings.minimum_message_costs[selected];
  return {
    ...settings,
    geoip_country: geoipCountry,
    geoip_selected_country: selected,
    minimum_message_costs_value: cost?.costs ?? settings.message_credits,
  };
}
