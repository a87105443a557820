import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { OnlineDot } from '#client/components/OnlineDot/OnlineDot';
import { Avatar } from '#client/components/ProfileCard/Avatar';
import { KindMark } from '#client/components/ProfileCard/KindMark';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import { useTimeZone } from '#client/hooks/useTimeZone';
import { conversationQuery, type ChatMessage } from '#client/queries/chats';
import type { ProfileCard } from '#client/queries/members';
import { useCurrentUser } from '#client/queries/user';
import * as styles from './chat.css';
import { Composer } from './Composer';
import { MessageBody } from './MessageBody';
import { ReportMessage } from './ReportMessage';
import { messageTime } from './time';
import { useSendMessage } from './useSendMessage';
import { useOtherTyping, useTypingNotice } from './useTyping';

/**
 * One conversation: in-chat top bar, messages, footer. `footer` replaces the composer (a free
 * member at the limit); `backTo` is where the top bar's back arrow leads on phones.
 */
export function Conversation({
  conversationId,
  profile,
  initialText,
  titleTag = 'h2',
  footer,
  backTo = '/chats',
}: {
  conversationId?: number;
  profile: Pick<ProfileCard, 'id' | 'name' | 'fictional' | 'kind' | 'home_site' | 'verified' | 'main_image' | 'online'>;
  initialText?: string;
  /** h1 where no conversation list heads the page. */
  titleTag?: 'h1' | 'h2';
  footer?: ReactNode;
  backTo?: string;
}) {
  const { t, i18n } = useTranslation();
  const { api } = usePageEnv();
  const user = useCurrentUser();
  const page = useQuery({ ...conversationQuery(api, conversationId ?? 0), enabled: Boolean(conversationId) }).data;
  const typing = useOtherTyping(conversationId, page?.messages.find((message) => message.sender_id !== user?.id)?.id);
  const notifyTyping = useTypingNotice(conversationId);
  const [reported, setReported] = useState<ChatMessage | null>(null);
  const timeZone = useTimeZone();

  const onSend = useSendMessage(profile.id, { openConversationId: conversationId });
  const Title = titleTag;

  return (
    <>
      <header className={styles.topBar} data-testid="chat-top-bar">
        <Link to={backTo} className={styles.backOnPhone} aria-label={backTo === '/chats' ? t('chat_ui.back') : t('chat_ui.back_to_profile')}>
          ‹
        </Link>
        <Link to={`/members/${profile.id}`} className={styles.thumb} aria-label={profile.name}>
          <Avatar profile={profile} />
        </Link>
        <Title className={styles.partnerName}>
          {profile.online && <OnlineDot />}
          <Link to={`/members/${profile.id}`} className={styles.partnerLink}>
            {profile.name}
          </Link>{' '}
          {profile.verified && <VerifiedBadge />} <KindMark profile={profile} />
        </Title>
        {typing && (
          <span className={styles.typing} data-testid="typing">
            {t('chat_ui.typing')}
          </span>
        )}
      </header>
      {conversationId ? (
        <ol className={styles.messages} data-testid="chat-messages">
          {page?.messages.map((message) => (
            <li key={message.id} className={message.sender_id === user?.id ? styles.mine : styles.theirs} data-testid="chat-message">
              <MessageBody message={message} />
              <span className={message.sender_id === user?.id ? styles.metaMine : styles.metaTheirs}>
                <time dateTime={message.created_at}>{messageTime(message.created_at, i18n.language, timeZone)}</time>
                {message.sender_id === user?.id && page.conversation.read_up_to >= message.id && ` · ${t('chat_ui.read')}`}
                {message.sender_id !== user?.id && (
                  <>
                    {' · '}
                    <button type="button" className={styles.report} onClick={() => setReported(message)} data-testid="report-message-button">
                      {t('chat_ui.report')}
                    </button>
                  </>
                )}
              </span>
            </li>
          ))}
          {page?.history_limited && <li className={styles.notice}>{t('chat_ui.history_notice')}</li>}
        </ol>
      ) : (
        <div className={styles.intro} data-testid="chat-intro">
          <span className={styles.introPhoto}>
            <Avatar profile={profile} />
          </span>
          {footer ? (
            <h3 className={styles.introTitle}>{profile.name}</h3>
          ) : (
            <>
              <h3 className={styles.introTitle}>{t('chat_ui.intro_title', { name: profile.name })}</h3>
              <p>{t('chat_ui.intro_text')}</p>
            </>
          )}
        </div>
      )}
      {footer ?? (
        <Composer key={conversationId ?? 'new'} name={profile.name} partnerId={profile.id} initialText={initialText} onSend={onSend} onType={notifyTyping} />
      )}
      {reported && <ReportMessage message={reported} name={profile.name} onClose={() => setReported(null)} />}
    </>
  );
}
