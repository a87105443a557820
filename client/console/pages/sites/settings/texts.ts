import type { SiteTextValue } from '#server/contract/answers/site-settings';
import type { Language } from '#server/contract/languages';

/** A site text as the form edits it: one field per language, '' where there is none. */
export type TextDraft = Partial<Record<Language, string>>;

/** One text for all languages fills every tab; a text per language fills its own. */
export function draftOf(text: SiteTextValue | undefined, languages: readonly Language[]): TextDraft {
  if (text === undefined) return {};
  if (typeof text === 'string') return Object.fromEntries(languages.map((language) => [language, text]));
  return { ...text };
}

/**
 * What the form saves: nothing (null) when every language is empty, one text when every
 * language has the same, else the languages that have one (the others show the site's own).
 */
export function textOf(draft: TextDraft, languages: readonly Language[]): SiteTextValue | null {
  const written = languages.filter((language) => (draft[language] ?? '').trim() !== '');
  if (!written.length) return null;
  const first = draft[languages[0] as Language];
  if (written.length === languages.length && languages.every((language) => draft[language] === first) && first !== undefined) return first;
  return Object.fromEntries(written.map((language) => [language, draft[language]]));
}

/** What a language shows while its field is empty: the text in the site's own language. */
export function fallbackOf(draft: TextDraft, siteLanguage: Language): string {
  return draft[siteLanguage] ?? '';
}
