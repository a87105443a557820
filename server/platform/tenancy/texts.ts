import { z } from 'zod';
import { LANGUAGES, type Language } from '#server/contract/languages';

/**
 * A text a tenant file writes itself (the headline, the description, the fictional wording, a
 * lander's campaign texts): one string shown in every language, or one per language
 * (`{ "fr": "…", "en": "…" }`), docs/product.md#tenants-files.
 */
export type SiteText = string | Partial<Record<Language, string>>;

const SHAPE = 'must be a text, or one text per language like { "fr": "…", "en": "…" }';

/** zod types a record's own issues without the unknown keys it reports at run time: this reads any issue. */
function unknownLanguage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'unrecognized_keys') return undefined;
  return `${issue.keys.map((key) => `"${key}"`).join(', ')} is not a language code (${LANGUAGES.join(', ')})`;
}

/** A site text of `min` to `max` characters; a per-language set names only language codes and at least one. */
export function siteTextSchema(max: number, min = 1) {
  const text = z.string().min(min).max(max);
  const perLanguage = z
    .partialRecord(z.enum(LANGUAGES), text, { error: unknownLanguage })
    .refine((texts) => Object.keys(texts).length > 0, 'needs a text in at least one language');
  return z.union([text, perLanguage], { error: (issue) => (issue.code === 'invalid_union' ? SHAPE : undefined) });
}

/**
 * The one resolution of a site's own texts, for the settings the pages read (headline, SEO title
 * and description), the web manifest, the share image and the landers: the text in the visitor's
 * language, else in the site's own language, else (a lander's campaign text may lack the site's
 * language, as it could before the site's own texts had languages) the first one given. The
 * schema refuses an empty set, so a text is always found.
 */
export function siteTextIn(text: SiteText, language: Language, siteLanguage: Language): string {
  if (typeof text === 'string') return text;
  return text[language] ?? text[siteLanguage] ?? Object.values(text)[0] ?? '';
}

/** A per-language site text must have the site's own language (the fallback) and only languages the site offers. */
export function checkSiteText(
  text: SiteText | undefined,
  path: readonly string[],
  site: { domain_language: Language; languages: readonly Language[] },
  ctx: z.RefinementCtx,
): void {
  if (text === undefined || typeof text === 'string') return;
  if (text[site.domain_language] === undefined)
    ctx.addIssue({
      code: 'custom',
      path: [...path],
      message: `needs a text in the site's language "${site.domain_language}" (domain_language), shown where a language has none`,
    });
  for (const language of Object.keys(text) as Language[]) {
    if (!site.languages.includes(language))
      ctx.addIssue({
        code: 'custom',
        path: [...path, language],
        message: `"${language}" is not among the site's languages (${site.languages.join(', ')}): add it to languages or remove this text`,
      });
  }
}
