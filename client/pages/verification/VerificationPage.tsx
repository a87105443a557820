import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import { poseIcon } from '#server/contract/verification-poses';
import * as accountStyles from '../account/account.css';
import { verificationQuery, type VerificationState } from '#client/queries/verification';
import { SelfieCapture } from './SelfieCapture';
import * as styles from './verification.css';
import { queryKeys } from '#client/queries/keys';

/** Where the member stands: verified, waiting, or turned down with the reason in their language. */
function Status({ state }: { state: VerificationState }) {
  const { t } = useTranslation();
  if (state.status === 'approved') {
    return (
      <Alert tone="success" testId="verification-status">
        <VerifiedBadge size="large" /> {t('verification.status_approved')}
      </Alert>
    );
  }
  if (state.status === 'pending') {
    return (
      <Alert tone="info" testId="verification-status">
        {t('verification.status_pending')}
      </Alert>
    );
  }
  if (state.status === 'rejected') {
    return (
      <Alert tone="warning" testId="verification-status">
        {t('verification.status_rejected', { reason: t(`verification.reasons.${state.reject_reason ?? 'other'}`) })}
      </Alert>
    );
  }
  return null;
}

/**
 * /settings/verification: why to verify, the pose the server chose, and the selfie (camera or
 * upload) a moderator compares with the profile photos (decision 0098).
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const state = useSuspenseQuery(verificationQuery(api)).data;
  // A pose is given exactly while a selfie may be sent: none yet, or the last one turned down.
  const pose = (state.status === 'none' || state.status === 'rejected') && state.has_photo ? state.pose : null;

  const onSent = (next: VerificationState) => {
    queryClient.setQueryData(verificationQuery(api).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  };

  return (
    <section className={accountStyles.wide} data-testid="verification-page">
      <title>{`${t('verification.title')} | ${settings.name}`}</title>
      <h1 className={accountStyles.title}>{t('verification.title')}</h1>
      <p className={accountStyles.muted}>{t('verification.intro')}</p>
      <Status state={state} />
      {state.status !== 'approved' && (
        <>
          <ul className={styles.list}>
            <li>{t('verification.why_trust')}</li>
            <li>{t('verification.why_messages')}</li>
            <li>{t('verification.why_private')}</li>
          </ul>
          <section className={accountStyles.section}>
            <h2 className={accountStyles.sectionTitle}>{t('verification.how_title')}</h2>
            <ol className={styles.list}>
              <li>{t('verification.step_pose')}</li>
              <li>{t('verification.step_selfie')}</li>
              <li>{t('verification.step_review')}</li>
            </ol>
          </section>
        </>
      )}
      {!state.has_photo && state.status !== 'approved' && (
        <Alert tone="warning" testId="verification-needs-photo">
          <span>{t('verification.needs_photo')}</span>
          <Link to="/profile" className={button.primary}>
            {t('verification.add_photo')}
          </Link>
        </Alert>
      )}
      {pose && (
        <section className={accountStyles.section} aria-labelledby="verification-pose">
          <h2 id="verification-pose" className={accountStyles.sectionTitle}>
            {t('verification.pose_title')}
          </h2>
          <div className={styles.pose} data-testid="verification-pose" data-pose={pose}>
            <span className={styles.poseIcon} aria-hidden="true">
              {poseIcon(pose)}
            </span>
            <p className={styles.poseText}>{t(`verification.poses.${pose}`)}</p>
          </div>
          <SelfieCapture pose={pose} onSent={onSent} />
        </section>
      )}
    </section>
  );
}
