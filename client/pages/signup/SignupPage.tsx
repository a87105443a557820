import { useNavigate } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { useCurrentUser } from '#client/queries/user';
import * as styles from '../account/account.css';
import { signal } from './events';
import { SignupFlow } from './SignupFlow';

/** /signup: the sign-up flow as a page; it ends on /signup-matches. */
export function SignupPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const navigate = useNavigate();
  return (
    <section className={styles.card} data-testid="signup-page">
      <title>{`${t('signup.title', { site: settings.name })} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('signup.title', { site: settings.name })}</h1>
      <SignupFlow
        onFinish={() => {
          signal('flow_complete');
          navigate('/signup-matches?signup-complete=1');
        }}
        onLoginLink={() => signal('redirected_to_login')}
        backHome
      />
    </section>
  );
}

/** /complete-signup: a member who left the flow early continues with the profile steps. */
export function CompleteSignupPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const navigate = useNavigate();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <section className={styles.card} data-testid="complete-signup-page">
      <title>{`${t('signup.complete_title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('signup.complete_title')}</h1>
      <SignupFlow initialStep="photo" onFinish={() => navigate('/signup-matches?signup-complete=1')} onLoginLink={() => undefined} />
    </section>
  );
}
