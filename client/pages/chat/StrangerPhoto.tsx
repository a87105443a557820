import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import type { ChatMessage } from '#client/queries/chats';
import * as styles from './blurred-photo.css';
import { isShownPhoto, rememberShownPhoto, subscribeShownPhotos } from './shown-photos';

/**
 * A stranger's photo (message.blurred, decided by the server per viewer) shows as a blurred
 * thumbnail with "Tap to show"; the full image is linked only once it is shown, and it stays
 * shown in this browser. Anything else renders as it is (`children`).
 */
export function StrangerPhoto({ message, children }: { message: ChatMessage; children: ReactNode }) {
  const { t } = useTranslation();
  const [tapped, setTapped] = useState(false);
  // Storage exists in the browser only: the server renders every stranger's photo blurred.
  const remembered = useSyncExternalStore(
    subscribeShownPhotos,
    () => isShownPhoto(message.id),
    () => false,
  );
  if (!message.blurred || tapped || remembered || !message.photo) return children;
  return (
    <button
      type="button"
      className={styles.cover}
      data-testid="blurred-photo"
      onClick={() => {
        rememberShownPhoto(message.id);
        setTapped(true);
      }}
    >
      <img src={message.photo.thumb_url} alt="" className={styles.image} width={200} height={200} loading="lazy" />
      <span className={styles.label}>
        <span className={styles.action}>{t('verification.tap_to_show')}</span>
        <span className={styles.hint}>{t('verification.blurred_hint')}</span>
      </span>
    </button>
  );
}
