import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { useOpenSignup } from '#client/components/SignupOpener/context';
import * as faceStyles from './faces.css';
import { FaceTile } from './FaceTile';
import * as styles from './HomePage.css';
import { homeFacesQuery } from '#client/queries/home';
import { countryName } from '#client/lib/intl';

const FEATURES = ['browse', 'chat', 'safe'] as const;
/** A phone's first row: its photos are the page's largest picture (LCP), fetched at once and first. */
const PRIORITY_FACES = 3;

/** The visitor's front page: the site's members first, the pitch beside them, and the ways in. */
export function VisitorHome() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const openSignup = useOpenSignup();
  const { api } = usePageEnv();
  const faces = useQuery(homeFacesQuery(api)).data;
  const toSignup = (event: MouseEvent) => {
    event.preventDefault();
    openSignup();
  };
  // Where the site lets visitors browse, a face opens the profile; elsewhere it opens the sign-up.
  const faceLink = (id: number) => (settings.logged_out_search ? { to: `/members/${id}` } : { to: '/signup', onClick: toSignup });
  const country = faces?.country ? countryName(i18n.language, faces.country) : undefined;
  const facesTitle = country ? t('home.faces.near_you', { country }) : t('home.faces.newest', { site: settings.name });
  return (
    <>
      <title>{settings.index_title}</title>
      <section className={styles.hero}>
        <div className={styles.pitch}>
          <h1 className={styles.title}>{settings.index_title}</h1>
          <p className={styles.lead}>{settings.description}</p>
          <div className={styles.ctas}>
            <Link to="/signup" className={button.outlineLight} onClick={toSignup} data-testid="home-signup">
              {t('home.cta_signup')}
            </Link>
            <Link to="/login" className={button.light}>
              {t('home.cta_login')}
            </Link>
          </div>
        </div>
        {faces && faces.members.length > 0 && (
          <section className={styles.faces} aria-labelledby="home-faces-title" data-testid="home-faces">
            <h2 id="home-faces-title" className={styles.facesTitle}>
              {facesTitle}
            </h2>
            <ul className={faceStyles.wall}>
              {faces.members.map((member, index) => (
                <li key={member.id}>
                  <FaceTile face={member} place={member.region_name ?? undefined} priority={index < PRIORITY_FACES} {...faceLink(member.id)} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </section>
      <section className={styles.features} aria-label={t('home.features_label', { site: settings.name })}>
        {FEATURES.map((feature) => (
          <article key={feature} className={styles.feature}>
            <h2 className={styles.featureTitle}>{t(`home.features.${feature}.title`)}</h2>
            <p>{t(`home.features.${feature}.text`, { site: settings.name })}</p>
          </article>
        ))}
      </section>
    </>
  );
}
