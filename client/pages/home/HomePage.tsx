import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSettings } from '#client/app-context';
import { useOpenSignup } from '#client/components/SignupOpener/context';
import { useCurrentUser } from '#client/queries/user';
import { button } from '#client/components/Button/button.css';
import * as styles from './HomePage.css';
import { MemberShortcuts } from './MemberShortcuts';

const FEATURES = ['browse', 'chat', 'safe'] as const;

/** The visitor's front page: the site's pitch and the ways in. */
export function HomePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const openSignup = useOpenSignup();
  const user = useCurrentUser();
  return (
    <>
      <title>{settings.index_title}</title>
      <section className={styles.hero}>
        <h1 className={styles.title}>{settings.index_title}</h1>
        <p className={styles.lead}>{settings.description}</p>
        {!user && (
          <div className={styles.ctas}>
            <Link
              to="/signup"
              className={button.primary}
              onClick={(event) => {
                event.preventDefault();
                openSignup();
              }}
            >
              {t('home.cta_signup')}
            </Link>
            <Link to="/login" className={button.light}>
              {t('home.cta_login')}
            </Link>
          </div>
        )}
      </section>
      {user && <MemberShortcuts />}
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
