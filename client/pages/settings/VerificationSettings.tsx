import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { button } from '#client/components/Button/button.css';
import { CheckboxField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import type { CurrentUser } from '#client/queries/user';
import * as styles from '../account/account.css';
import { useUpdateUser } from '#client/queries/user';

/** The member's badge (or the way to get it) and "only verified members may send me a first message" (PUT /api/user.php). */
export function VerificationSettings({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = useId();

  const choose = async (onlyVerified: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      await updateUser({ only_verified_messages: onlyVerified });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="verification-settings">
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('verification.settings_title')}
      </h2>
      {user.verified ? (
        <p className={styles.muted}>
          <VerifiedBadge /> {t('verification.settings_verified')}
        </p>
      ) : (
        <p className={styles.muted}>
          {t('verification.settings_not_verified')}{' '}
          <Link to="/settings/verification" className={button.outlineLight}>
            {t('verification.get_verified')}
          </Link>
        </p>
      )}
      <CheckboxField
        label={t('verification.only_verified')}
        checked={user.only_verified_messages}
        disabled={busy}
        data-testid="settings-only-verified"
        onChange={(event) => choose(event.target.checked)}
      />
      <p className={styles.muted}>{t('verification.only_verified_hint')}</p>
      {failed && <p className={formStyles.error}>{t('errors.server')}</p>}
    </section>
  );
}
