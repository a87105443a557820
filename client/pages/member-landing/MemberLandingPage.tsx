import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { KindMark } from '#client/components/ProfileCard/KindMark';
import { Photo } from '#client/components/Photo/Photo';
import { carryTracking } from '#client/lib/tracking';
import { type LandingProfile, memberLandingQuery } from '#client/queries/member-landing';
import { useRegionName } from '#client/queries/places';
import { useCurrentUser } from '#client/queries/user';
import * as styles from './landing.css';

/** The campaign variants a slug picks (pages.json member_landing.headline.*); any other slug shows the default. */
const VARIANTS = ['nearby', 'tonight', 'serious'] as const;

/**
 * The hero is 4:5 and the copies square, so a copy must be as wide as the hero is tall: 440 px
 * wide (550 tall) beside the text from 768 px, the column less its padding on phones.
 */
const HERO_SIZES = '(min-width: 768px) 550px, calc(125vw - 40px)';
/** The chat design's photo: 48% of the chat column, 4:5 as well. */
const CHAT_PHOTO_SIZES = '(min-width: 768px) 300px, 60vw';

export type LandingDesign = 'profile' | 'photos' | 'chat';

function useLanding() {
  const { api } = usePageEnv();
  const { id, slug } = useParams();
  const { profile } = useSuspenseQuery(memberLandingQuery(api, Number(id))).data;
  const variant = VARIANTS.find((name) => name === slug) ?? 'default';
  return { profile, variant };
}

/** Where her call to action leads: step 0 for visitors (tracking kept), her chat for members. */
function useTarget(profile: LandingProfile): string {
  const user = useCurrentUser();
  const { search } = useLocation();
  return user ? `/members/${profile.id}/chat` : carryTracking(`/members/${profile.id}/signup`, search);
}

function Hero({ profile, place, eager = true }: { profile: LandingProfile; place: string; eager?: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.hero}>
      {profile.main_image && (
        <Photo
          className={styles.heroPhoto}
          src={profile.main_image.filename}
          copies={profile.main_image}
          sizes={HERO_SIZES}
          alt={profile.name}
          width={480}
          height={600}
          priority={eager}
        />
      )}
      {profile.more_photos > 0 && <span className={styles.chip}>{t('member_landing.more_photos', { count: profile.more_photos })}</span>}
      <div className={styles.heroShade}>
        <p className={styles.heroName} data-testid="landing-name">
          {profile.name}, {profile.age} <KindMark profile={profile} />
        </p>
        {place && <span className={styles.heroPlace}>📍 {place}</span>}
      </div>
    </div>
  );
}

function Trust() {
  const { t } = useTranslation('pages');
  const settings = useSettings();
  return (
    <ul className={styles.trust}>
      <li className={styles.trustItem}>{t('member_landing.trust_free', { site: settings.name })}</li>
      <li className={styles.trustItem}>{t('member_landing.trust_private')}</li>
      <li className={styles.trustItem}>{t('member_landing.trust_quick')}</li>
    </ul>
  );
}

function Cta({ profile }: { profile: LandingProfile }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <Link to={useTarget(profile)} className={`${button.primary} ${styles.cta}`} data-testid="landing-cta">
        {t('member_landing.cta', { name: profile.name })}
      </Link>
      <p className={styles.ctaNote}>{t('member_landing.cta_note')}</p>
    </>
  );
}

/** landing: her profile as the hero, a line of her bio and the sign-up. */
function ProfileDesign({ profile, headline, place }: { profile: LandingProfile; headline: string; place: string }) {
  const { t } = useTranslation('pages');
  const settings = useSettings();
  return (
    <section className={styles.page} data-testid="member-landing" data-design="profile">
      <Hero profile={profile} place={place} />
      <div className={styles.copy}>
        <p className={styles.kicker}>{t('member_landing.kicker', { site: settings.name })}</p>
        <h1 className={styles.headline}>{headline}</h1>
        {profile.teaser && <blockquote className={styles.quote}>“{profile.teaser}”</blockquote>}
        <Cta profile={profile} />
        <Trust />
      </div>
    </section>
  );
}

