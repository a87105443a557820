import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Avatar } from '#client/components/ProfileCard/Avatar';
import { KindMark } from '#client/components/ProfileCard/KindMark';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import type { DeckCard } from '#client/queries/swipe';
import * as styles from './SwipeDeck.css';

const VISIBLE_CARDS = 3;
/** Share of the card width a drag must pass to count as a swipe. */
const SWIPE_THRESHOLD = 0.3;
/** px/ms; a quick flick swipes even when it stays short of the threshold. */
const FLICK_VELOCITY = 0.5;
const FLICK_MIN_DISTANCE = 30;
/** A pointer resting this long (ms) before release is no flick, however fast it moved before. */
const FLICK_MAX_PAUSE = 100;
/** Degrees of tilt per card width dragged. */
const ROTATION = 15;
const FLY_OUT_MS = 300;

interface Drag {
  pointerId: number;
  startX: number;
  dx: number;
  lastX: number;
  lastTime: number;
  velocity: number;
}

interface Labels {
  like: string;
  pass: string;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function cardTransform(dx: number, width: number): string {
  const tilt = Math.max(-2, Math.min(2, dx / width)) * ROTATION;
  return `translateX(${dx}px) rotate(${tilt}deg)`;
}

/**
 * A stack of profiles to like or pass, by dragging the top card, by its buttons or by the arrow keys.
 * Cards move through element.style in handlers only: the CSP forbids style attributes in the server HTML.
 */
export function SwipeDeck({ cards, onSwipe, labels }: { cards: DeckCard[]; onSwipe(card: DeckCard, like: boolean): void; labels: Labels }) {
  const cardRef = useRef<HTMLDivElement>(null);
  const likeStampRef = useRef<HTMLSpanElement>(null);
  const passStampRef = useRef<HTMLSpanElement>(null);
  const drag = useRef<Drag | null>(null);
  // Set from the fly-out until the parent removes the card, so one card is never swiped twice.
  const leaving = useRef(false);
  const flyTimer = useRef<number | undefined>(undefined);
  const captionId = useId();
  const top = cards[0];
  const topId = top?.id;

  useEffect(() => {
    leaving.current = false;
    drag.current = null;
  }, [topId]);

  useEffect(() => () => window.clearTimeout(flyTimer.current), []);

  function showStamps(dx: number, width: number) {
    const strength = String(Math.min(Math.abs(dx) / (width * SWIPE_THRESHOLD), 1));
    if (likeStampRef.current) likeStampRef.current.style.opacity = dx > 0 ? strength : '0';
    if (passStampRef.current) passStampRef.current.style.opacity = dx < 0 ? strength : '0';
  }

  function springBack() {
    const element = cardRef.current;
    if (!element) return;
    element.style.transition = prefersReducedMotion() ? 'none' : 'transform .25s cubic-bezier(.2, .9, .3, 1.25)';
    element.style.transform = '';
    showStamps(0, 1);
  }

  function flyOut(like: boolean) {
    if (!top || leaving.current) return;
    leaving.current = true;
    drag.current = null;
    const element = cardRef.current;
    if (!element || prefersReducedMotion()) {
      onSwipe(top, like);
      return;
    }
    const width = element.offsetWidth;
    // Far enough to leave the viewport from the centre, whatever the screen width.
    const distance = (window.innerWidth / 2 + width * 1.5) * (like ? 1 : -1);
    showStamps(distance, width);
    element.style.transition = `transform ${FLY_OUT_MS}ms ease-in`;
    element.style.transform = cardTransform(distance, width);
    flyTimer.current = window.setTimeout(() => onSwipe(top, like), FLY_OUT_MS);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (leaving.current || !event.isPrimary || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.style.transition = 'none';
    drag.current = { pointerId: event.pointerId, startX: event.clientX, dx: 0, lastX: event.clientX, lastTime: event.timeStamp, velocity: 0 };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const elapsed = event.timeStamp - current.lastTime;
    if (elapsed > 0) current.velocity = (event.clientX - current.lastX) / elapsed;
    current.lastX = event.clientX;
    current.lastTime = event.timeStamp;
    current.dx = event.clientX - current.startX;
    const width = event.currentTarget.offsetWidth;
    event.currentTarget.style.transform = cardTransform(current.dx, width);
    showStamps(current.dx, width);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const dx = event.clientX - current.startX;
    const far = Math.abs(dx) > event.currentTarget.offsetWidth * SWIPE_THRESHOLD;
    const moving = event.timeStamp - current.lastTime < FLICK_MAX_PAUSE;
    const flick = moving && Math.abs(current.velocity) > FLICK_VELOCITY && Math.abs(dx) > FLICK_MIN_DISTANCE && Math.sign(current.velocity) === Math.sign(dx);
    if (far || flick) flyOut(dx > 0);
    else springBack();
  }

  // Fires on pointercancel too, e.g. when the browser takes over for a vertical scroll.
  function onLostPointerCapture(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    springBack();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Alt+Arrow is the browser's history navigation; leave modified keys alone.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    flyOut(event.key === 'ArrowRight');
  }

  return (
    <div className={styles.root}>
      <div
        className={styles.deck}
        tabIndex={0}
        role="group"
        aria-labelledby={top ? captionId : undefined}
        aria-keyshortcuts="ArrowLeft ArrowRight"
        onKeyDown={onKeyDown}
        data-testid="swipe-deck"
      >
        {cards.slice(0, VISIBLE_CARDS).map((card, depth) =>
          depth === 0 ? (
            <div
              key={card.id}
              ref={cardRef}
              className={`${styles.card} ${styles.depth[0]}`}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onLostPointerCapture={onLostPointerCapture}
              data-testid="swipe-card"
            >
              <CardFace card={card} captionId={captionId} />
              <span ref={likeStampRef} className={styles.stamp.like} aria-hidden="true">
                {labels.like}
              </span>
              <span ref={passStampRef} className={styles.stamp.pass} aria-hidden="true">
                {labels.pass}
              </span>
            </div>
          ) : (
            <div key={card.id} className={`${styles.card} ${styles.depth[depth]}`} aria-hidden="true" data-testid="swipe-card">
              <CardFace card={card} />
            </div>
          ),
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.action.pass} aria-label={labels.pass} disabled={!top} onClick={() => flyOut(false)} data-testid="swipe-pass">
          <span aria-hidden="true">✕</span>
        </button>
        <button type="button" className={styles.action.like} aria-label={labels.like} disabled={!top} onClick={() => flyOut(true)} data-testid="swipe-like">
          <span aria-hidden="true">♥</span>
        </button>
      </div>
    </div>
  );
}

/**
 * Rendered alike at every depth, so a card keeps its loaded photo when it moves up to the top.
 * Over the photo's lower edge, as dating apps show it: name and age, where and how far, the start of the bio.
 */
function CardFace({ card, captionId }: { card: DeckCard; captionId?: string }) {
  const { t } = useTranslation();
  const where = [card.region_name, card.distance && t(`match_finder.distance.${card.distance}`)].filter(Boolean).join(' · ');
  return (
    <>
      <div className={styles.photo}>
        <Avatar profile={card} size="large" />
      </div>
      <div className={styles.details}>
        <p id={captionId} className={styles.caption}>
          <span className={styles.name}>
            {card.name}, {card.age}
          </span>
          {card.verified && <VerifiedBadge />}
          <KindMark profile={card} />
        </p>
        {where && (
          <p className={styles.where} data-testid="swipe-card-where">
            {where}
          </p>
        )}
        {card.about && (
          <p className={styles.about} data-testid="swipe-card-about">
            {card.about}
          </p>
        )}
      </div>
    </>
  );
}
