import type { Language } from '#server/contract/languages';
import type { AgeAssuranceLevel } from '#server/contract/age-assurance';
import type { BrandMark } from '#server/contract/brand-mark';

/** The profile fields a site may show (its tenant file's visible_profile_fields). */
export type VisibleProfileField =
  | 'age'
  | 'country'
  | 'region'
  | 'gender'
  | 'sexuality'
  | 'relationship_status'
  | 'body_type'
  | 'hair_color'
  | 'eye_color'
  | 'tattoos'
  | 'interests'
  | 'about_me';
export type SearchField = 'gender' | 'country' | 'countryregion' | 'age';
/** Colours a tenant may override on top of its niche theme ("#rrggbb"). */
export type ThemeOverride = Partial<Record<'primary' | 'secondary' | 'success' | 'background' | 'surface' | 'text', string>>;
/** A country's minimum message cost, in credits. */
export interface MessageCostRule {
  costs: number;
  currency: string;
}

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
  signups: 'all' | 'with_trafficsource' | 'other';
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
  minimum_message_costs: Record<string, MessageCostRule>;
  push_public_key: string;
  support_phone: string;
  support_email: string;
  fictional_icon: string;
  fictional_warning: string;
  fictional_singular: string;
  fictional_plural: string;
  enable_site_entry_popup: boolean;
  site_entry_countries: string[];
  /** Visitor countries whose age assurance differs from the entry warning's rule (decision 0144). */
  age_assurance_countries: Partial<Record<string, AgeAssuranceLevel>>;
  language_menu_countries: string[];
  countries: string[];
  /**
   * The names of `countries` in the settings' language, as the server's Intl names them: a phone
   * showing them needs no Intl.DisplayNames of its own, whose making takes a phone's main thread
   * for about 100 ms (docs/decisions/0148-first-load-budget.md).
   */
  country_names: Record<string, string>;
  visible_profile_fields: VisibleProfileField[];
  visible_profile_notes: boolean;
  message_credits: number;
  signup_credits: number;
  photo_credits: number;
  gift_credits: number;
  message_length: number;
  search_fields: SearchField[];
  refund_days: number;
  member_resell: boolean;
  /** The other sites whose members appear here (shared or resold), by id: a card from one names it. */
  other_sites: Record<string, string>;
  swipe_likes_per_day: number;
  company_id: string;
  mail_name: string;
  theme: ThemeOverride;
  /**
   * The colour the browser paints around the page (the theme-color meta, as in the web manifest):
   * `theme.primary`, else the niche's. Sent so that a page needs no niche's tokens in its script.
   */
  theme_color: string;
  /** The site's mark as the top bar draws it (server/contract/brand-mark.ts), sent rather than every letter's strokes in the page's script. */
  brand_mark: BrandMark;
}

/** What GET /api/settings.php answers: the tenant's settings plus the visitor's countries. */
export interface Settings extends TenantSettings {
  geoip_country: string | null;
  geoip_selected_country: string;
  /** What this visitor's country asks here: `provider` blurs photos until a member passes the check. */
  age_assurance: AgeAssuranceLevel;
  /** What a message costs a visitor here (server/contract/prices.ts), "also as a plain value" (docs/product.md#settings). */
  minimum_message_costs_value: number;
}

/** GET /api/companyinfo.php: the company behind the site, for the legal pages and receipts. */
export interface CompanyInfo {
  id: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
  country: string;
  registration_number: string;
  tradenames: string[];
  vat_numbers: string[];
  support_phone: string;
  support_email: string;
  delete_discount: number;
  /** The SEPA creditor identifier the direct-debit form names; null where the company collects none. */
  sepa_creditor_id: string | null;
  added: string;
  terms_date: string;
}

/** A country's subdivision (ISO 3166-2), as GET /api/regions.php lists them. */
export interface Region {
  code: string;
  name: string;
}
