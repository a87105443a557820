import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { button } from '#client/components/Button/button.css';
import { useTimeZone } from '#client/hooks/useTimeZone';
import * as styles from './notifications.css';
import type { NotificationSettings } from './settings';

/**
 * docs/product.md#notifications: the whole address is paused, by bounces (the mail could not be
 * delivered: correct the address, or try again after a passing problem) or by a spam report
 * (the member's own "this is spam": turning mail back on is their call).
 */
export function EmailBanner({ email, busy, onResume }: { email: NotificationSettings['email']; busy: boolean; onResume(): void }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  if (!email.disabled) return null;
  const since = email.since ? new Date(email.since).toLocaleDateString(i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone }) : null;
  const bounce = email.disabled === 'bounce';
  return (
    <div className={styles.banner} role="alert" data-testid={`email-disabled-${email.disabled}`}>
      <p className={styles.bannerTitle}>{bounce ? t('notifications_page.bounce_title') : t('notifications_page.fbl_title')}</p>
      <p className={styles.bannerText}>
        {bounce ? t('notifications_page.bounce_text', { email: email.address }) : t('notifications_page.fbl_text', { email: email.address })}
      </p>
      {since && <p className={styles.muted}>{t('notifications_page.since', { date: since })}</p>}
      <div className={styles.bannerActions}>
        {bounce && (
          <Link to="/settings#change-email" className={button.primary}>
            {t('notifications_page.correct_address')}
          </Link>
        )}
        <button type="button" className={bounce ? button.outlineLight : button.primary} disabled={busy} onClick={onResume}>
          {bounce ? t('notifications_page.try_again') : t('notifications_page.resume')}
        </button>
      </div>
    </div>
  );
}
