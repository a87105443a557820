import { Link, useLocation } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useCurrentUser } from '#client/queries/user';
import { button } from '../Button/button.css';
import { Modal } from '../Modal/Modal';
import { Avatar } from '../ProfileCard/Avatar';
import type { ShownLike } from './context';
import * as styles from './LikeModals.css';

/**
 * "It's a match" (docs/product.md#likes-modals): both faces meeting with a heart between them,
 * "Send a message" and "Keep swiping" (back to the deck, or on with it when already there).
 */
export function MatchMoment({ profile, onClose }: { profile: ShownLike['profile']; onClose(): void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const own = user?.profile;
  return (
    <Modal title={t('likes_ui.match_title')} size="sm" onClose={onClose} testId="match-modal">
      <div className={styles.pair}>
        <span className={styles.ownFace} data-testid="match-face">
          {own ? <Avatar profile={own} /> : null}
        </span>
        <span className={styles.heart} aria-hidden="true">
          ♥
        </span>
        <span className={styles.otherFace} data-testid="match-face">
          <Avatar profile={profile} />
        </span>
      </div>
      <p className={styles.matchText}>{t('likes_ui.match_text', { name: profile.name })}</p>
      <div className={styles.matchActions}>
        <Link to={`/members/${profile.id}/chat`} className={button.primary} onClick={onClose} data-testid="match-send-message">
          {t('likes_ui.send_message')}
        </Link>
        {pathname === '/swipe-game' ? (
          <button type="button" className={button.ghost} onClick={onClose} data-testid="match-keep-swiping">
            {t('likes_ui.keep_swiping')}
          </button>
        ) : (
          <Link to="/swipe-game" className={button.ghost} onClick={onClose} data-testid="match-keep-swiping">
            {t('likes_ui.keep_swiping')}
          </Link>
        )}
      </div>
    </Modal>
  );
}
