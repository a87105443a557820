import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from './VerifiedBadge.css';

/**
 * The verified mark (decision 0098): a check in a seal, in the site's colour. One accessible name,
 * "Verified", wherever it shows (profile, cards, swipe, likes, chat list and header); what it
 * means shows on hover.
 */
export function VerifiedBadge({ size = 'small' }: { size?: 'small' | 'large' }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge[size]} role="img" aria-label={t('verification.badge')} title={t('verification.badge_hint')} data-testid="verified-badge">
      <svg className={styles.seal} viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 1 14.4 3.1 17.5 2.5 18.5 5.5 21.5 6.5 20.9 9.6 23 12 20.9 14.4 21.5 17.5 18.5 18.5 17.5 21.5 14.4 20.9 12 23 9.6 20.9 6.5 21.5 5.5 18.5 2.5 17.5 3.1 14.4 1 12 3.1 9.6 2.5 6.5 5.5 5.5 6.5 2.5 9.6 3.1Z"
        />
        <path className={styles.check} d="M7.5 12.3l3 3 6-6.3" fill="none" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
