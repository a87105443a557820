import { useLocation } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { button } from '#client/components/Button/button.css';
import { useAgeGated } from '#client/queries/age-check';
import * as styles from './AgeCheck.css';
import { useStartAgeCheck } from './useStartAgeCheck';

/**
 * One line above every page while the viewer's photos are blurred for the age check (decision
 * 0144): why, and the way to lift it. Not on the age-check page itself, which says it in full.
 */
export function AgeGateNotice() {
  const { t } = useTranslation();
  const gated = useAgeGated();
  const { pathname } = useLocation();
  const check = useStartAgeCheck();
  if (!gated || pathname === '/age-check') return null;
  return (
    <div className={styles.notice} data-testid="age-gate-notice">
      <p className={styles.noticeText}>{t('age_assurance.blurred')}</p>
      <button type="button" className={`${button.primary} ${styles.noticeButton}`} onClick={() => void check.start()} disabled={check.pending}>
        {t('age_assurance.cta_button')}
      </button>
    </div>
  );
}
