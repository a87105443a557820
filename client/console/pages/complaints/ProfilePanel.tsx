import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from '#client/console/styles.css';
import type { ComplaintView } from '#client/console/queries/complaints';
import * as css from './complaints.css';
import { ProfileBadges } from './parts';

type Profile = NonNullable<ComplaintView['profile']>;

const PHOTO_TONES = { active: 'good', pending: 'warn', rejected: 'bad' } as const;

/** The reported member as a moderator needs them: face, facts, their own words and every photo, waiting and rejected ones too. */
export function ProfilePanel({ profile, siteName }: { profile: Profile; siteName: string }) {
  const { t, i18n } = useTranslation();
  const main = profile.photos.find((photo) => photo.main) ?? profile.photos[0];
  const country = new Intl.DisplayNames(i18n.language, { type: 'region' }).of(profile.country) ?? profile.country;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className={styles.card} aria-labelledby="complaint-profile">
      <h2 id="complaint-profile" className={css.sectionTitle}>
        {t('complaints.profile_title')}
      </h2>
      <div className={css.profileHead}>
        {main ? (
          <img className={css.profilePhoto} src={main.thumb_url} alt="" width={72} height={72} />
        ) : (
          <span className={css.profilePhoto} aria-hidden="true">
            {profile.name.slice(0, 1)}
          </span>
        )}
        <div>
          <p className={css.profileName}>
            {profile.name} <span className={styles.muted}>#{profile.id}</span>
          </p>
          <p className={css.profileFacts}>
            {t('complaints.profile_facts', { age: profile.age, gender: t(`complaints.genders.${profile.gender}`), country })} · {siteName}
          </p>
          <ProfileBadges fictional={profile.fictional} banned={profile.banned_at !== null} verified={profile.verified} hidden={!profile.visible} />
        </div>
      </div>
      <dl className={css.facts}>
        {profile.signup_date && (
          <>
            <dt className={css.factLabel}>{t('complaints.member_since')}</dt>
            <dd className={css.factValue}>{date.format(new Date(profile.signup_date))}</dd>
          </>
        )}
        {profile.banned_at && (
          <>
            <dt className={css.factLabel}>{t('complaints.banned')}</dt>
            <dd className={css.factValue}>{date.format(new Date(profile.banned_at))}</dd>
          </>
        )}
      </dl>
      <p className={css.about}>{profile.about_me || <span className={styles.muted}>{t('complaints.no_about')}</span>}</p>
      {profile.photos.length ? (
        <ul className={css.photos} aria-label={t('complaints.photos')}>
          {profile.photos.map((photo) => (
            <li key={photo.id}>
              <figure className={css.photo}>
                {/* A rejected photo's files are gone (decision 0146): an empty square keeps its place. */}
                {photo.status === 'rejected' ? (
                  <span className={`${css.photoImage} ${css.photoGone}`} role="img" aria-label={t('complaints.photo_alt', { id: photo.id })} />
                ) : (
                  <a href={photo.url} target="_blank" rel="noreferrer">
                    <img className={css.photoImage} src={photo.thumb_url} alt={t('complaints.photo_alt', { id: photo.id })} loading="lazy" />
                  </a>
                )}
                <figcaption className={css.photoCaption}>
                  <span className={styles.pill[PHOTO_TONES[photo.status]]}>{t(`complaints.photo_status.${photo.status}`)}</span>
                  {photo.main && <span className={styles.pill.neutral}>{t('complaints.main')}</span>}
                  {photo.reject_reason && <span className={styles.muted}>{t(`photos.reasons.${photo.reject_reason}`)}</span>}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('complaints.no_photos')}</p>
      )}
    </section>
  );
}
