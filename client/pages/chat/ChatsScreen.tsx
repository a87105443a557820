import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageEnv, useSettings } from '#client/app-context';
import { chatsQuery } from '#client/queries/chats';
import * as styles from './chat.css';
import { ChatList } from './ChatList';
import { Conversation } from './Conversation';

/** /chats and /chats/{id}: the list beside the open conversation; on phones one at a time. */
export function ChatsScreen() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const chats = useSuspenseQuery(chatsQuery(api)).data;
  const id = Number(useParams().id) || undefined;
  const open = chats.find((chat) => chat.conversation.id === id);
  return (
    <div className={styles.screen} data-testid="chats-screen">
      <title>{`${open ? open.profile.name : t('chat_ui.title')} | ${settings.name}`}</title>
      <ChatList chats={chats} activeId={id} hiddenOnPhone={Boolean(open)} />
      <section className={open ? styles.pane : styles.paneHiddenOnPhone}>
        {open ? (
          <Conversation key={open.conversation.id} conversationId={open.conversation.id} profile={open.profile} />
        ) : (
          <p className={styles.empty}>{t('chat_ui.choose')}</p>
        )}
      </section>
    </div>
  );
}
