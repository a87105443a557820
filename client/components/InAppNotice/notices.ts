import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#client/api/client';
import { chatsQuery, type ChatSummary } from '#client/queries/chats';
import { likesQuery } from '#client/queries/likes';
import type { ProfileCard } from '#client/queries/members';
import type { LiveEvent } from '#client/realtime/live';
import { shownIds } from '../LikeModals/announced';
import { noticeKey, type NoticeSubject } from './rules';

/** The card's second line: the message's first words, what it brought, or what the like means. */
export type NoticeLine = { kind: 'text'; text: string } | { kind: 'gift' } | { kind: 'photo' } | { kind: 'like' } | { kind: 'match' };

export interface Notice {
  /** The live event's: a newer notice of the same key is a new card, with its full time. */
  id: number;
  key: string;
  subject: NoticeSubject;
  profile: Pick<ProfileCard, 'name' | 'main_image'>;
  line: NoticeLine;
  /** Where a tap leads: the conversation, the liker's profile, or the chat with a match. */
  to: string;
}

/**
 * The card of a message: the sender as the chat list shows them. The event carries the message
 * alone; a listed conversation has its card in the cached list already, and a new one makes the
 * list load again (client/realtime/live.ts), which this waits for rather than asking twice.
 */
async function messageNotice(queryClient: QueryClient, api: ApiClient, event: LiveEvent, subject: NoticeSubject): Promise<Notice | undefined> {
  const message = event.payload.message;
  if (!message) return undefined;
  const find = (chats: ChatSummary[] | undefined) => chats?.find((chat) => chat.conversation.id === message.conversation_id);
  const chat = find(queryClient.getQueryData(chatsQuery(api).queryKey)) ?? find(await queryClient.fetchQuery(chatsQuery(api)));
  if (!chat) return undefined;
  const line: NoticeLine = message.text ? { kind: 'text', text: message.text } : { kind: message.type === 'photo' ? 'photo' : 'gift' };
  return { id: event.id, key: noticeKey(subject), subject, profile: chat.profile, line, to: `/chats/${message.conversation_id}` };
}

/**
 * The card of a like, from the likes list the event makes load again: none for a like announced
 * already (its moment or notice showed, here or on another device). A like from someone the
 * member liked first is a match, and leads to the chat.
 */
async function likeNotice(queryClient: QueryClient, api: ApiClient, event: LiveEvent, subject: NoticeSubject & { kind: 'like' }): Promise<Notice | undefined> {
  const { from } = subject;
  const likes = await queryClient.fetchQuery(likesQuery(api));
  const entry = likes.liked_by.find((like) => like.id === from);
  const profile = likes.profiles.find((card) => card.id === from);
  if (!entry || !profile || entry.like_announced || shownIds().includes(from)) return undefined;
  const match = likes.liked.includes(from);
  return {
    id: event.id,
    key: noticeKey(subject),
    subject,
    profile,
    line: { kind: match ? 'match' : 'like' },
    to: match ? `/members/${from}/chat` : `/members/${from}`,
  };
}

/** The notice of a live event with a subject, once what it shows is known; none when it cannot be (the lists failed to load). */
export function resolveNotice(queryClient: QueryClient, api: ApiClient, event: LiveEvent, subject: NoticeSubject): Promise<Notice | undefined> {
  const found = subject.kind === 'message' ? messageNotice(queryClient, api, event, subject) : likeNotice(queryClient, api, event, subject);
  return found.catch(() => undefined);
}
