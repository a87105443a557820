import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import type { SiteSettingsAnswer, SiteSettingsValues } from '#client/console/queries/site-settings';
import { LANDER_TEXTS, type LanderText } from '#server/contract/answers/site-settings';
import { LanguageTabs } from './LanguageTabs';
import { SectionForm } from './SectionForm';
import { refusedIn, SiteTextField } from './SiteTextField';
import { draftOf, textOf, type TextDraft } from './texts';
import * as css from './settings.css';

/** The texts of each campaign, by "lander.slug" and text. */
type Drafts = Record<string, Record<LanderText, TextDraft>>;

function draftsOf(values: SiteSettingsValues, site: SiteSettingsAnswer): Drafts {
  const drafts: Drafts = {};
  for (const [name, variants] of Object.entries(values.landers)) {
    for (const [slug, texts] of Object.entries(variants ?? {})) {
      drafts[`${name}.${slug}`] = Object.fromEntries(LANDER_TEXTS.map((key) => [key, draftOf(texts[key], site.languages)])) as Record<LanderText, TextDraft>;
    }
  }
  return drafts;
}

/** The campaign landers' headline, subline and button, a tab per language; a text left empty shows the lander's own words. */
export function LandersSection({ site, onReload }: { site: SiteSettingsAnswer; onReload(): void }) {
  const { t } = useTranslation();
  // The campaigns are the file's: the console changes their texts, the file adds and removes them.
  const campaigns = Object.keys(draftsOf(site.file, site));
  const [drafts, setDrafts] = useState(() => draftsOf(site.values, site));
  const [language, setLanguage] = useState(site.domain_language);
  const paths = campaigns.flatMap((campaign) => LANDER_TEXTS.map((key) => `landers.${campaign}.${key}`));

  const settings = () => {
    const landers: Record<string, Record<string, Record<string, unknown>>> = {};
    for (const campaign of campaigns) {
      const [name = '', slug = ''] = campaign.split('.');
      landers[name] = { ...landers[name], [slug]: Object.fromEntries(LANDER_TEXTS.map((key) => [key, textOf(drafts[campaign]?.[key] ?? {}, site.languages)])) };
    }
    return { landers };
  };

  return (
    <SectionForm
      site={site}
      id="landers"
      title={t('site_settings.landers.title')}
      hint={t('site_settings.landers.hint')}
      sections={['landers']}
      settings={settings}
      onUseFile={() => setDrafts(draftsOf(site.file, site))}
      onReload={onReload}
      wide
    >
      {(errors) =>
        campaigns.length === 0 ? (
          <p className={css.hint}>{t('site_settings.landers.empty')}</p>
        ) : (
          <LanguageTabs
            languages={site.languages}
            current={language}
            onChange={setLanguage}
            written={(candidate) => Object.values(drafts).some((texts) => Object.values(texts).some((draft) => (draft[candidate] ?? '') !== ''))}
            refused={(candidate) => refusedIn(errors, paths, candidate, site.domain_language)}
          >
            {campaigns.map((campaign) => {
              const [lander = '', slug = ''] = campaign.split('.');
              return (
                <fieldset key={campaign} className={css.group}>
                  <legend className={css.legend}>{t('site_settings.landers.variant', { lander, slug })}</legend>
                  {LANDER_TEXTS.map((key) => (
                    <SiteTextField
                      key={key}
                      label={t(`site_settings.landers.${key}`)}
                      path={`landers.${campaign}.${key}`}
                      draft={drafts[campaign]?.[key] ?? {}}
                      language={language}
                      siteLanguage={site.domain_language}
                      max={200}
                      errors={errors}
                      onChange={(draft) =>
                        setDrafts((current) => ({ ...current, [campaign]: { ...(current[campaign] ?? { headline: {}, subline: {}, cta: {} }), [key]: draft } }))
                      }
                    />
                  ))}
                </fieldset>
              );
            })}
          </LanguageTabs>
        )
      }
    </SectionForm>
  );
}
