import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../app-context';
import { useOpenSignup } from '../../pages/signup/SignupModal';
import { useCurrentUser } from '../../queries/user';
import { container } from '../../styles/layout.css';
import { button } from '../Button/button.css';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
import { Logo } from '../Logo/Logo';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu';
import * as styles from './TopBar.css';

/** A top-bar link: an icon on phones, the word from 576 px up. */
function IconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link to={to} className={`${button.ghost} ${styles.compact}`} aria-label={label}>
      <svg className={styles.navIcon} viewBox="0 0 24 24" aria-hidden="true">
        {children}
      </svg>
      <span className={styles.navText}>{label}</span>
    </Link>
  );
}

/** Top navigation; member links (search, messages, likes, credits) arrive with their issues. */
export function TopBar() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const openSignup = useOpenSignup();
  const settings = useSettings();
  const canSearch = Boolean(user) || settings.logged_out_search;
  return (
    <header className={styles.bar}>
      <nav className={`${container} ${styles.inner}`} aria-label={t('nav.main')}>
        <Logo />
        <div className={styles.actions}>
          {canSearch && (
            <IconLink to="/members" label={t('nav.search')}>
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="M15.5 15.5 21 21" />
            </IconLink>
          )}
          <LanguageMenu />
          {user ? (
            <ProfileMenu user={user} />
          ) : (
            <>
              <IconLink to="/login" label={t('nav.login')}>
                <circle cx="12" cy="8" r="4" />
                <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
              </IconLink>
              <Link
                to="/signup"
                className={`${button.primary} ${styles.compact}`}
                onClick={(event) => {
                  event.preventDefault();
                  openSignup();
                }}
              >
                {t('nav.signup')}
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
