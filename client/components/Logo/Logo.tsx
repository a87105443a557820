import { Link } from 'react-router';
import { useSettings } from '#client/app-context';
import * as styles from './Logo.css';

/** The site's name beside the heart mark, linking home. */
export function Logo() {
  const settings = useSettings();
  return (
    <Link to="/" className={styles.logo} aria-label={settings.name}>
      <svg className={styles.mark} viewBox="0 0 100 100" aria-hidden="true">
        <path d="M50 86 C16 62 8 44 14 30 C20 16 40 12 50 28 C60 12 80 16 86 30 C92 44 84 62 50 86 Z" />
      </svg>
      <span className={styles.name}>{settings.name}</span>
    </Link>
  );
}
