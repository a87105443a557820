import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { isApiError } from '#client/api/client';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { useLikeModals } from '#client/components/LikeModals/context';
import { useCurrentUser } from '#client/queries/user';
import { OutOfLikes } from './OutOfLikes';
import { SwipeDeck } from './SwipeDeck';
import { swipe, swipeDeckQuery, type SwipeCard } from '#client/queries/swipe';
import * as styles from './swipe-game.css';
import { queryKeys } from '#client/queries/keys';

/**
 * /swipe-game: like or pass card by card; likes are limited per day, passes are not. Out of likes,
 * the deck gives way to the countdown to the next ones and the ways on (OutOfLikes).
 */
export function SwipeGamePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const modals = useLikeModals();
  const user = useCurrentUser();
  const { data: deck, dataUpdatedAt } = useQuery(swipeDeckQuery(api));
  const [gone, setGone] = useState<number[]>([]);
  const [likesLeft, setLikesLeft] = useState<number>();
  const [notice, setNotice] = useState<string>();
  const cards = (deck?.profiles ?? []).filter((card) => !gone.includes(card.id));
  const left = likesLeft ?? deck?.likes_left ?? 0;

  // A new day: the likes are back, and the deck is asked anew (with the next refill).
  const onRefill = () => {
    setLikesLeft(undefined);
    setNotice(undefined);
    void queryClient.invalidateQueries({ queryKey: swipeDeckQuery(api).queryKey });
  };

  const onSwipe = async (card: SwipeCard, like: boolean) => {
    setGone((ids) => [...ids, card.id]);
    try {
      const result = await swipe(api, card.id, like);
      setLikesLeft(result.likes_left);
      // This page goes on with its own cards; the next page to show the deck (here again, or the home's panel) asks anew.
      void queryClient.invalidateQueries({ queryKey: swipeDeckQuery(api).queryKey, refetchType: 'none' });
      if (result.match) modals.show('match', card);
      if (like) await queryClient.invalidateQueries({ queryKey: queryKeys.likes });
    } catch (error) {
      // The card stays out of this deck (the deck moves on); it comes back in a later deck.
      setNotice(isApiError(error) ? error.message : t('errors.server'));
      if (isApiError(error) && error.code === 'out_of_swipes') setLikesLeft(0);
    }
    if (cards.length <= 2) {
      setGone([]);
      await queryClient.invalidateQueries({ queryKey: swipeDeckQuery(api).queryKey });
    }
  };

  return (
    <section className={styles.page} data-testid="swipe-game">
      <title>{`${t('swipe.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('swipe.title')}</h1>
      {deck && left === 0 ? (
        <OutOfLikes
          // The seconds the server counted, from when its answer came: right on a device whose clock is not.
          refillAt={dataUpdatedAt + deck.likes_refill_in * 1000}
          askedAt={dataUpdatedAt}
          perDay={settings.swipe_likes_per_day}
          premiumMember={user?.paid_user ?? false}
          takeFocus={likesLeft === 0}
          onRefill={onRefill}
        />
      ) : (
        <>
          <p className={styles.counter} data-testid="likes-left">
            {t('swipe.likes_left', { number: left })}
          </p>
          {notice && <Alert tone="warning">{notice}</Alert>}
          {deck && cards.length === 0 ? (
            <Alert tone="info">{t('swipe.empty')}</Alert>
          ) : (
            <SwipeDeck cards={cards} onSwipe={onSwipe} labels={{ like: t('member.like'), pass: t('swipe.pass') }} />
          )}
        </>
      )}
    </section>
  );
}
