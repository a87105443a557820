import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { formatCountdown, secondsLeft } from '#client/components/TimeBonus/rules';
import { useSecondClock } from '#client/hooks/useSecondClock';
import * as styles from './OutOfLikes.css';

/** Line icons for the ways on: Premium's crown (the top bar's), the match finder's sparkle, the search's lens. */
const ICONS = {
  premium: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  match_finder: 'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  browse: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 21 21',
} as const;

type Way = keyof typeof ICONS;

const WAYS: { id: Way; to: string }[] = [
  { id: 'premium', to: '/premium' },
  { id: 'match_finder', to: '/match-finder' },
  { id: 'browse', to: '/members' },
];

/**
 * The swipe game's end for today (docs/product.md#swipe-game): when the likes come back, counted
 * down each second, and the ways on — Premium for free members (it brings every photo and any
 * number of conversations; no more swipe likes, which no purchase buys), the match finder, the
 * search. At zero it hands back to the page (`onRefill`), which asks for the new day's deck.
 */
export function OutOfLikes({
  refillAt,
  askedAt,
  perDay,
  premiumMember,
  takeFocus,
  onRefill,
}: {
  /** When the likes come back, in ms on this browser's clock. */
  refillAt: number;
  /** When the deck was asked (ms): the countdown on the server and while hydrating, before the clock runs. */
  askedAt: number;
  perDay: number;
  /** A premium member is offered no Premium. */
  premiumMember: boolean;
  /** The card took the place of the deck under the member's hand: the heading takes the focus the buttons had. */
  takeFocus: boolean;
  onRefill(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const now = useSecondClock(refillAt) ?? Math.floor(askedAt / 1000);
  const left = secondsLeft(refillAt, now * 1000);
  const refillRef = useRef(onRefill);
  useEffect(() => {
    refillRef.current = onRefill;
  });

  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  useEffect(() => {
    if (left === 0) refillRef.current();
  }, [left]);

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="out-of-likes">
      <span className={styles.badge} aria-hidden="true">
        <svg viewBox="0 0 24 24" className={styles.badgeIcon}>
          <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
        </svg>
      </span>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('swipe.out_of_likes.title')}
      </h2>
      <p className={styles.refill}>{t('swipe.out_of_likes.refill', { count: perDay })}</p>
      <p className={styles.timer} role="timer">
        {formatCountdown(left)}
      </p>
      <h3 className={styles.meanwhile}>{t('swipe.out_of_likes.meanwhile')}</h3>
      <ul className={styles.ways}>
        {WAYS.filter((way) => !premiumMember || way.id !== 'premium').map((way) => (
          <li key={way.id}>
            <Link to={way.to} className={way.id === 'premium' ? styles.wayHighlighted : styles.way} data-testid={`out-of-likes-${way.id}`}>
              <svg viewBox="0 0 24 24" className={styles.wayIcon} aria-hidden="true">
                <path d={ICONS[way.id]} />
              </svg>
              <span className={styles.wayText}>
                <strong>{t(`swipe.out_of_likes.${way.id}_title`)}</strong>
                <span className={styles.wayHint}>{t(`swipe.out_of_likes.${way.id}_text`)}</span>
              </span>
              <svg viewBox="0 0 24 24" className={styles.chevron} aria-hidden="true">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
