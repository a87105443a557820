import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { KindMark } from '#client/components/ProfileCard/KindMark';
import { CtaButton, type LanderProps, LanderSignup, MemberPhoto, SignupLink, TrustList, useLanderTexts, usePlace } from './kit';
import { LanderVideo } from './LanderVideo';
import * as shared from './landers.css';
import * as styles from './media.css';

/** Faces named under a clip: the ones it shows, in its order. */
const CLIP_FACES = 6;

function FaceRow({ data, wide = false }: LanderProps & { wide?: boolean }) {
  return (
    <div className={wide ? styles.faceRowWide : styles.faceRow} data-testid="lander-members">
      {data.members.slice(0, CLIP_FACES).map((member) => (
        <SignupLink key={member.id} className={styles.faceChip} testId="lander-member">
          <MemberPhoto member={member} className={styles.faceChipPhoto} sizes="76px" />
          <span>
            {member.name}, {member.age} <KindMark profile={member} />
          </span>
        </SignupLink>
      ))}
    </div>
  );
}

/** video: a story-style clip of the site's faces filling a phone's first screen, the headline over its lower third. */
export function VideoLander({ data }: LanderProps) {
  const { t } = useTranslation('pages');
  const settings = useSettings();
  const texts = useLanderTexts(data);
  return (
    <>
      <section className={styles.storyHero}>
        <div className={styles.storyFrame}>
          <LanderVideo data={data} />
          <div className={styles.storyBars} aria-hidden="true">
            {Array.from({ length: CLIP_FACES }, (_, index) => (
              <span key={index} />
            ))}
          </div>
          <div className={styles.storyText}>
            <span className={styles.liveDot}>{t('landers.video.badge', { site: settings.name })}</span>
            <h1 className={shared.headline}>{texts.headline}</h1>
            <p className={shared.subline}>{texts.subline}</p>
            <CtaButton data={data} />
          </div>
        </div>
        <div className={styles.storyAside}>
          <h2 className={styles.asideTitle}>{t('landers.video.in_the_video')}</h2>
          <FaceRow data={data} />
          <TrustList />
        </div>
      </section>
      <LanderSignup data={data} />
    </>
  );
}

/** transitionsvideolanding: faces fading into one another in a framed clip beside three steps to a first date. */
export function TransitionsVideoLander({ data }: LanderProps) {
  const { t } = useTranslation('pages');
  const texts = useLanderTexts(data);
  const first = data.members[0];
  const place = usePlace(first ?? { country: '', region_name: null });
  return (
    <>
      <section className={styles.fadeHero}>
        <div className={styles.fadeCopy}>
          <p className={styles.kicker}>{first ? t('landers.transitionsvideolanding.kicker', { place }) : t('landers.live_badge')}</p>
          <h1 className={shared.headline}>{texts.headline}</h1>
          <p className={shared.subline}>{texts.subline}</p>
          <ol className={styles.steps}>
            <li>{t('landers.transitionsvideolanding.step_signup')}</li>
            <li>{t('landers.transitionsvideolanding.step_browse')}</li>
            <li>{t('landers.transitionsvideolanding.step_chat')}</li>
          </ol>
          <CtaButton data={data} />
        </div>
        <div className={styles.fadeFrame}>
          <LanderVideo data={data} />
          <span className={styles.fadeCaption}>{t('landers.transitionsvideolanding.caption', { count: data.members.length })}</span>
        </div>
      </section>
      <section className={shared.section}>
        <h2 className={styles.asideTitle}>{t('landers.just_joined')}</h2>
        <FaceRow data={data} wide />
      </section>
      <LanderSignup data={data} />
    </>
  );
}
