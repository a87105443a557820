import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLikes, type LikesOverview } from '#client/queries/likes';
import { button } from '../Button/button.css';
import { Modal } from '../Modal/Modal';
import { Avatar } from '../ProfileCard/Avatar';
import * as styles from './LikeModals.css';
import { LikeModalsContext, type ShownLike } from './context';
import { LikeBackButton } from './LikeBackButton';
import { MatchMoment } from './MatchMoment';

const SHOWN_KEY = 'likes-shown';

function shownIds(): number[] {
  try {
    return JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
}

/** The newest new like not announced yet in this tab session, as a match or a new like. */
function nextAnnouncement(likes: LikesOverview): ShownLike | undefined {
  const seen = new Set(shownIds());
  const entry = likes.liked_by.find((like) => like.like_new && !seen.has(like.id));
  const profile = entry && likes.profiles.find((card) => card.id === entry.id);
  if (!entry || !profile) return undefined;
  sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...seen, entry.id]));
  return { kind: likes.liked.includes(entry.id) ? 'match' : 'new_like', profile };
}

/** "It's a match" (both faces, send a message, keep swiping) and "New like" (docs/product.md#likes-modals). */
export function LikeModalsHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const likes = useLikes();
  const [shown, setShown] = useState<ShownLike>();
  const show = useCallback((kind: ShownLike['kind'], profile: ShownLike['profile']) => setShown({ kind, profile }), []);
  const value = useMemo(() => ({ show }), [show]);

  useEffect(() => {
    const next = likes && nextAnnouncement(likes);
    if (next) queueMicrotask(() => setShown((current) => current ?? next));
  }, [likes]);

  const close = () => setShown(undefined);
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
