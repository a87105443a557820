import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import * as styles from './member.css';

/**
 * In place of writing to a member who takes first messages from verified members only (the
 * server's verified_only): why, and the way to get verified, instead of a refusal after typing.
 */
export function VerifiedOnlyNotice({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.fullRow}>
      <Alert tone="info" testId="verified-only">
        <VerifiedBadge />
        <span>
          {t('verification.verified_only', { name })} {t('verification.verified_only_hint')}
        </span>
        <Link to="/settings/verification" className={button.primary}>
          {t('verification.get_verified')}
        </Link>
      </Alert>
    </div>
  );
}
