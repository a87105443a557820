import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { LineIcon } from '#client/components/AlertCard/LineIcon';
import { button } from '#client/components/Button/button.css';
import * as styles from './invite-only.css';

/**
 * What a visitor who may not sign up here reads instead of the form (docs/product.md#accounts-signup),
 * wherever the sign-up shows: the modal, /signup, a member's sign-up page, the end of a lander.
 * Like the invite-only apps, it says how to get in and lets members log in. A site open to a
 * traffic source takes new members through a partner's link (its `network` opens the form);
 * otherwise there is no way in from the site, and it says that plainly. `backHome`: a page's own
 * way back (a modal has its close button).
 */
export function InviteOnly({ onLoginLink, backHome = false }: { onLoginLink(): void; backHome?: boolean }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const site = settings.name;
  const byLink = settings.signups === 'with_trafficsource';
  return (
    <div className={styles.invite} data-testid="invite-only">
      <span className={styles.badge}>
        <LineIcon size={28}>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </LineIcon>
      </span>
      <h2 className={styles.title}>{t('signup.invite.title', { site })}</h2>
      <p className={styles.lead}>{t(byLink ? 'signup.invite.by_link' : 'signup.invite.closed', { site })}</p>
      {byLink && (
        <div className={styles.how} data-testid="invite-how">
          <h3 className={styles.howTitle}>{t('signup.invite.link_title')}</h3>
          <p className={styles.howText}>{t('signup.invite.link_text')}</p>
        </div>
      )}
      <div className={styles.member}>
        <p className={styles.memberText}>{t('signup.invite.member', { site })}</p>
        <Link to="/login" className={`${button.primary} ${styles.action}`} onClick={onLoginLink} data-testid="invite-login">
          {t('nav.login')}
        </Link>
        {backHome && (
          <Link to="/" className={`${button.ghost} ${styles.action}`}>
            {t('errors.back_home')}
          </Link>
        )}
      </div>
    </div>
  );
}
