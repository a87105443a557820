import { useTranslation } from '#client/i18n/useTranslation';
import { button } from '#client/components/Button/button.css';
import { LineIcon } from '#client/components/AlertCard/LineIcon';
import * as styles from './AgeCheck.css';
import { useStartAgeCheck } from './useStartAgeCheck';

/** An ID card with a tick: the check, not a document upload of ours. */
function AgeIcon() {
  return (
    <LineIcon size={26}>
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <circle cx="8.5" cy="11" r="2.2" />
      <path d="M5.5 16c.6-1.5 1.7-2.2 3-2.2s2.4.7 3 2.2" />
      <path d="m14 12 1.8 1.8L19 10.5" />
    </LineIcon>
  );
}

/**
 * "Confirm your age": where the site needs a provider's check for the visitor's country
 * (decision 0144). A member starts the check and goes to the provider's page; a visitor signs up
 * first. `compact` fits where the chat's message box would be.
 */
export function AgeCheckCall({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const check = useStartAgeCheck();
  return (
    <section className={compact ? `${styles.card} ${styles.compact}` : styles.card} data-testid="age-check-call" aria-labelledby="age-check-call-title">
      <span className={styles.icon}>
        <AgeIcon />
      </span>
      <h2 id="age-check-call-title" className={styles.title}>
        {t('age_assurance.cta_title')}
      </h2>
      <p className={styles.text}>{check.signedIn ? t('age_assurance.cta_text') : t('age_assurance.cta_signin')}</p>
      <div className={styles.actions}>
        <button type="button" className={button.primary} onClick={() => void check.start()} disabled={check.pending} data-testid="age-check-start">
          {t('age_assurance.cta_button')}
        </button>
      </div>
      {!compact && <p className={styles.privacy}>{t('age_assurance.privacy')}</p>}
      {check.message && (
        <p className={styles.error} role="alert">
          {check.message}
        </p>
      )}
    </section>
  );
}
