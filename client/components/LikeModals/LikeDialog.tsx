import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { button } from '../Button/button.css';
import { Modal } from '../Modal/Modal';
import { Avatar } from '../ProfileCard/Avatar';
import * as styles from './LikeModals.css';
import type { ShownLike } from './context';
import { LikeBackButton } from './LikeBackButton';
import { MatchMoment } from './MatchMoment';

/** The dialog for the like LikeModalsHost shows: "It's a match", or "New like" with like back and view profile. */
export function LikeDialog({ shown, onClose }: { shown: ShownLike; onClose: () => void }) {
  const { t } = useTranslation();
  if (shown.kind === 'match') return <MatchMoment profile={shown.profile} onClose={onClose} />;
  return (
    <Modal title={t('likes_ui.new_like_title')} size="sm" onClose={onClose} testId="new-like-modal">
      <button type="button" className={styles.body} onClick={onClose}>
        <Avatar profile={shown.profile} />
        <span>{t('likes_ui.new_like_text', { name: shown.profile.name })}</span>
      </button>
      <div className={styles.actions}>
        <LikeBackButton profile={shown.profile} onDone={onClose} />
        <Link to={`/members/${shown.profile.id}`} className={button.ghost} onClick={onClose}>
          {t('likes_ui.view_profile')}
        </Link>
      </div>
    </Modal>
  );
}
