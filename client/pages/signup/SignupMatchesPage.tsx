import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSettings } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { useCurrentUser } from '#client/queries/user';
import * as styles from '../account/account.css';

/** /signup-matches: where the sign-up ends; matches appear here once search exists (issue 4). */
export function SignupMatchesPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <section className={styles.card} data-testid="signup-matches">
      <title>{`${t('signup.ready_title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('signup.ready_title')}</h1>
      <p>{user.status === 'not_confirmed' ? t('signup.confirm_text', { email: user.email }) : t('signup.ready_text', { site: settings.name })}</p>
      <Link to="/settings" className={button.secondary}>
        {t('settings.title')}
      </Link>
    </section>
  );
}
