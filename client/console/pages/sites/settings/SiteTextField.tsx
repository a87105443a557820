import { useTranslation } from '#client/i18n/useTranslation';
import { Field } from '#client/console/components/Field';
import * as styles from '#client/console/styles.css';
import { LANGUAGE_NAMES, type Language } from '#server/contract/languages';
import type { FieldErrors } from './SectionForm';
import { fallbackOf, type TextDraft } from './texts';
import * as css from './settings.css';

/** One site text in the tab's language; empty, it shows what the site's own language says (the placeholder). */
export function SiteTextField({
  label,
  hint,
  path,
  draft,
  language,
  siteLanguage,
  max,
  multiline = false,
  errors,
  onChange,
}: {
  label: string;
  hint?: string;
  /** Where the server names this text ("index_title", "landers.gallery.manchester.cta"). */
  path: string;
  draft: TextDraft;
  language: Language;
  siteLanguage: Language;
  max: number;
  multiline?: boolean;
  errors: FieldErrors;
  onChange(draft: TextDraft): void;
}) {
  const { t } = useTranslation();
  const value = draft[language] ?? '';
  const fallback = language === siteLanguage ? '' : fallbackOf(draft, siteLanguage);
  const props = {
    className: multiline ? `${styles.input} ${css.textarea}` : styles.input,
    value,
    maxLength: max,
    placeholder: fallback,
    lang: language,
    onChange: (event: { target: { value: string } }) => onChange({ ...draft, [language]: event.target.value }),
  };
  return (
    <Field
      label={`${label} · ${LANGUAGE_NAMES[language]}`}
      hint={fallback && !value ? t('site_settings.empty_language', { language: LANGUAGE_NAMES[siteLanguage] }) : hint}
      error={errors(`${path}.${language}`) ?? errors(path)}
    >
      {multiline ? <textarea rows={3} {...props} /> : <input {...props} />}
    </Field>
  );
}

/** Whether the server refused a text in a language; a refusal of a whole text (its own language missing) marks the site's language. */
export const refusedIn = (errors: FieldErrors, paths: readonly string[], language: Language, siteLanguage: Language) =>
  paths.some((path) => Boolean(errors(`${path}.${language}`) ?? (language === siteLanguage ? errors(path) : undefined)));
