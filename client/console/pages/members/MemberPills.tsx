import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from '#client/console/styles.css';
import * as css from './members.css';

interface PillFacts {
  status: 'not_confirmed' | 'active' | 'pending_deletion';
  banned: boolean;
  verified: boolean;
  fictional: boolean;
  paid: boolean;
}

const STATUS_TONE = { active: 'good', not_confirmed: 'warn', pending_deletion: 'neutral' } as const;

/** A member's state at a glance: the account status, then banned, verified, fictional and paying. */
export function MemberPills({ member }: { member: PillFacts }) {
  const { t } = useTranslation();
  return (
    <span className={css.pills}>
      {member.banned ? (
        <span className={styles.pill.bad}>{t('members.statuses.banned')}</span>
      ) : (
        <span className={styles.pill[STATUS_TONE[member.status]]}>{t(`members.statuses.${member.status}`)}</span>
      )}
      {member.verified && <span className={styles.pill.good}>{t('members.pills.verified')}</span>}
      {member.fictional && <span className={styles.pill.neutral}>{t('members.pills.fictional')}</span>}
      {member.paid && <span className={styles.pill.neutral}>{t('members.pills.paid')}</span>}
    </span>
  );
}
