import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageEnv, useSettings } from '#client/app-context';
import { ensureNamespace } from '#client/i18n';
import { memberQuery } from '#client/queries/members';
import * as styles from './chat.css';
import { Conversation } from './Conversation';

/**
 * /members/{id}/chat: writing to a member with no conversation yet (existing ones redirect to
 * /chats/{id} in the loader). ?icebreaker=<key> starts with that opening line.
 */
export function MemberChatPage() {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const { profile } = useSuspenseQuery(memberQuery(api, id)).data;
  const icebreaker = params.get('icebreaker');
  const [opener, setOpener] = useState<string>();
  useEffect(() => {
    if (!icebreaker) return;
    ensureNamespace(i18n, i18n.language, 'icebreakers').then(() => setOpener(i18n.getFixedT(i18n.language, 'icebreakers')(icebreaker, { name: profile.name })));
  }, [icebreaker, i18n, profile.name]);
  return (
    <div className={styles.screen}>
      <title>{`${profile.name} | ${settings.name}`}</title>
      <section className={styles.pane} data-testid="member-chat">
        <Conversation key={opener ?? 'plain'} profile={profile} initialText={opener} titleTag="h1" />
      </section>
    </div>
  );
}
