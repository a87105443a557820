import type { SiteSettingsKey, SiteSettingsValues, SiteTextValue } from '#server/contract/answers/site-settings';
import type { Language } from '#server/contract/languages';
import type { SiteOverride } from '#server/platform/tenancy/overrides';
import { siteTextIn } from '#server/platform/tenancy/texts';

/**
 * How deep each section's smallest change lies: one text, one package's price in one currency,
 * one text of one lander campaign. The console keeps and audits changes at that depth, so a
 * change to one text leaves the file's other texts in force.
 */
const LEAF_DEPTH: Record<SiteSettingsKey, number> = {
  index_title: 1,
  description: 1,
  fictional: 2,
  message_credits: 1,
  photo_credits: 1,
  gift_credits: 1,
  signup_credits: 1,
  package_prices: 3,
  site_entry_countries: 1,
  photo_moderation: 1,
  age_assurance: 1,
  landers: 4,
};

/** Sections whose texts may be taken away (the locale's words are shown then). */
const REMOVABLE = new Set<string>(['fictional', 'landers']);
/** Sections whose leaves are site texts, compared by what each language shows. */
const TEXTS = new Set<string>(['index_title', 'description', 'fictional', 'landers']);

export interface TextSite {
  domain_language: Language;
  languages: readonly Language[];
}

/** Every smallest change of a set of settings, by its dotted path. */
export function leaves(values: Partial<SiteSettingsValues> | SiteOverride): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const walk = (value: unknown, path: string[], depth: number) => {
    if (path.length === depth || typeof value !== 'object' || value === null || Array.isArray(value)) {
      found.set(path.join('.'), value);
      return;
    }
    for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key], depth);
  };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) walk(value, [key], LEAF_DEPTH[key as SiteSettingsKey]);
  return found;
}

function canonical(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return JSON.stringify(value);
  return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))));
}

/** Two texts are the same when every language of the site shows the same words. */
function sameText(a: unknown, b: unknown, site: TextSite): boolean {
  if (a === undefined || a === null || b === undefined || b === null) return (a ?? null) === (b ?? null);
  return site.languages.every(
    (language) => siteTextIn(a as SiteTextValue, language, site.domain_language) === siteTextIn(b as SiteTextValue, language, site.domain_language),
  );
}

export function sameLeaf(path: string, a: unknown, b: unknown, site: TextSite): boolean {
  return TEXTS.has(path.split('.')[0] ?? '') ? sameText(a, b, site) : canonical(a) === canonical(b);
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1) as string] = value;
}

/**
 * What the console keeps for the settings an owner wants: every smallest change that differs
 * from the file, nothing else. A price or a lander text is kept only for a package or campaign
 * the file has; a removable text the owner cleared is kept as null (taken away).
 */
export function overrideFrom(file: SiteSettingsValues, wanted: SiteSettingsValues, site: TextSite): SiteOverride {
  const fromFile = leaves(file);
  const inFile = (path: string) => {
    const [section, ...rest] = path.split('.');
    if (section === 'package_prices') return rest[0] !== undefined && rest[0] in file.package_prices;
    if (section === 'landers') return [...fromFile.keys()].some((known) => known.startsWith(`landers.${rest[0]}.${rest[1]}.`));
    return true;
  };
  const override: Record<string, unknown> = {};
  const fromWanted = leaves(wanted);
  for (const path of new Set([...fromFile.keys(), ...fromWanted.keys()])) {
    const wantedValue = fromWanted.get(path);
    if (wantedValue === undefined && !REMOVABLE.has(path.split('.')[0] ?? '')) continue;
    if (!inFile(path) || sameLeaf(path, fromFile.get(path), wantedValue, site)) continue;
    setPath(override, path.split('.'), wantedValue ?? null);
  }
  return override as SiteOverride;
}

/** The smallest changes between two sets of settings, each with what it was and what it is (for the audit log). */
export function changesBetween(before: SiteSettingsValues, after: SiteSettingsValues, site: TextSite): Record<string, { before: unknown; after: unknown }> {
  const old = leaves(before);
  const now = leaves(after);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    if (!sameLeaf(path, old.get(path), now.get(path), site)) changes[path] = { before: old.get(path) ?? null, after: now.get(path) ?? null };
  }
  return changes;
}
