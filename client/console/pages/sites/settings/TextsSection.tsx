import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import type { SiteSettingsAnswer, SiteSettingsValues } from '#client/console/queries/site-settings';
import { FICTIONAL_TEXTS } from '#server/contract/answers/site-settings';
import { LANGUAGE_NAMES } from '#server/contract/languages';
import { LanguageTabs } from './LanguageTabs';
import { SectionForm } from './SectionForm';
import { refusedIn, SiteTextField } from './SiteTextField';
import { draftOf, textOf, type TextDraft } from './texts';

type TextKey = 'index_title' | 'description' | (typeof FICTIONAL_TEXTS)[number];
/** Where the server names each text; the fictional wording sits under "fictional". */
const PATHS = {
  index_title: 'index_title',
  description: 'description',
  ...Object.fromEntries(FICTIONAL_TEXTS.map((key) => [key, `fictional.${key}`])),
} as Record<TextKey, string>;

function draftsOf(values: SiteSettingsValues, site: SiteSettingsAnswer): Record<TextKey, TextDraft> {
  return {
    index_title: draftOf(values.index_title, site.languages),
    description: draftOf(values.description, site.languages),
    singular: draftOf(values.fictional.singular, site.languages),
    plural: draftOf(values.fictional.plural, site.languages),
    warning: draftOf(values.fictional.warning, site.languages),
  };
}

/** The headline, the description and the fictional profiles' wording, a tab per language of the site. */
export function TextsSection({ site, onReload }: { site: SiteSettingsAnswer; onReload(): void }) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState(() => draftsOf(site.values, site));
  const [language, setLanguage] = useState(site.domain_language);
  const text = (key: TextKey) => textOf(drafts[key], site.languages);
  const set = (key: TextKey) => (draft: TextDraft) => setDrafts((current) => ({ ...current, [key]: draft }));

  return (
    <SectionForm
      site={site}
      id="texts"
      title={t('site_settings.texts.title')}
      hint={t('site_settings.texts.hint', { language: LANGUAGE_NAMES[site.domain_language] })}
      sections={['index_title', 'description', 'fictional']}
      settings={() => ({
        index_title: text('index_title') ?? {},
        description: text('description') ?? {},
        fictional: Object.fromEntries(FICTIONAL_TEXTS.map((key) => [key, text(key)])),
      })}
      onUseFile={() => setDrafts(draftsOf(site.file, site))}
      onReload={onReload}
      wide
    >
      {(errors) => (
        <LanguageTabs
          languages={site.languages}
          current={language}
          onChange={setLanguage}
          written={(candidate) => Object.values(drafts).some((draft) => (draft[candidate] ?? '') !== '')}
          refused={(candidate) => refusedIn(errors, Object.values(PATHS), candidate, site.domain_language)}
        >
          {(['index_title', 'description'] as const).map((key) => (
            <SiteTextField
              key={key}
              label={t(`site_settings.texts.${key}`)}
              hint={t(`site_settings.texts.${key}_hint`)}
              path={PATHS[key]}
              draft={drafts[key]}
              language={language}
              siteLanguage={site.domain_language}
              max={key === 'index_title' ? 120 : 300}
              multiline={key === 'description'}
              errors={errors}
              onChange={set(key)}
            />
          ))}
          {FICTIONAL_TEXTS.map((key) => (
            <SiteTextField
              key={key}
              label={t(`site_settings.texts.fictional_${key}`)}
              hint={t('site_settings.texts.fictional_hint')}
              path={PATHS[key]}
              draft={drafts[key]}
              language={language}
              siteLanguage={site.domain_language}
              max={key === 'warning' ? 2000 : 200}
              multiline={key === 'warning'}
              errors={errors}
              onChange={set(key)}
            />
          ))}
        </LanguageTabs>
      )}
    </SectionForm>
  );
}
