import { z } from 'zod';
import { CURRENCIES } from '#server/contract/currencies';
import { PAYMENT_METHOD_IDS } from '#server/contract/payment-methods';
import { DEFAULT_PACKAGES } from '#server/contract/credit-packages';
import { LANGUAGES } from '#server/contract/languages';
import { AGE_ASSURANCE_LEVELS, AGE_ASSURANCE_PROVIDERS } from '#server/contract/age-assurance';
import { landersSchema } from './landers';
import { checkSiteText, siteTextSchema } from './texts';

const country = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in capitals, e.g. "NL"');
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like "#df1040"');
const language = z.enum(LANGUAGES);
const domain = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a lower-case host name without port, e.g. "example.com"');

export const PROFILE_FIELDS = [
  'age',
  'country',
  'region',
  'gender',
  'sexuality',
  'relationship_status',
  'body_type',
  'hair_color',
  'eye_color',
  'tattoos',
  'interests',
  'about_me',
] as const;
export const SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'age'] as const;

const messageCost = z.object({ costs: z.number().int().min(0), currency: z.string().regex(/^[A-Z]{3}$/) });

const currencyCode = z.enum(CURRENCIES);
const creditPackage = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,30}$/, 'must be lower-case letters, digits and dashes'),
    credits: z.number().int().min(1),
    /** Minor units (cents) per currency, e.g. { "EUR": 1995 } for 19.95 €. */
    prices: z.partialRecord(currencyCode, z.number().int().min(1)).refine((prices) => Object.keys(prices).length > 0, 'needs at least one price'),
    highlighted: z.boolean().default(false),
  })
  .strict();
const paymentsSchema = z
  .object({
    /** auto: the real provider when its credentials are configured, otherwise the sandbox. */
    provider: z.enum(['auto', 'sandbox', 'mollie']).default('auto'),
    packages: z.array(creditPackage).min(1).default(DEFAULT_PACKAGES),
    /** Methods offered, in this order; empty: every method the member's country and currency allow. */
    methods: z.array(z.enum(PAYMENT_METHOD_IDS)).default([]),
    /** Direct debit total a member may pay per 30 days, minor units per currency. */
    direct_debit_limit: z.partialRecord(currencyCode, z.number().int().min(0)).default({ EUR: 25000 }),
  })
  .strict();

/**
 * Age assurance per visitor country (docs/decisions/0144-age-assurance.md): a country not named
 * keeps today's rule (self-declared where site_entry_countries asks, else none).
 */
const ageAssuranceSchema = z
  .object({
    countries: z.partialRecord(country, z.enum(AGE_ASSURANCE_LEVELS)).default({}),
    /** auto: Veriff when its credentials are configured, otherwise the sandbox where the deployment allows it. */
    provider: z.enum(AGE_ASSURANCE_PROVIDERS).default('auto'),
  })
  .strict();

/** Colours a tenant may override on top of its niche theme. */
export const themeOverrideSchema = z
  .object({ primary: hexColour, secondary: hexColour, success: hexColour, background: hexColour, surface: hexColour, text: hexColour })
  .partial()
  .strict();

/** A cam performer's path under the partner's URL: no dots or slashes, so a link cannot climb out of it. */
export const CAM_HANDLE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * The site's cam partner (decision 0122): a cam profile's link is `url` followed by its handle.
 * Only an https URL without credentials, query or fragment; nothing is ever fetched from it.
 */
const camPartnerSchema = z
  .object({
    name: z.string().trim().min(2).max(40),
    url: z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'must be an https URL, e.g. "https://cams.example/models/"' }).refine((url) => {
      const parsed = new URL(url);
      return !parsed.username && !parsed.password && !parsed.search && !parsed.hash;
    }, 'must not carry credentials, a query or a fragment'),
  })
  .strict();

