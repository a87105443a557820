import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#client/components/ProfileCard/Avatar';
import { FictionalMark } from '#client/components/ProfileCard/FictionalMark';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import { badgeText } from '#client/queries/likes';
import type { ChatSummary } from '#client/queries/chats';
import * as styles from './chat.css';
import { messagePreview } from './MessageBody';

/** The conversations, most recent first, with their unread counts (docs/product.md#chat-conversations). */
export function ChatList({ chats, activeId, hiddenOnPhone }: { chats: ChatSummary[]; activeId?: number; hiddenOnPhone: boolean }) {
  const { t } = useTranslation();
  return (
    <aside className={hiddenOnPhone ? styles.listHiddenOnPhone : styles.list} aria-label={t('chat_ui.title')}>
      <div className={styles.listHeader}>
        <Link to="/" className={styles.back} aria-label={t('chat_ui.home')}>
          ‹
        </Link>
        <h1 className={styles.listTitle}>{t('chat_ui.title')}</h1>
      </div>
      {chats.length === 0 && <p className={styles.empty}>{t('chat_ui.none')}</p>}
      <ul className={styles.items} data-testid="chat-list">
        {chats.map(({ conversation, profile, num_unread_messages, last_message }) => (
          <li key={conversation.id}>
            <Link to={`/chats/${conversation.id}`} className={conversation.id === activeId ? styles.itemActive : styles.item} data-testid="chat-item">
              <span className={styles.thumb}>
                <Avatar profile={profile} />
              </span>
              <span className={styles.itemText}>
                <span className={styles.itemName}>
                  <span className={styles.itemNameText}>{profile.name}</span> {profile.verified && <VerifiedBadge />}
                  {profile.fictional && <FictionalMark />}
                </span>
                <span className={styles.preview}>{messagePreview(last_message, t)}</span>
              </span>
              {num_unread_messages > 0 && <span className={styles.unread}>{badgeText(num_unread_messages)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
