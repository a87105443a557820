import { useTranslation } from '#client/i18n/useTranslation';
import type { ProfileCard } from '#client/queries/members';
import { button } from '../Button/button.css';
import { useLikeAction } from './useLikeAction';

/** "Like back" in the New like modal: the like completes the match and shows "It's a match". */
export function LikeBackButton({ profile, onDone }: { profile: Pick<ProfileCard, 'id' | 'name' | 'main_image'>; onDone(): void }) {
  const { t } = useTranslation();
  const like = useLikeAction(profile, false);
  return (
    <button
      type="button"
      className={button.primary}
      disabled={like.pending}
      onClick={async () => {
        onDone();
        await like.submit();
      }}
    >
      {t('likes_ui.like_back')}
    </button>
  );
}
