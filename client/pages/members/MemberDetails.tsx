import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { PROFILE_CHOICES, type ProfileChoiceField } from '#server/contract/profile-fields';
import { usePageEnv } from '#client/app-context';
import { interestsQuery, type MemberProfile } from '#client/queries/members';
import * as styles from './member.css';

const CHOICE_FIELDS = Object.keys(PROFILE_CHOICES) as ProfileChoiceField[];

/** About me, the personal information and the interests the tenant shows (visible_profile_fields). */
export function MemberDetails({ profile }: { profile: MemberProfile }) {
  const { t, i18n } = useTranslation();
  const { api } = usePageEnv();
  const interests = useQuery(interestsQuery(api, i18n.language)).data ?? [];
  const details = CHOICE_FIELDS.flatMap((field) => (profile[field] ? [[field, profile[field] as string] as const] : []));
  const chosen = interests.filter((interest) => profile.interests?.includes(interest.id));
  return (
    <>
      {profile.about_me && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('member.about', { name: profile.name })}</h2>
          <p className={styles.about}>{profile.about_me}</p>
        </section>
      )}
      {(details.length > 0 || profile.sexuality) && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('signup.steps.personal')}</h2>
          <dl className={styles.details}>
            {profile.sexuality && (
              <>
                <dt className={styles.term}>{t('fields.sexuality')}</dt>
                <dd>{t(`sexualities.${profile.sexuality}`)}</dd>
              </>
            )}
            {details.map(([field, value]) => (
              <Fragment key={field}>
                <dt className={styles.term}>{t(`profile_fields.${field}.label`)}</dt>
                <dd>{t(`profile_fields.${field}.${value}`)}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      )}
      {chosen.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('member.interests')}</h2>
          <ul className={styles.chips}>
            {chosen.map((interest) => (
              <li key={interest.id} className={styles.chip}>
                <span aria-hidden="true">{interest.icon}</span> {interest.name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
