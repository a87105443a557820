import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { ProfileGrid } from '#client/components/ProfileCard/ProfileCard';
import { searchQuery } from '#client/queries/members';
import { useCurrentUser } from '#client/queries/user';
import * as styles from './signup.css';

/** A first screen of faces: two rows on a wide screen, four on a phone. */
const SHOWN = 8;

/**
 * /signup-matches: where the sign-up ends. The newest members the new member is looking for (the
 * search's own default), and the ways on: all of them, the swipe game, the match finder.
 */
export function SignupMatchesPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const user = useCurrentUser();
  const matches = useInfiniteQuery({ ...searchQuery(api, {}), enabled: Boolean(user) });
  if (!user) return null;
  const profiles = matches.data?.pages[0]?.results.slice(0, SHOWN) ?? [];
  return (
    <section className={styles.matches} data-testid="signup-matches">
      <title>{`${t('signup.ready_title')} | ${settings.name}`}</title>
      <header className={styles.matchesHeader}>
        <h1 className={styles.matchesTitle}>{t('signup.ready_title')}</h1>
        <p>{user.status === 'not_confirmed' ? t('signup.confirm_text', { email: user.email }) : t('signup.ready_text', { site: settings.name })}</p>
      </header>
      <h2 className={styles.matchesSubtitle}>{t('signup.matches_title')}</h2>
      {matches.isSuccess && profiles.length === 0 && <Alert tone="info">{t('signup.matches_none')}</Alert>}
      <ProfileGrid profiles={profiles} priority={4} />
      <div className={styles.matchesActions}>
        <Link to="/members" className={button.primary}>
          {t('signup.matches_all')}
        </Link>
        <Link to="/swipe-game" className={button.secondary}>
          {t('swipe.title')}
        </Link>
        <Link to="/match-finder" className={button.outlineLight}>
          {t('match_finder.title')}
        </Link>
      </div>
    </section>
  );
}
