import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { ensureNamespace } from '#client/i18n';
import { chatAllowanceQuery, chatsQuery } from '#client/queries/chats';
import { memberQuery } from '#client/queries/members';
import * as styles from './chat.css';
import { ChatList } from './ChatList';
import { Conversation } from './Conversation';
import { LimitNotice } from './LimitNotice';
import { SkipToComposer } from './SkipToComposer';

/**
 * /members/{id}/chat: writing to a member with no conversation yet (existing ones redirect to
 * /chats/{id} in the loader), beside the list like any chat; on phones its back arrow returns to
 * the profile. ?icebreaker=<key> starts with that opening line.
 */
export function MemberChatPage() {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const { profile } = useSuspenseQuery(memberQuery(api, id)).data;
  const { data: chats, dataUpdatedAt } = useSuspenseQuery(chatsQuery(api));
  const left = useSuspenseQuery(chatAllowanceQuery(api, id)).data;
  const icebreaker = params.get('icebreaker');
  const [opener, setOpener] = useState<string>();
  useEffect(() => {
    if (!icebreaker) return;
    ensureNamespace(i18n, i18n.language, 'icebreakers').then(() => setOpener(i18n.getFixedT(i18n.language, 'icebreakers')(icebreaker, { name: profile.name })));
  }, [icebreaker, i18n, profile.name]);
  return (
    <main className={styles.screen}>
      <title>{`${profile.name} | ${settings.name}`}</title>
      {left !== 0 && <SkipToComposer />}
      <ChatList chats={chats} fetchedAt={dataUpdatedAt} hiddenOnPhone />
      <section className={styles.pane} data-testid="member-chat">
        <Conversation
          key={opener ?? 'plain'}
          profile={profile}
          initialText={opener}
          titleTag="h1"
          backTo={`/members/${profile.id}`}
          footer={left === 0 ? <LimitNotice name={profile.name} /> : undefined}
        />
      </section>
    </main>
  );
}
