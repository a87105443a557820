import { z } from 'zod';
import { AGE_ASSURANCE_LEVELS } from '#server/contract/age-assurance';
import { CURRENCIES } from '#server/contract/currencies';
import { LANDER_NAMES } from '#server/contract/landers';
import { FICTIONAL_TEXTS, LANDER_TEXTS, type SiteSettingsKey, type SiteSettingsValues } from '#server/contract/answers/site-settings';
import { tenantSchema, type Tenant } from './schema';
import { siteTextSchema } from './texts';

/**
 * The console's changes to a site's safe fields (decision 0145), as stored in site_settings and
 * laid over the site's file: only what differs from the file, down to one text, one price or one
 * lander text, so a later edit of the file still shows wherever the console changed nothing. A
 * text set to null takes the file's text away (the locale's own words are shown instead).
 * Only the shapes are checked here: what the values must be is the tenant schema's to say, once
 * laid over the file.
 */
const text = siteTextSchema(5000, 0);
const optionalText = text.nullable();
const credits = z.number().int();
const country = z.string().max(10);

export const siteOverrideSchema = z
  .object({
    index_title: text,
    description: text,
    fictional: z.partialRecord(z.enum(FICTIONAL_TEXTS), optionalText),
    message_credits: credits,
    photo_credits: credits,
    gift_credits: credits,
    signup_credits: credits,
    package_prices: z.record(z.string().max(40), z.partialRecord(z.enum(CURRENCIES), z.number().int())),
    site_entry_countries: z.array(country).max(300),
    photo_moderation: z.enum(['auto', 'manual']),
    age_assurance: z.record(country, z.enum(AGE_ASSURANCE_LEVELS)),
    landers: z.partialRecord(z.enum(LANDER_NAMES), z.record(z.string().max(60), z.partialRecord(z.enum(LANDER_TEXTS), optionalText))),
  })
  .partial()
  .strict();

export type SiteOverride = z.infer<typeof siteOverrideSchema>;

/** The safe fields of a site as it is served (or as its file says), in the console's terms. */
export function settingsOf(tenant: Tenant): SiteSettingsValues {
  const landers: SiteSettingsValues['landers'] = {};
  for (const [name, config] of Object.entries(tenant.landers) as [keyof Tenant['landers'], NonNullable<Tenant['landers'][keyof Tenant['landers']]>][]) {
    const variants = Object.entries(config.variants).map(([slug, variant]) => [
      slug,
      Object.fromEntries(LANDER_TEXTS.flatMap((key) => (variant[key] === undefined ? [] : [[key, variant[key]]]))),
    ]);
    if (variants.length) landers[name] = Object.fromEntries(variants);
  }
  return {
    index_title: tenant.index_title,
    description: tenant.description,
    fictional: { ...tenant.fictional },
    message_credits: tenant.message_credits,
    photo_credits: tenant.photo_credits,
    gift_credits: tenant.gift_credits,
    signup_credits: tenant.signup_credits,
    package_prices: Object.fromEntries(tenant.payments.packages.map((pack) => [pack.id, { ...pack.prices }])),
    site_entry_countries: [...tenant.site_entry_countries],
    photo_moderation: tenant.photo_moderation,
    age_assurance: { ...tenant.age_assurance.countries },
    landers,
  };
}

/** Drops the entries set to null (taken away) from a set of texts. */
function withTexts<T extends object>(base: T, texts: Partial<Record<string, unknown>> | undefined): T {
  return Object.fromEntries(Object.entries({ ...base, ...texts }).filter(([, value]) => value !== null)) as T;
}

/**
 * The site's file with the console's changes laid over, not yet validated: a price for a package
 * or a text for a lander campaign the file no longer has is left out.
 */
export function layOver(tenant: Tenant, override: SiteOverride): Record<string, unknown> {
  const { fictional, package_prices: prices, age_assurance: ages, landers, ...plain } = override;
  const merged: Record<string, unknown> = { ...tenant, ...plain };
  delete merged.resell_from;
  if (fictional) merged.fictional = withTexts(tenant.fictional, fictional);
  if (prices) {
    const packages = tenant.payments.packages.map((pack) => ({ ...pack, prices: { ...pack.prices, ...prices[pack.id] } }));
    merged.payments = { ...tenant.payments, packages };
  }
  if (ages) merged.age_assurance = { ...tenant.age_assurance, countries: ages };
  if (landers) {
    const laid: Record<string, unknown> = { ...tenant.landers };
    for (const [name, config] of Object.entries(tenant.landers)) {
      const changed = landers[name as keyof typeof landers];
      if (!changed) continue;
      const variants = Object.fromEntries(Object.entries(config.variants).map(([slug, variant]) => [slug, withTexts(variant, changed[slug])]));
      laid[name] = { ...config, variants };
    }
    merged.landers = laid;
  }
  return merged;
}

/** Where a problem of the laid-over file is in the console's terms (package prices by id, lander texts by slug). */
export function settingsPath(tenant: Tenant, path: readonly PropertyKey[]): string[] {
  const parts = path.map(String);
  if (parts[0] === 'payments' && parts[1] === 'packages' && parts[3] === 'prices') {
    return ['package_prices', tenant.payments.packages[Number(parts[2])]?.id ?? String(parts[2]), ...parts.slice(4)];
  }
  if (parts[0] === 'landers' && parts[2] === 'variants') return ['landers', parts[1] ?? '', ...parts.slice(3)];
  if (parts[0] === 'age_assurance' && parts[1] === 'countries') return ['age_assurance', ...parts.slice(2)];
  return parts;
}

export interface LaidOver {
  tenant: Tenant;
  /** Sections left out because, laid over the file as it is now, they are not valid. */
  ignored: { key: SiteSettingsKey; message: string }[];
}

/**
 * The site as served: the file with the console's changes. A file edited since the changes were
 * saved may no longer take some of them (a language removed that a text was written in): those
 * sections are left out and reported, the rest still applies.
 */
export function applyOverride(tenant: Tenant, override: SiteOverride): LaidOver {
  const ignored: LaidOver['ignored'] = [];
  let remaining: SiteOverride = { ...override };
  for (;;) {
    const parsed = tenantSchema.safeParse(layOver(tenant, remaining));
    if (parsed.success) return { tenant: parsed.data, ignored };
    const wrong = new Set(parsed.error.issues.map((issue) => settingsPath(tenant, issue.path)[0]));
    const keys = (Object.keys(remaining) as SiteSettingsKey[]).filter((key) => wrong.has(key));
    // Nothing of the console's is to blame (cannot happen for a file that parsed): serve the file.
    if (!keys.length) return { tenant, ignored: (Object.keys(remaining) as SiteSettingsKey[]).map((key) => ({ key, message: parsed.error.message })) };
    for (const key of keys) {
      const issue = parsed.error.issues.find((candidate) => settingsPath(tenant, candidate.path)[0] === key);
      ignored.push({ key, message: `${settingsPath(tenant, issue?.path ?? []).join('.')}: ${issue?.message ?? 'not valid'}` });
    }
    remaining = Object.fromEntries(Object.entries(remaining).filter(([key]) => !keys.includes(key as SiteSettingsKey)));
  }
}
