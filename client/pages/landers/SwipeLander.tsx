import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Modal } from '#client/components/Modal/Modal';
import type { LanderMember } from '#client/queries/landers';
import { SwipeDeck } from '../swipe/SwipeDeck';
import { type LanderProps, LanderSignup, MemberPhoto, SignupLink, TrustList, useLanderTexts } from './kit';
import * as shared from './landers.css';
import * as styles from './swipe.css';

/** The deck asks for an account after this many likes, or this many swipes of either kind. */
export const LIKES_BEFORE_SIGNUP = 3;
export const SWIPES_BEFORE_SIGNUP = 5;

/**
 * tinderswipe: the swipe game for visitors — the site's faces to like or pass by dragging, the
 * buttons or the arrow keys; after a few, "she may like you back" and the sign-up. Without
 * JavaScript the deck is a picture with a link to the sign-up under it.
 */
export function SwipeLander({ data }: LanderProps) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const texts = useLanderTexts(data);
  const [gone, setGone] = useState<number[]>([]);
  const [liked, setLiked] = useState<LanderMember[]>([]);
  const [asking, setAsking] = useState(false);
  const cards = data.members.filter((member) => !gone.includes(member.id));
  const lastLiked = liked.at(-1);

  const onSwipe = (card: LanderMember, like: boolean) => {
    const likes = like ? [...liked, card] : liked;
    setGone((ids) => [...ids, card.id]);
    setLiked(likes);
    if (likes.length >= LIKES_BEFORE_SIGNUP || gone.length + 1 >= SWIPES_BEFORE_SIGNUP || cards.length <= 1) setAsking(true);
  };

  return (
    <>
      <section className={styles.stage}>
        <div className={styles.copy}>
          <h1 className={shared.headline}>{texts.headline}</h1>
          <p className={shared.subline}>{texts.subline}</p>
          <p className={styles.hint}>{t('landers.tinderswipe.hint')}</p>
          <TrustList className={styles.trust} />
        </div>
        <div className={styles.deck}>
          <SwipeDeck cards={cards} onSwipe={onSwipe} labels={{ like: tc('member.like'), pass: tc('swipe.pass') }} />
          <p className={styles.progress} aria-live="polite" data-testid="swipe-progress">
            {t('landers.tinderswipe.likes_to_go', { count: Math.max(LIKES_BEFORE_SIGNUP - liked.length, 0) })}
          </p>
          <SignupLink className={styles.skip} testId="lander-cta">
            {t('landers.tinderswipe.skip')}
          </SignupLink>
        </div>
      </section>
      {asking && (
        <Modal
          title={lastLiked ? t('landers.tinderswipe.may_like_back', { name: lastLiked.name }) : t('landers.tinderswipe.ask_title')}
          size="md"
          testId="swipe-signup"
          onClose={() => setAsking(false)}
        >
          {liked.length > 0 && (
            <div className={styles.likedRow} data-testid="swipe-liked">
              {liked.map((member) => (
                <span key={member.id} className={styles.likedFace}>
                  <MemberPhoto member={member} sizes="56px" />
                </span>
              ))}
            </div>
          )}
          <LanderSignup data={data} title={t('landers.tinderswipe.signup_title')} />
        </Modal>
      )}
    </>
  );
}
