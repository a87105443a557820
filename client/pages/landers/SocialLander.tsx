import { useTranslation } from '#client/i18n/useTranslation';
import { KindMark } from '#client/components/ProfileCard/KindMark';
import type { LanderMember } from '#client/queries/landers';
import { CtaButton, LanderSignup, MemberPhoto, SignupLink, useLanderTexts, usePlace, type LanderProps } from './kit';
import { useSignupOpen } from '../signup/signup-open';
import * as shared from './landers.css';
import * as styles from './social.css';

/** Posts in the feed before it asks to join; the captions come from the lander's texts, picked by member id. */
const POSTS = 6;
const CAPTIONS = 8;

/** An action of a post: the sign-up (or, on a closed site, the notice at the end). */
function Action({ children }: { children: string }) {
  const open = useSignupOpen();
  if (!open) {
    return (
      <a href="#signup" className={styles.action}>
        {children}
      </a>
    );
  }
  return (
    <SignupLink className={styles.action} testId="lander-member">
      {children}
    </SignupLink>
  );
}

function Post({ member, index }: { member: LanderMember; index: number }) {
  const { t } = useTranslation('pages');
  const place = usePlace(member);
  return (
    <article className={styles.post} data-testid="lander-post">
      <header className={styles.postHead}>
        <MemberPhoto member={member} className={styles.avatar} sizes="40px" />
        <span className={styles.who}>
          <strong>
            {member.name}, {member.age} <KindMark profile={member} />
          </strong>
          <span className={styles.place}>{place}</span>
        </span>
      </header>
      <MemberPhoto member={member} index={index} className={styles.postPhoto} sizes="(min-width: 992px) 560px, 100vw" />
      <div className={styles.actions}>
        <Action>{`♡ ${t('landers.socialnetwork.like')}`}</Action>
        <Action>{`💬 ${t('landers.socialnetwork.comment')}`}</Action>
        <Action>{`✉ ${t('landers.socialnetwork.message')}`}</Action>
      </div>
      <p className={styles.text}>{t(`landers.socialnetwork.caption_${(member.id % CAPTIONS) + 1}`)}</p>
    </article>
  );
}

/** socialnetwork: a social-network style feed of the site's members (stories, photo posts with likes), sign up to join in. */
export function SocialLander({ data }: LanderProps) {
  const { t } = useTranslation('pages');
  const texts = useLanderTexts(data);
  const posts = data.members.slice(0, POSTS);
  return (
    <>
      <div className={`${shared.section} ${styles.layout}`}>
        <aside className={styles.aside}>
          <div className={styles.intro}>
            <h1 className={shared.headline}>{texts.headline}</h1>
            <p className={shared.subline}>{texts.subline}</p>
            <CtaButton data={data} />
          </div>
        </aside>
        <section className={styles.feed} aria-label={t('landers.socialnetwork.feed_label')}>
          <div className={styles.stories}>
            {data.members.slice(POSTS, POSTS + 10).map((member) => (
              <SignupLink key={member.id} className={styles.story} testId="lander-story">
                <span className={styles.ring}>
                  <MemberPhoto member={member} className={styles.ringPhoto} sizes="64px" />
                </span>
                {member.name}
              </SignupLink>
            ))}
          </div>
          <div className={styles.feed} data-testid="lander-members">
            {posts.map((member, index) => (
              <Post key={member.id} member={member} index={index} />
            ))}
            <div className={styles.gate}>
              <h2>{t('landers.socialnetwork.gate_title')}</h2>
              <p>{t('landers.socialnetwork.gate_text')}</p>
              <CtaButton data={data} />
            </div>
          </div>
        </section>
      </div>
      <LanderSignup data={data} />
    </>
  );
}
