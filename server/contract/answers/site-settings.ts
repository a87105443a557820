import type { AgeAssuranceLevel } from '#server/contract/age-assurance';
import type { Currency } from '#server/contract/currencies';
import type { LanderName } from '#server/contract/landers';
import type { Language } from '#server/contract/languages';

/** A site's own text: one for every language, or one per language (server/platform/tenancy/texts.ts). */
export type SiteTextValue = string | Partial<Record<Language, string>>;

export const FICTIONAL_TEXTS = ['singular', 'plural', 'warning'] as const;
export type FictionalText = (typeof FICTIONAL_TEXTS)[number];
export const LANDER_TEXTS = ['headline', 'subline', 'cta'] as const;
export type LanderText = (typeof LANDER_TEXTS)[number];
export const CREDIT_PRICES = ['message_credits', 'photo_credits', 'gift_credits', 'signup_credits'] as const;
export type CreditPrice = (typeof CREDIT_PRICES)[number];

/**
 * The safe fields of a site's file, the ones an owner may change in the console (decision 0145),
 * in the console's terms: package prices by package id, lander texts by lander and campaign slug,
 * age assurance by visitor country. A text without a value (the fictional wording, a lander's
 * texts) is absent: the locale's own words are shown.
 */
export interface SiteSettingsValues {
  index_title: SiteTextValue;
  description: SiteTextValue;
  fictional: Partial<Record<FictionalText, SiteTextValue>>;
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  signup_credits: number;
  /** Minor units (cents) per currency, by package id. */
  package_prices: Record<string, Partial<Record<Currency, number>>>;
  site_entry_countries: string[];
  photo_moderation: 'auto' | 'manual';
  /** The age assurance each visitor country needs; a country left out keeps the default rule. */
  age_assurance: Partial<Record<string, AgeAssuranceLevel>>;
  landers: Partial<Record<LanderName, Record<string, Partial<Record<LanderText, SiteTextValue>>>>>;
}

export type SiteSettingsKey = keyof SiteSettingsValues;

export const SITE_SETTINGS_KEYS = [
  'index_title',
  'description',
  'fictional',
  ...CREDIT_PRICES,
  'package_prices',
  'site_entry_countries',
  'photo_moderation',
  'age_assurance',
  'landers',
] as const satisfies readonly SiteSettingsKey[];

/**
 * What a save sends: the sections it changes, each whole (a text set to null goes back to the
 * locale's words), with the version it was read at.
 */
export interface SiteSettingsSave {
  tenant_id: string;
  version: number;
  settings: Partial<{ [Key in SiteSettingsKey]: unknown }>;
}

/** GET and PUT /api/operator/site-settings.php. */
export interface SiteSettingsAnswer {
  tenant_id: string;
  name: string;
  origin: string;
  domain_language: Language;
  languages: Language[];
  /** 0 until the console first saves this site's settings; a save names the version it read. */
  version: number;
  /** What the site serves: its file with the console's changes laid over. */
  values: SiteSettingsValues;
  /** What the file alone says. */
  file: SiteSettingsValues;
  /** The sections the console's changes differ from the file in. */
  changed: SiteSettingsKey[];
  packages: { id: string; credits: number }[];
  updated_at: string | null;
  updated_by: string | null;
}
