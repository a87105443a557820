import { Link } from 'react-router';
import { useSettings } from '#client/app-context';
import * as styles from './Logo.css';

/** One gradient for every copy of the mark on a page: each copy would define the same one. */
const GRADIENT_ID = 'brand-mark-gradient';

/** The site's own mark (its initial on its niche's badge, in its colours) and its name, linking home. */
export function Logo({ nameOnPhones = true }: { nameOnPhones?: boolean }) {
  const settings = useSettings();
  const mark = settings.brand_mark;
  return (
    <Link to="/" className={styles.logo} aria-label={settings.name}>
      <svg className={styles.mark} viewBox="0 0 100 100" aria-hidden="true">
        <defs>
          <linearGradient id={GRADIENT_ID} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className={styles.gradientFrom} />
            <stop offset="1" className={styles.gradientTo} />
          </linearGradient>
        </defs>
        <path d={mark.badge} fill={`url(#${GRADIENT_ID})`} />
        <path d={mark.glyph} className={styles.glyph} />
      </svg>
      <span className={nameOnPhones ? styles.name : `${styles.name} ${styles.nameFromTablets}`}>{settings.name}</span>
    </Link>
  );
}
