import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Page } from '#client/console/components/Page';
import { useShortcuts } from '#client/console/shortcuts';
import * as styles from '#client/console/styles.css';
import { siteSettingsQuery } from '#client/console/queries/site-settings';
import { LandersSection } from './LandersSection';
import { PricesSection } from './PricesSection';
import { AgeSection, ModerationSection, WarningSection } from './RulesSections';
import { TextsSection } from './TextsSection';
import * as css from './settings.css';

/**
 * /sites/:id/settings: an owner's forms for the safe fields of one site's file (decision 0145),
 * a form per section. What is saved is laid over the file and live on every server within seconds.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const settings = useQuery(siteSettingsQuery(id));
  // A reload after a stale save starts every form again from what is stored now.
  const [generation, setGeneration] = useState(0);
  const site = settings.data;
  useShortcuts({ Escape: () => void navigate('/sites') });

  const reload = () => {
    void settings.refetch().then(() => setGeneration((current) => current + 1));
  };
  const when = site?.updated_at && new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(site.updated_at));

  return (
    <Page
      title={site ? t('site_settings.title', { name: site.name }) : t('site_settings.title', { name: id })}
      actions={
        <>
          {site && (
            <a className={styles.button.secondary} href={site.origin} target="_blank" rel="noreferrer">
              {t('sites.open')}
            </a>
          )}
          <Link className={styles.button.secondary} to="/sites">
            {t('site_settings.back')} <kbd className={styles.kbd}>Esc</kbd>
          </Link>
        </>
      }
    >
      <ErrorNote error={settings.error} />
      {settings.isPending && <p className={styles.muted}>{t('common.loading')}</p>}
      {site && (
        <>
          <p className={css.intro}>{t('site_settings.intro')}</p>
          <p className={css.meta}>{when ? t('site_settings.last_saved', { when, who: site.updated_by ?? '–' }) : t('site_settings.never_saved')}</p>
          <div key={generation} className={css.sections}>
            <TextsSection site={site} onReload={reload} />
            <PricesSection site={site} onReload={reload} />
            <div className={css.section}>
              <WarningSection site={site} onReload={reload} />
              <ModerationSection site={site} onReload={reload} />
              <AgeSection site={site} onReload={reload} />
            </div>
            <LandersSection site={site} onReload={reload} />
          </div>
        </>
      )}
    </Page>
  );
}
