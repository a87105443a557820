import { useTranslation } from '#client/i18n/useTranslation';
import { giftIcon } from '#server/contract/gifts';
import type { ChatMessage } from '#client/queries/chats';
import { useAgeBlur } from '#client/components/AgeCheck/useAgeBlur';
import { useCurrentUser } from '#client/queries/user';
import * as styles from './chat.css';
import { StrangerPhoto } from './StrangerPhoto';

/**
 * A message's content. Text is always rendered as text, never as markup or links: nothing a
 * stranger writes becomes clickable. A photo opens full size in a new tab; a stranger's is blurred
 * until tapped.
 */
export function MessageBody({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // Another's photo stays blurred where the member's country needs an age check first (decision 0144).
  const photoClass = useAgeBlur(styles.photo, message.sender_id === user?.id);
  const image = (src: string) => (
    <img src={src} alt={t('chat_ui.photo_alt')} className={photoClass} width={200} height={200} loading="lazy" data-testid="photo-message" />
  );
  return (
    <>
      {message.gift && (
        <span className={styles.giftMessage} data-testid="gift-message">
          <span className={styles.giftIcon} aria-hidden="true">
            {giftIcon(message.gift)}
          </span>
          {t(`chat_ui.gift_names.${message.gift}`, { defaultValue: t('chat_ui.gift') })}
        </span>
      )}
      {message.photo && (
        <StrangerPhoto message={message}>
          {/* Blurred for the age check, it opens nothing full size until the check is passed. */}
          {photoClass === styles.photo ? (
            <a href={message.photo.url} target="_blank" rel="noopener noreferrer" className={styles.photoLink}>
              {image(message.photo.thumb_url)}
            </a>
          ) : (
            image(message.photo.thumb_url)
          )}
        </StrangerPhoto>
      )}
      {message.text && <span className={styles.text}>{message.text}</span>}
    </>
  );
}

/** The chat list's one-line preview of the last message. */
export function messagePreview(message: ChatMessage | null, t: (key: string) => string): string {
  if (!message) return '';
  if (message.text) return message.text;
  return message.type === 'photo' ? `📷 ${t('chat_ui.photo_alt')}` : `${giftIcon(message.gift ?? '')} ${t('chat_ui.gift')}`;
}
