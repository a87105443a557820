import { useMemo } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link } from 'react-router';
import * as styles from '#client/console/styles.css';
import type { ProfileSummary } from '#client/console/queries/fictional';
import * as css from './fictional.css';

/** Who the operator is talking to (or as): enough to answer in character without opening anything else. */
export function ProfileCard({ heading, profile, link }: { heading: string; profile: ProfileSummary; link?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const country = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  const date = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }), [i18n.language]);
  const place = [profile.region_name, country.of(profile.country)].filter(Boolean).join(', ');
  return (
    <section className={`${styles.card} ${css.profileCard}`} aria-label={heading}>
      <h2 className={css.sectionTitle}>{heading}</h2>
      <div className={css.who}>
        {profile.main_image ? (
          <img className={css.avatar} src={profile.main_image.thumb_filename} alt="" width={56} height={56} />
        ) : (
          <span className={css.avatar} aria-hidden />
        )}
        <span className={css.stack}>
          <strong>
            {link ? <Link to={link}>{profile.name}</Link> : profile.name}, {profile.age}
          </strong>
          <span className={styles.muted}>
            {t(`fictional.gender.${profile.gender}`)} · {t(`fictional.sexuality.${profile.sexuality}`, { defaultValue: profile.sexuality })}
          </span>
          {place && <span className={styles.muted}>{place}</span>}
        </span>
      </div>
      <div className={css.pills}>
        {profile.fictional && <span className={styles.pill.neutral}>{t('fictional.form.always')}</span>}
        {!profile.fictional && <span className={styles.pill.neutral}>{t('fictional.inbox.credits', { count: profile.credits })}</span>}
        {profile.premium && <span className={styles.pill.good}>{t('fictional.thread.premium')}</span>}
        {profile.verified && <span className={styles.pill.good}>{t('fictional.thread.verified')}</span>}
        {profile.banned && <span className={styles.pill.bad}>{t('fictional.thread.banned')}</span>}
        {profile.status !== 'active' && (
          <span className={styles.pill.warn}>{t(`fictional.thread.status.${profile.status}`, { defaultValue: profile.status })}</span>
        )}
      </div>
      {!profile.fictional && (
        <p className={`${styles.muted} ${css.flat}`}>{t('fictional.thread.member_since', { date: date.format(new Date(profile.signup_date)) })}</p>
      )}
      {profile.about_me && <p className={css.about}>{profile.about_me}</p>}
    </section>
  );
}
