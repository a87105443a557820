import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from '#client/console/styles.css';
import type { ComplaintReason, ComplaintRow } from '#client/console/queries/complaints';
import * as css from './complaints.css';

type Tone = keyof typeof styles.pill;

/** The most urgent reasons stand out in the queue. */
const REASON_TONES: Record<ComplaintReason, Tone> = {
  underage: 'bad',
  harassment: 'bad',
  spam_or_scam: 'warn',
  fake_profile: 'warn',
  offensive_content: 'warn',
  other: 'neutral',
};

const RESOLUTION_TONES: Record<string, Tone> = { dismissed: 'neutral', warned: 'warn', photo_hidden: 'warn', banned: 'bad' };

export function ReasonPill({ reason }: { reason: ComplaintReason }) {
  const { t } = useTranslation();
  return <span className={styles.pill[REASON_TONES[reason]]}>{t(`complaints.reasons.${reason}`)}</span>;
}

export function ResolutionPill({ resolution }: { resolution: string | null }) {
  const { t } = useTranslation();
  if (!resolution) return <span className={styles.pill.good}>{t('complaints.status.open')}</span>;
  return <span className={styles.pill[RESOLUTION_TONES[resolution] ?? 'neutral']}>{t(`complaints.resolutions.${resolution}`)}</span>;
}

/** What the reported profile is marked with: fictional, banned, verified, hidden from others. */
export function ProfileBadges({ fictional, banned, verified, hidden }: { fictional: boolean; banned: boolean; verified?: boolean; hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={css.badges}>
      {fictional && <span className={styles.pill.neutral}>{t('complaints.fictional')}</span>}
      {banned && <span className={styles.pill.bad}>{t('complaints.banned')}</span>}
      {verified && <span className={styles.pill.good}>{t('complaints.verified')}</span>}
      {hidden && !banned && <span className={styles.pill.warn}>{t('complaints.hidden')}</span>}
    </span>
  );
}

/** The reported member in a table cell: face, name, id and marks. */
export function ReportedCell({ reported }: { reported: ComplaintRow['reported'] }) {
  const { t } = useTranslation();
  if (!reported) return <span className={styles.muted}>{t('complaints.no_member')}</span>;
  return (
    <span className={css.person}>
      {reported.main_photo ? (
        <img className={css.avatar} src={reported.main_photo.thumb_url} alt="" width={32} height={32} loading="lazy" />
      ) : (
        <span className={css.avatar} aria-hidden="true">
          {reported.name.slice(0, 1)}
        </span>
      )}
      <span className={css.personText}>
        <span className={css.name}>{reported.name}</span>
        <span className={css.sub}>
          #{reported.id} <ProfileBadges fictional={reported.fictional} banned={reported.banned} />
        </span>
      </span>
    </span>
  );
}

/** Who reported: a member's name and id, or a visitor's address. */
export function ReporterCell({ reporter }: { reporter: ComplaintRow['reporter'] }) {
  const { t } = useTranslation();
  if (reporter.member_id === null) {
    return (
      <span className={css.personText}>
        <span className={css.name}>{reporter.email ?? t('complaints.visitor')}</span>
        <span className={css.sub}>{t('complaints.visitor')}</span>
      </span>
    );
  }
  return (
    <span className={css.personText}>
      <span className={css.name}>{reporter.name ?? t('complaints.member_gone')}</span>
      <span className={css.sub}>#{reporter.member_id}</span>
    </span>
  );
}
