import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { Alert } from '#client/components/Alert/Alert';
import { ConfirmModal } from '#client/components/ConfirmModal/ConfirmModal';
import { Avatar } from '#client/components/ProfileCard/Avatar';
import { KindMark } from '#client/components/ProfileCard/KindMark';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import { useTimeZone } from '#client/hooks/useTimeZone';
import { badgeText } from '#client/queries/likes';
import type { ChatSummary } from '#client/queries/chats';
import * as styles from './chat.css';
import { messagePreview } from './MessageBody';
import { listTime } from './time';
import { useRemoveChat } from './useRemoveChat';

/**
 * The conversations, most recent first, with when the last message came and the unread counts;
 * each can be removed (docs/product.md#chat-conversations). `fetchedAt` is when the list was
 * fetched: "today" and "yesterday" count from it, so the server's page and hydration agree.
 */
export function ChatList({
  chats,
  fetchedAt,
  activeId,
  hiddenOnPhone,
}: {
  chats: ChatSummary[];
  fetchedAt: number;
  activeId?: number;
  hiddenOnPhone: boolean;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const removal = useRemoveChat(activeId);
  const [asked, setAsked] = useState<ChatSummary | null>(null);
  return (
    <aside className={hiddenOnPhone ? styles.listHiddenOnPhone : styles.list} aria-label={t('chat_ui.title')}>
      <div className={styles.listHeader}>
        <Link to="/" className={styles.back} aria-label={t('chat_ui.home')}>
          ‹
        </Link>
        <h1 className={styles.listTitle}>{t('chat_ui.title')}</h1>
      </div>
      {removal.failed && (
        <Alert tone="danger" testId="remove-failed">
          {t('chat_ui.remove_failed')}
        </Alert>
      )}
      {chats.length === 0 && <p className={styles.empty}>{t('chat_ui.none')}</p>}
      <ul className={styles.items} data-testid="chat-list">
        {chats.map((chat) => {
          const { conversation, profile, num_unread_messages, last_message } = chat;
          return (
            <li key={conversation.id} className={conversation.id === activeId ? styles.rowActive : styles.row}>
              <Link
                to={`/chats/${conversation.id}`}
                className={styles.item}
                aria-current={conversation.id === activeId ? 'page' : undefined}
                data-testid="chat-item"
              >
                <span className={styles.thumb}>
                  <Avatar profile={profile} />
                </span>
                <span className={styles.itemText}>
                  <span className={styles.itemName}>
                    <span className={styles.itemNameText}>{profile.name}</span> {profile.verified && <VerifiedBadge />}
                    <KindMark profile={profile} />
                  </span>
                  <span className={styles.preview}>{messagePreview(last_message, t)}</span>
                </span>
                <span className={styles.itemSide}>
                  {last_message && (
                    <time
                      dateTime={last_message.created_at}
                      className={num_unread_messages > 0 ? styles.itemTimeUnread : styles.itemTime}
                      data-testid="chat-item-time"
                    >
                      {listTime(last_message.created_at, fetchedAt, i18n.language, timeZone)}
                    </time>
                  )}
                  {num_unread_messages > 0 && (
                    <span className={styles.unread} data-testid="chat-item-unread">
                      {badgeText(num_unread_messages)}
                    </span>
                  )}
                </span>
              </Link>
              <button
                type="button"
                className={styles.removeButton}
                onClick={() => setAsked(chat)}
                aria-label={t('chat_ui.remove', { name: profile.name })}
                title={t('chat_ui.remove', { name: profile.name })}
                data-testid="remove-chat"
              >
                <svg className={styles.toolIcon} viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13M10 11v6M14 11v6" />
                </svg>
              </button>
            </li>
          );
        })}
      </ul>
      {asked && (
        <ConfirmModal
          title={t('chat_ui.remove_title', { name: asked.profile.name })}
          confirmLabel={t('chat_ui.remove_confirm')}
          onConfirm={() => {
            // Closed at once: the list shows the removal, and a failure shows as the alert above.
            removal.remove(asked.conversation.id);
            return Promise.resolve();
          }}
          onClose={() => setAsked(null)}
          testId="remove-chat-confirm"
        >
          <p>{t('chat_ui.remove_text', { name: asked.profile.name })}</p>
        </ConfirmModal>
      )}
    </aside>
  );
}
