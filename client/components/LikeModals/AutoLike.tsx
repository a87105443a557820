import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageEnv } from '#client/app-context';
import { autoLikedProfile } from '#client/queries/likes';
import { useCurrentUser } from '#client/queries/user';
import { useLikeModals } from './context';
import { queryKeys } from '#client/queries/keys';

const RELOAD_LIKES_AFTER_MS = 500;

/**
 * docs/product.md#likes-auto-like: ?t=<seconds> shows the like modal of an auto-like after that many seconds and
 * leaves the URL; the likes reload 500 ms after the auto-like.
 */
export function AutoLike() {
  const [params, setParams] = useSearchParams();
  const [seconds] = useState(() => (params.has('t') ? Number(params.get('t')) : undefined));
  const user = useCurrentUser();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const modals = useLikeModals();

  useEffect(() => {
    if (seconds === undefined || !user) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('t');
        return next;
      },
      { replace: true },
    );
    if (!Number.isFinite(seconds) || seconds < 0) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    timers.push(
      setTimeout(async () => {
        const { profile } = await autoLikedProfile(api);
        if (!profile) return;
        // The auto-like's answer names no responsive copies: the modal shows the photo's own files.
        const image = profile.main_image && {
          filename: profile.main_image.match,
          thumb_filename: profile.main_image.thumb_filename,
          variant_widths: [],
          status: 'active',
        };
        modals.show('new_like', { id: profile.id, name: profile.name, main_image: image });
        timers.push(setTimeout(() => queryClient.invalidateQueries({ queryKey: queryKeys.likes }), RELOAD_LIKES_AFTER_MS));
      }, seconds * 1000),
    );
    return () => timers.forEach(clearTimeout);
    // Runs once per page load with the t it was opened with; removing t must not cancel it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seconds, Boolean(user)]);
  return null;
}
