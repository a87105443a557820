import type { MouseEvent, ReactNode } from 'react';
import { Photo } from '#client/components/Photo/Photo';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { useHydrated } from '#client/hooks/useHydrated';
import { useOpenSignup } from '#client/components/SignupOpener/context';
import { carryTracking } from '#client/lib/tracking';
import type { LanderMember, LanderResponse } from '#client/queries/landers';
import { InviteOnly } from '../signup/InviteOnly';
import { SignupFlow } from '../signup/SignupFlow';
import { signal } from '../signup/events';
import { useSignupOpen } from '../signup/signup-open';
import * as styles from './landers.css';
import { countryName } from '#client/lib/intl';

/** What every lander draws from: its data (GET /api/lander.php). */
export interface LanderProps {
  data: LanderResponse;
}

/** Photos are stored square (server/boot/seed/avatars.ts, uploads alike); the size lets the browser reserve the space. */
const PHOTO_SIZE = 400;

/** The photos a first screen shows, on a phone (two or three rows) or a desktop (a row of six). */
const FIRST_SCREEN = 6;

/** The landers' photo grids: two columns on phones, four to eight from 768 px. */
const GRID_SIZES = '(min-width: 768px) 25vw, 50vw';

/**
 * A member's photo at `index` on the page, with the AVIF and WebP copies a card offers (`sizes`:
 * how wide it shows, a grid's cell unless said). The first one is the LCP image: fetched first; the
 * rest of the first screen is eager too, since a lazy image in view waits for layout before it is
 * even asked for; every other one is lazy, so a lander costs the visitor a screenful of
 * thumbnails, not all of them. Without an index a photo is lazy. Blurred where the visitor's
 * country needs an age check first (decision 0144), as every member photo.
 */
export function MemberPhoto({ member, index, className, sizes = GRID_SIZES }: { member: LanderMember; index?: number; className?: string; sizes?: string }) {
  if (!member.main_image) return null;
  return (
    <Photo
      className={className ?? styles.photo}
      src={member.main_image.thumb_filename}
      copies={member.main_image}
      alt={member.name}
      sizes={sizes}
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      priority={index === 0}
      eager={index !== undefined && index < FIRST_SCREEN}
    />
  );
}

/** The headline, subline and call to action: the campaign's own, else the lander's texts in the page's language. */
export function useLanderTexts(data: LanderResponse) {
  const { t } = useTranslation('pages');
  const settings = useSettings();
  const { lander } = data;
  const values = { site: settings.name, region: lander.region?.name ?? '' };
  const variant = lander.region?.name ? 'headline_region' : 'headline';
  return {
    headline: lander.headline ?? t(`landers.${lander.name}.${variant}`, values),
    subline: lander.subline ?? t(`landers.${lander.name}.subline`, values),
    cta: lander.cta ?? t('landers.cta'),
  };
}

/**
 * The way into the sign-up from anywhere on a lander: a link to /signup that keeps the URL's
 * tracking values (it works without JavaScript), which opens the sign-up modal once the page runs.
 */
export function SignupLink({ className, children, testId }: { className: string; children: ReactNode; testId?: string }) {
  const { search } = useLocation();
  const openSignup = useOpenSignup();
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    openSignup();
  };
  return (
    <a href={carryTracking('/signup', search)} className={className} onClick={onClick} data-testid={testId ?? 'lander-cta'}>
      {children}
    </a>
  );
}

/**
 * Where every lander ends: the sign-up itself, inline (the flow of /signup and its modal). It is
 * drawn once the page runs (the flow reads the browser's tracking store); before that, and without
 * JavaScript, the link to /signup stands in. On a closed site: how to get in, as the sign-up says it.
 */
export function LanderSignup({ data, title }: LanderProps & { title?: string }) {
  const { t } = useTranslation('pages');
  const settings = useSettings();
  const navigate = useNavigate();
  const open = useSignupOpen();
  const texts = useLanderTexts(data);
  const running = useHydrated();
  if (!open) {
    return (
      <section className={styles.signup} id="signup" data-testid="lander-signup">
        <InviteOnly onLoginLink={() => signal('redirected_to_login')} />
      </section>
    );
  }
  return (
    <section className={styles.signup} id="signup" data-testid="lander-signup">
      <h2 className={styles.signupTitle}>{title ?? t('landers.signup_title', { site: settings.name })}</h2>
      <p className={styles.signupLead}>{t('landers.signup_lead')}</p>
      {running ? (
        <div className={styles.signupFlow}>
          <SignupFlow
            onFinish={() => {
              signal('flow_complete');
              navigate('/signup-matches?signup-complete=1');
            }}
            onLoginLink={() => signal('redirected_to_login')}
          />
        </div>
      ) : (
        <SignupLink className={styles.ctaButton}>{texts.cta}</SignupLink>
      )}
    </section>
  );
}

/** The big call to action under a lander's hero; on a closed site it leads to the notice at the end. */
export function CtaButton({ data, className }: LanderProps & { className?: string }) {
  const texts = useLanderTexts(data);
  const open = useSignupOpen();
  const classes = className ? `${styles.ctaButton} ${className}` : styles.ctaButton;
  if (!open) {
    return (
      <a href="#signup" className={classes} data-testid="lander-cta">
        {texts.cta}
      </a>
    );
  }
  return <SignupLink className={classes}>{texts.cta}</SignupLink>;
}

/** "Noord-Holland" or the country's name in the page's language. */
export function usePlace(member: Pick<LanderMember, 'country' | 'region_name'>): string {
  const { i18n } = useTranslation();
  return member.region_name ?? countryName(i18n.language, member.country);
}

/** The three promises under a lander's call to action. */
export function TrustList({ className }: { className?: string }) {
  const { t } = useTranslation('pages');
  return (
    <ul className={className ? `${styles.trust} ${className}` : styles.trust}>
      <li>{t('landers.trust_free')}</li>
      <li>{t('landers.trust_discreet')}</li>
      <li>{t('landers.trust_fast')}</li>
    </ul>
  );
}
