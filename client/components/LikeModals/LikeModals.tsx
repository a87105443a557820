import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { usePageEnv } from '#client/app-context';
import { useLikes, type LikesOverview } from '#client/queries/likes';
import { markAnnounced, shownIds, UNDISTURBED_PATH, WRITING_PATH } from './announced';
import { LikeModalsContext, type ShownLike } from './context';

/**
 * The dialogs load when the first one is shown, not with every page: a visitor never sees one, and
 * a member's first page shows none before its likes are in (decision 0159).
 */
const LikeDialog = lazy(() => import('./LikeDialog').then((module) => ({ default: module.LikeDialog })));

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
 * this tab. One waits while the member is busy (UNDISTURBED_PATH, WRITING_PATH), and after the
 * member closes one the next waits for another page.
 */
export function LikeModalsHost({ children }: { children: ReactNode }) {
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const likes = useLikes();
  const [shown, setShown] = useState<ShownLike>();
  /** The page where the member last closed one: the next comes on another page. */
  const [closedOn, setClosedOn] = useState<string>();
  const announce = useCallback(
    (like: ShownLike) => {
      setShown(like);
      markAnnounced(api, queryClient, like.profile.id);
    },
    [api, queryClient],
  );
  const show = useCallback((kind: ShownLike['kind'], profile: ShownLike['profile']) => announce({ kind, profile }), [announce]);
  const value = useMemo(() => ({ show }), [show]);
  const calm = !shown && !UNDISTURBED_PATH.test(pathname) && !WRITING_PATH.test(pathname) && closedOn !== pathname;

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
      {shown && (
        <Suspense fallback={null}>
          <LikeDialog shown={shown} onClose={close} />
        </Suspense>
      )}
    </LikeModalsContext>
  );
}
