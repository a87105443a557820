import type { LiveEvent } from '#client/realtime/live';
import { UNDISTURBED_PATH } from '../LikeModals/announced';

/** What a notice is about: a message in a conversation, or a member's like. */
export type NoticeSubject = { kind: 'message'; conversationId: number; senderId: number } | { kind: 'like'; from: number };

/** Where the member is: the page's path, who they are, and whether the layout announces likes by notice. */
export interface NoticePlace {
  pathname: string;
  me: number;
  /** The chat layout has no like moments (docs/product.md#likes-modals): there the notice announces a like. */
  likes: boolean;
}

/** At most this many notices at once, the newest on top. */
export const MAX_NOTICES = 3;

/**
 * The subject of a live event that may bring a notice: a message or a like. A match's own event
 * never does: the member who made it sees its moment, and the other hears of it by their like.
 */
export function subjectOf(event: LiveEvent): NoticeSubject | undefined {
  const { message, from } = event.payload;
  if (event.type === 'message' && message) return { kind: 'message', conversationId: message.conversation_id, senderId: message.sender_id };
  if (event.type === 'like' && from !== undefined) return { kind: 'like', from };
  return undefined;
}

/**
 * Whether a notice may show here (docs/product.md#in-app-notice): never over a payment, sign-up or
 * verification; never for the member's own message (sent from another tab or device); never for
 * a message the page shows already: its conversation open (/chats/{id}, or /members/{sender}/chat
 * before the first answer) or the chat list (/chats), which puts it on top. A like only where the
 * layout has no like moments to announce it.
 */
export function mayNotify(subject: NoticeSubject, place: NoticePlace): boolean {
  const { pathname, me } = place;
  if (UNDISTURBED_PATH.test(pathname)) return false;
  if (subject.kind === 'like') return place.likes && subject.from !== me;
  if (subject.senderId === me) return false;
  const chat = /^\/chats(?:\/(\d+))?\/?$/.exec(pathname);
  if (chat) return chat[1] !== undefined && Number(chat[1]) !== subject.conversationId;
  return !new RegExp(`^/members/${subject.senderId}/chat/?$`).test(pathname);
}

/** What identifies a notice: a newer one of the same conversation or liker takes its place. */
export function noticeKey(subject: NoticeSubject): string {
  return subject.kind === 'message' ? `chat:${subject.conversationId}` : `like:${subject.from}`;
}

/** The notices with `next` on top, replacing one of the same key; the oldest beyond MAX_NOTICES go. */
export function stacked<T extends { key: string }>(notices: readonly T[], next: T): T[] {
  return [next, ...notices.filter((notice) => notice.key !== next.key)].slice(0, MAX_NOTICES);
}

/**
 * The start of a message for the card, its whitespace folded, cut after a whole word with an
 * ellipsis when longer than `max` characters: the card shows two lines, and a screen reader reads
 * what the card holds, not a whole letter.
 */
export function firstWords(text: string, max = 100): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  // By code point, so an emoji is never cut in half.
  const characters = Array.from(folded);
  if (characters.length <= max) return folded;
  // One character more: a word that ends exactly at the limit stays whole.
  const cut = characters.slice(0, max + 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : characters.slice(0, max).join('')}…`;
}
