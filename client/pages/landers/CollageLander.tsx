import { useTranslation } from '#client/i18n/useTranslation';
import { KindMark } from '#client/components/ProfileCard/KindMark';
import * as styles from './collage.css';
import { CtaButton, type LanderProps, LanderSignup, MemberPhoto, SignupLink, TrustList, useLanderTexts } from './kit';
import * as shared from './landers.css';

/** collagelanding: a wall of the site's faces with the headline over it, a strip of who joined, and the sign-up. */
export function CollageLander({ data }: LanderProps) {
  const { t } = useTranslation('pages');
  const texts = useLanderTexts(data);
  const { members } = data;
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.wall} aria-hidden="true">
          {members.map((member, index) => (
            <div key={member.id} className={styles.tile}>
              <MemberPhoto member={member} index={index} />
              {member.kind !== 'member' && (
                <span className={styles.mark}>
                  <KindMark profile={member} />
                </span>
              )}
            </div>
          ))}
        </div>
        <div className={styles.overlay}>
          <span className={styles.live}>{t('landers.live_badge')}</span>
          <h1 className={shared.headline}>{texts.headline}</h1>
          <p className={shared.subline}>{texts.subline}</p>
          <CtaButton data={data} />
          <TrustList />
        </div>
      </section>
      <section className={shared.section}>
        <h2 className={styles.stripTitle}>{t('landers.just_joined')}</h2>
        <div className={styles.strip} data-testid="lander-members">
          {members.slice(0, 12).map((member) => (
            <SignupLink key={member.id} className={styles.face} testId="lander-member">
              <MemberPhoto member={member} className={styles.round} sizes="96px" />
              <span>
                {member.name}, {member.age} <KindMark profile={member} />
              </span>
            </SignupLink>
          ))}
        </div>
      </section>
      <LanderSignup data={data} />
    </>
  );
}
