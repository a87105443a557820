import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { AlertCard, alertCard } from '../AlertCard/AlertCard';
import { ProfileIcon } from './ProfileIcon';
import { PROFILE_PART_LINKS, type ProfilePart } from './rules';

/**
 * docs/product.md#member-alerts: says what the member's profile lacks, each part a link to where it
 * is filled in. The members area's alerts decide when it shows.
 */
export function EnrichAlert({ missing, onDismiss }: { missing: readonly ProfilePart[]; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <AlertCard
      label={t('member_alerts.enrich.label')}
      icon={<ProfileIcon />}
      title={t('member_alerts.enrich.title')}
      actionsBelow
      actions={missing.map((part) => (
        <Link key={part} to={PROFILE_PART_LINKS[part]} className={alertCard.choice} data-testid={`enrich-${part}`}>
          {t(`member_alerts.enrich.parts.${part}`)}
        </Link>
      ))}
      closeLabel={t('member_alerts.not_now')}
      onClose={onDismiss}
      testId="enrich-alert"
    >
      <p className={`${alertCard.hint} ${alertCard.hintFromTablets}`}>{t('member_alerts.enrich.text')}</p>
    </AlertCard>
  );
}
