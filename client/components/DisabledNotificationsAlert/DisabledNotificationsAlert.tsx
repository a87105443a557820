import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { AlertCard, alertCard } from '../AlertCard/AlertCard';
import { button } from '../Button/button.css';
import { MailIcon } from './MailIcon';
import type { MailProblem } from '#server/contract/mail-problem';

/**
 * docs/product.md#member-alerts: mail no longer reaches the member (bounces, a spam report, or a
 * link that turned off mails about messages and likes). Leads to /notifications, where the address
 * is corrected or mail turned back on. The members area's alerts decide when it shows.
 */
export function DisabledNotificationsAlert({ problem, email, onDismiss }: { problem: MailProblem; email: string; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <AlertCard
      label={t('member_alerts.mail.label')}
      icon={<MailIcon />}
      title={t(`member_alerts.mail.${problem}_title`)}
      tone="warning"
      actions={
        <Link to="/notifications" className={button.primary} data-testid="disabled-notifications-fix">
          {t(`member_alerts.mail.${problem}_action`)}
        </Link>
      }
      closeLabel={t('member_alerts.not_now')}
      onClose={onDismiss}
      testId="disabled-notifications-alert"
    >
      <p className={`${alertCard.hint} ${alertCard.hintFromTablets}`}>{t(`member_alerts.mail.${problem}_text`, { email })}</p>
    </AlertCard>
  );
}