/** landing2: photo first, her other photos blurred until the visitor signs up. */
function PhotosDesign({ profile, headline, place }: { profile: LandingProfile; headline: string; place: string }) {
  const { t } = useTranslation('pages');
  const target = useTarget(profile);
  const tiles = Math.min(profile.more_photos, 3);
  return (
    <section className={styles.page} data-testid="member-landing" data-design="photos">
      <div className={styles.copy}>
        <h1 className={styles.headline}>{headline}</h1>
        <Hero profile={profile} place={place} />
      </div>
      <div className={styles.copy}>
        {tiles > 0 && (
          <>
            <p className={styles.ctaNote}>{t('member_landing.locked', { name: profile.name, count: profile.more_photos })}</p>
            <div className={styles.locked} data-testid="landing-locked">
              {Array.from({ length: tiles }, (_, index) => (
                <Link
                  key={index}
                  to={target}
                  className={styles.lockedTile}
                  aria-label={t('member_landing.locked', { name: profile.name, count: profile.more_photos })}
                >
                  {/* Her main photo, blurred: the others stay private until she is seen by a member. */}
                  {profile.main_image && <img className={styles.lockedPhoto} src={profile.main_image.thumb_filename} alt="" loading="lazy" />}
                  <span className={styles.lockedLabel}>{index === tiles - 1 ? `+${profile.more_photos}` : '🔒'}</span>
                </Link>
              ))}
            </div>
          </>
        )}
        <Cta profile={profile} />
        <Trust />
      </div>
    </section>
  );
}

/** landing3: a chat teaser; the composer is a plain form, so the first line reaches step 0 without JavaScript. */
function ChatDesign({ profile, headline, place }: { profile: LandingProfile; headline: string; place: string }) {
  const { t } = useTranslation('pages');
  const settings = useSettings();
  const user = useCurrentUser();
  const { search } = useLocation();
  const action = user ? `/members/${profile.id}/chat` : `/members/${profile.id}/signup`;
  const tracking = [...new URLSearchParams(carryTracking('', search).replace(/^\?/, '')).entries()];
  return (
    <section className={styles.chatPage} data-testid="member-landing" data-design="chat">
      <h1 className={`${styles.headline} ${styles.chatHeadline}`}>{headline}</h1>
      <div className={styles.chat}>
        <div className={styles.chatHeader}>
          {profile.main_image && (
            <Photo
              className={styles.chatAvatar}
              src={profile.main_image.thumb_filename}
              copies={profile.main_image}
              sizes="48px"
              alt=""
              width={48}
              height={48}
              eager
            />
          )}
          <span className={styles.chatWho}>
            <span className={styles.chatName} data-testid="landing-name">
              {profile.name}, {profile.age} <KindMark profile={profile} />
            </span>
            <span className={styles.chatStatus}>📍 {place || settings.name}</span>
          </span>
        </div>
        <div className={styles.chatBody}>
          <span className={styles.system}>{t('member_landing.chat_system', { name: profile.name })}</span>
          {profile.main_image && (
            <Photo
              className={styles.chatPhoto}
              src={profile.main_image.filename}
              copies={profile.main_image}
              sizes={CHAT_PHOTO_SIZES}
              alt={profile.name}
              width={300}
              height={375}
              priority
            />
          )}
          {profile.teaser && <span className={styles.bubble}>{profile.teaser}</span>}
        </div>
        <form className={styles.composer} method="get" action={action}>
          {tracking.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input
            className={styles.composerInput}
            name="text"
            maxLength={1000}
            placeholder={t('member_landing.chat_placeholder', { name: profile.name })}
            aria-label={t('member_landing.chat_placeholder', { name: profile.name })}
          />
          <button type="submit" className={button.primary} data-testid="landing-cta">
            {t('member_landing.chat_send')}
          </button>
        </form>
      </div>
      <div className={styles.copy}>
        <p className={styles.ctaNote}>{t('member_landing.chat_intro', { name: profile.name, site: settings.name })}</p>
        <Trust />
      </div>
    </section>
  );
}

/** /members/{id}/landing, landing2/{slug?}, landing3/{slug?} (docs/product.md#member-landings). */
export function MemberLandingPage({ design }: { design: LandingDesign }) {
  const { t } = useTranslation('pages');
  const settings = useSettings();
  const { profile, variant } = useLanding();
  const place = useRegionName(profile.country, profile.region);
  const headline = t(`member_landing.headline.${variant}`, { name: profile.name, place, site: settings.name });
  const Design = design === 'profile' ? ProfileDesign : design === 'photos' ? PhotosDesign : ChatDesign;
  return (
    <>
      <title>{`${headline} | ${settings.name}`}</title>
      <Design profile={profile} headline={headline} place={place} />
    </>
  );
}
