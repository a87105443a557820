import { useTranslation } from '#client/i18n/useTranslation';
import { KindMark } from '#client/components/ProfileCard/KindMark';
import type { LanderMember } from '#client/queries/landers';
import * as styles from './gallery.css';
import { CtaButton, LanderSignup, MemberPhoto, SignupLink, useLanderTexts, usePlace, type LanderProps } from './kit';
import { useSignupOpen } from '../signup/signup-open';
import * as shared from './landers.css';

function Card({ member, index }: { member: LanderMember; index: number }) {
  const { t } = useTranslation('pages');
  const place = usePlace(member);
  const open = useSignupOpen();
  const body = (
    <>
      <MemberPhoto member={member} index={index} />
      <span className={styles.locked} title={t('landers.gallery.see_profile')} role="img" aria-label={t('landers.gallery.see_profile')}>
        🔒
      </span>
      <span className={styles.caption}>
        <span className={styles.name}>
          {member.name}, {member.age} <KindMark profile={member} />
        </span>
        <span>{place}</span>
      </span>
    </>
  );
  // docs/product.md#landers: a card opens the sign-up, never the profile; on a closed site it leads to the notice.
  if (!open) {
    return (
      <a href="#signup" className={styles.card} data-testid="lander-member">
        {body}
      </a>
    );
  }
  return (
    <SignupLink className={styles.card} testId="lander-member">
      {body}
    </SignupLink>
  );
}

/** gallery: a grid of member cards (photo, name, age, region); tapping one asks to sign up to see the profile. */
export function GalleryLander({ data }: LanderProps) {
  const { t } = useTranslation('pages');
  const texts = useLanderTexts(data);
  return (
    <>
      <section className={`${shared.section} ${styles.intro}`}>
        <h1 className={shared.headline}>{texts.headline}</h1>
        <p className={shared.subline}>{texts.subline}</p>
        <div className={styles.ctaRow}>
          <CtaButton data={data} />
        </div>
      </section>
      <section className={shared.section} aria-label={t('landers.gallery.grid_label')}>
        <div className={styles.grid} data-testid="lander-members">
          {data.members.map((member, index) => (
            <Card key={member.id} member={member} index={index} />
          ))}
        </div>
        <div className={styles.more}>
          <p>{t('landers.gallery.more')}</p>
          <CtaButton data={data} />
        </div>
      </section>
      <LanderSignup data={data} />
    </>
  );
}
