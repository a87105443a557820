import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageEnv } from '#client/app-context';
import { queryKeys } from '#client/queries/keys';
import { announceLike, useLikes, type LikesOverview } from '#client/queries/likes';
import { button } from '../Button/button.css';
import { Modal } from '../Modal/Modal';
import { Avatar } from '../ProfileCard/Avatar';
import * as styles from './LikeModals.css';
import { LikeModalsContext, type ShownLike } from './context';
import { LikeBackButton } from './LikeBackButton';
import { MatchMoment } from './MatchMoment';

const SHOWN_KEY = 'likes-shown';

/** The likes announced in this tab, so that none comes twice before the server's answer says so too. */
function shownIds(): number[] {
  try {
    return JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
}

function rememberShown(id: number): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...new Set([...shownIds(), id])]));
  } catch {
    // Storage blocked: the server's like_announced still keeps it from coming back.
  }
}

/**
 * Where the member is in the middle of something (paying, signing up, verifying, writing a
 * message): a like's moment waits for the next page without one.
 */
const BUSY_PATH =
  /^\/(?:credits|premium|pricing|directdebit|transactions\/|complete-signup|reset-password|settings\/verification|chats\/\d|members\/\d+\/(?:chat|signup))/;

/** The newest new like not announced yet, on any device or in this tab, as a match or a new like. */
function nextAnnouncement(likes: LikesOverview): ShownLike | undefined {
  const seen = new Set(shownIds());
  const entry = likes.liked_by.find((like) => like.like_new && !like.like_announced && !seen.has(like.id));
  const profile = entry && likes.profiles.find((card) => card.id === entry.id);
  if (!entry || !profile) return undefined;
  return { kind: likes.liked.includes(entry.id) ? 'match' : 'new_like', profile };
}

/**
 * "It's a match" (both faces, send a message, keep swiping) and "New like" (docs/product.md#likes-modals).
 * Each like is announced once: shown, it is marked announced on the server (every device) and in
 * this tab. One waits while the member is busy (BUSY_PATH), and after the member closes one the
 * next waits for another page.
 */
export function LikeModalsHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const likes = useLikes();
  const [shown, setShown] = useState<ShownLike>();
  /** The page where the member last closed one: the next comes on another page. */
  const [closedOn, setClosedOn] = useState<string>();
  const announce = useCallback(
    (like: ShownLike) => {
      rememberShown(like.profile.id);
      setShown(like);
      queryClient.setQueryData<LikesOverview>(
        queryKeys.likes,
        (current) =>
          current && { ...current, liked_by: current.liked_by.map((entry) => (entry.id === like.profile.id ? { ...entry, like_announced: true } : entry)) },
      );
      // This tab remembers it whatever the answer; another device may show it once more.
      announceLike(api, like.profile.id).catch(() => undefined);
    },
    [api, queryClient],
  );
  const show = useCallback((kind: ShownLike['kind'], profile: ShownLike['profile']) => announce({ kind, profile }), [announce]);
  const value = useMemo(() => ({ show }), [show]);
  const calm = !shown && !BUSY_PATH.test(pathname) && closedOn !== pathname;

  useEffect(() => {
    const next = calm && likes ? nextAnnouncement(likes) : undefined;
    if (next) queueMicrotask(() => announce(next));
  }, [likes, calm, announce]);

  const close = () => {
    setShown(undefined);
    setClosedOn(pathname);
  };
  return (
    <LikeModalsContext value={value}>
      {children}
      {shown?.kind === 'match' && <MatchMoment profile={shown.profile} onClose={close} />}
      {shown?.kind === 'new_like' && (
        <Modal title={t('likes_ui.new_like_title')} size="sm" onClose={close} testId="new-like-modal">
          <button type="button" className={styles.body} onClick={close}>
            <Avatar profile={shown.profile} />
            <span>{t('likes_ui.new_like_text', { name: shown.profile.name })}</span>
          </button>
          <div className={styles.actions}>
            <LikeBackButton profile={shown.profile} onDone={close} />
            <Link to={`/members/${shown.profile.id}`} className={button.ghost} onClick={close}>
              {t('likes_ui.view_profile')}
            </Link>
          </div>
        </Modal>
      )}
    </LikeModalsContext>
  );
}
