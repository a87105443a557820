import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { container } from '../../styles/layout.css';
import { button } from '../Button/button.css';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
import { Logo } from '../Logo/Logo';
import * as styles from './TopBar.css';

/** Top navigation; the logged-in links (search, messages, likes, credits) arrive with accounts. */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className={styles.bar}>
      <nav className={`${container} ${styles.inner}`} aria-label={t('nav.main')}>
        <Logo />
        <div className={styles.actions}>
          <LanguageMenu />
          <Link to="/login" className={`${button.ghost} ${styles.compact}`}>
            {t('nav.login')}
          </Link>
          <Link to="/signup" className={`${button.primary} ${styles.compact}`}>
            {t('nav.signup')}
          </Link>
        </div>
      </nav>
    </header>
  );
}
