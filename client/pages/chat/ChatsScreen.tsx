import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { chatsQuery } from '#client/queries/chats';
import * as styles from './chat.css';
import { ChatList } from './ChatList';
import { Conversation } from './Conversation';
import { SkipToComposer } from './SkipToComposer';

/** /chats and /chats/{id}: the list beside the open conversation; on phones one at a time. */
export function ChatsScreen() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const { data: chats, dataUpdatedAt } = useSuspenseQuery(chatsQuery(api));
  const id = Number(useParams().id) || undefined;
  const open = chats.find((chat) => chat.conversation.id === id);
  return (
    <main className={styles.screen} data-testid="chats-screen">
      <title>{`${open ? open.profile.name : t('chat_ui.title')} | ${settings.name}`}</title>
      {open && <SkipToComposer />}
      <ChatList chats={chats} fetchedAt={dataUpdatedAt} activeId={id} hiddenOnPhone={Boolean(open)} />
      <section className={open ? styles.pane : styles.paneHiddenOnPhone}>
        {open ? (
          <Conversation key={open.conversation.id} conversationId={open.conversation.id} profile={open.profile} />
        ) : (
          <div className={styles.choose}>
            <svg className={styles.chooseIcon} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 5h16v11H9l-5 4z" />
            </svg>
            <h2 className={styles.chooseTitle}>{t('chat_ui.choose_title')}</h2>
            <p>{t('chat_ui.choose')}</p>
          </div>
        )}
      </section>
    </main>
  );
}