export const tenantSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,40}$/, 'must be lower-case letters, digits and dashes'),
    default: z.boolean().default(false),
    domains: z.array(domain).min(1, 'needs at least one domain (the primary first)'),
    name: z.string().min(2).max(60),
    /**
     * The name under the installed app's icon. Home screens show about 12 characters whole; without
     * it the name is used when it fits, else its first words that do (never a word cut in two).
     */
    short_name: z.string().trim().min(1).max(15).optional(),
    company: z.string().min(1),
    niche: z.number().int().min(1).max(7),
    domain_language: language,
    languages: z.array(language).min(1),
    countries: z.array(country).min(1),
    /** Visitors from these countries get the language menu; others see the site in its own language. */
    language_menu_countries: z.array(country).default([]),
    /** The site's headline, also its home page's title; one text, or one per language (./texts.ts). */
    index_title: siteTextSchema(120),
    /** The site's pitch under the headline and its search engines' description; one text, or one per language. */
    description: siteTextSchema(300),
    cdn_prefix: z.string().default('/media/'),
    signups: z.enum(['all', 'with_trafficsource', 'other']).default('all'),
    logged_out_search: z.boolean().default(true),
    logged_out_search_trafficsource: z.boolean().default(false),
    minimum_message_costs: z.record(country, messageCost).default({}),
    support_phone: z.string().min(5),
    support_email: z.email(),
    mail_name: z.string().min(1),
    fictional_icon: z.string().default('🎭'),
    fictional: z
      // Empty texts stay allowed, as they were before the wording had languages.
      .object({ singular: siteTextSchema(200, 0), plural: siteTextSchema(200, 0), warning: siteTextSchema(2000, 0) })
      .partial()
      .strict()
      .default({}),
    /**
     * The date of the site's terms, shown on the terms page ("Version of …") and recorded with every
     * account that accepts them at sign-up; without it 2023-12-01, or the company's `added` date when later.
     */
    terms_version: z.iso.date().optional(),
    enable_site_entry_popup: z.boolean().default(true),
    /** Countries whose visitors must confirm the adult-content entry warning. */
    site_entry_countries: z.array(country).default([]),
    visible_profile_fields: z.array(z.enum(PROFILE_FIELDS)).default([...PROFILE_FIELDS]),
    visible_profile_notes: z.boolean().default(true),
    message_credits: z.number().int().min(0).default(10),
    signup_credits: z.number().int().min(0).default(0),
    photo_credits: z.number().int().min(0).default(20),
    gift_credits: z.number().int().min(0).default(30),
    message_length: z.number().int().min(20).max(5000).default(1000),
    search_fields: z.array(z.enum(SEARCH_FIELDS)).default([...SEARCH_FIELDS]),
    refund_days: z.number().int().min(0).max(365).default(14),
    /** Other tenants (of the same company) whose members also appear in this site's search. */
    share_profiles_with: z.array(z.string()).default([]),
    /** How far back a conversation's history goes (privacy); older messages are not shown. */
    chat_history_days: z.number().int().min(1).max(3650).default(365),
    /** Likes a member may give in the swipe game per UTC day, 4 by default (docs/product.md#swipe-game). */
    swipe_likes_per_day: z.number().int().min(1).max(100).default(4),
    /** auto: new photos are shown at once; manual: they wait for an operator. */
    photo_moderation: z.enum(['auto', 'manual']).default('auto'),
    /** Show the company's sister sites' consenting members here, and this site's there, when both sites have it on (decision 0123). */
    member_resell: z.boolean().default(false),
    /** Where cam profiles link to; without it the console creates none on this site. */
    cam_partner: camPartnerSchema.optional(),
    payments: paymentsSchema.default(() => paymentsSchema.parse({})),
    age_assurance: ageAssuranceSchema.default(() => ageAssuranceSchema.parse({})),
    theme: themeOverrideSchema.default({}),
    /** Campaign variants of the landers (docs/product.md#landers). */
    landers: landersSchema.default({}),
  })
  .strict()
  .superRefine((tenant, ctx) => {
    if (!tenant.languages.includes(tenant.domain_language)) {
      ctx.addIssue({ code: 'custom', path: ['languages'], message: `must include domain_language "${tenant.domain_language}"` });
    }
    checkSiteText(tenant.index_title, ['index_title'], tenant, ctx);
    checkSiteText(tenant.description, ['description'], tenant, ctx);
    for (const key of ['singular', 'plural', 'warning'] as const) checkSiteText(tenant.fictional[key], ['fictional', key], tenant, ctx);
  });

/** ISO 7064 MOD 97-10 over the national part, the country and the check digits (the business code is skipped). */
function creditorIdChecks(id: string): boolean {
  const digits = [...`${id.slice(7)}${id.slice(0, 4)}`].map((char) => parseInt(char, 36)).join('');
  return BigInt(digits) % 97n === 1n;
}

export const companySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,40}$/),
    name: z.string().min(2),
    address: z.string().min(2),
    postal_code: z.string().min(2),
    city: z.string().min(2),
    country: country,
    registration_number: z.string().min(2),
    vat_numbers: z.array(z.string().min(4)).default([]),
    tradenames: z.array(z.string().min(1)).default([]),
    support_phone: z.string().min(5),
    support_email: z.email(),
    delete_discount: z.number().int().min(0).max(100).default(0),
    /**
     * The SEPA Creditor Identifier direct debits are collected under (the company's own, or its
     * payment provider's when that collects in its own name): mandate and pre-notification mails name it.
     */
    sepa_creditor_id: z
      .string()
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/, 'must be a SEPA Creditor Identifier, e.g. "NL82ZZZ812345670000"')
      .refine(creditorIdChecks, 'has wrong check digits')
      .optional(),
    added: z.iso.date(),
  })
  .strict();

export type TenantFile = z.input<typeof tenantSchema>;
export type Tenant = z.infer<typeof tenantSchema> & {
  /**
   * Never written in a file: the registry derives it (./resell.ts). The sister sites (same company,
   * `member_resell` on both) whose consenting members this site shows; absent means none.
   */
  readonly resell_from?: readonly string[];
};
export type Company = z.infer<typeof companySchema>;
export type ThemeOverride = z.infer<typeof themeOverrideSchema>;
