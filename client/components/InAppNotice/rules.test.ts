import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '#client/realtime/live';
import { firstWords, mayNotify, noticeKey, stacked, subjectOf, type NoticePlace, type NoticeSubject } from './rules';

const ME = 7;
const ANNA = 42;
const message: NoticeSubject = { kind: 'message', conversationId: 12, senderId: ANNA };
const like: NoticeSubject = { kind: 'like', from: ANNA };
const at = (pathname: string, likes = false): NoticePlace => ({ pathname, me: ME, likes });

describe('subjectOf', () => {
  const event = (type: string, payload: LiveEvent['payload']): LiveEvent => ({ id: 1, type, payload });
  const sent = { id: 3, sender_id: ANNA, type: 'text', text: 'Hi', gift: null, photo: null, blurred: false, created_at: '', conversation_id: 12 } as const;

  it('names a message by its conversation and sender, and a like by its liker', () => {
    expect(subjectOf(event('message', { message: sent }))).toEqual(message);
    expect(subjectOf(event('like', { from: ANNA }))).toEqual(like);
  });

  it('has none for a match, a read mark, credits or typing', () => {
    for (const type of ['match', 'read', 'credits', 'typing', 'chat_read']) expect(subjectOf(event(type, { conversation_id: 12 }))).toBeUndefined();
  });
});

describe('mayNotify', () => {
  it('shows a message from another member on any other page', () => {
    for (const pathname of ['/', '/members', `/members/${ANNA}`, '/likes', '/chats/13', '/members/99/chat', '/settings'])
      expect(mayNotify(message, at(pathname))).toBe(true);
  });

  it('never for the open conversation, nor on the chat list that shows it', () => {
    expect(mayNotify(message, at('/chats/12'))).toBe(false);
    expect(mayNotify(message, at('/chats/12/'))).toBe(false);
    expect(mayNotify(message, at(`/members/${ANNA}/chat`))).toBe(false);
    expect(mayNotify(message, at('/chats'))).toBe(false);
  });

  it("never for the member's own message from another tab", () => {
    expect(mayNotify({ ...message, senderId: ME }, at('/members'))).toBe(false);
  });

  it('never over a payment, a sign-up or a verification', () => {
    for (const pathname of ['/credits', '/credits/2', '/premium', '/pricing', '/directdebit', '/transactions/5', '/complete-signup', '/settings/verification'])
      for (const subject of [message, like]) expect(mayNotify(subject, at(pathname, true)), pathname).toBe(false);
  });

  it('a like only where the layout has no like moment to show it', () => {
    expect(mayNotify(like, at('/chats/12', true))).toBe(true);
    expect(mayNotify(like, at('/chats', true))).toBe(true);
    expect(mayNotify(like, at('/members', false))).toBe(false);
    expect(mayNotify({ kind: 'like', from: ME }, at('/chats', true))).toBe(false);
  });
});

describe('stacked', () => {
  const notice = (key: string, id: number) => ({ key, id });

  it('puts the newest on top and keeps three', () => {
    const stack = [3, 2, 1].map((id) => notice(`chat:${id}`, id));
    expect(stacked(stack, notice('chat:4', 4)).map((item) => item.id)).toEqual([4, 3, 2]);
  });

  it('replaces the notice of the same conversation', () => {
    const stack = [notice('chat:1', 1), notice('like:9', 2)];
    expect(stacked(stack, notice('chat:1', 3))).toEqual([notice('chat:1', 3), notice('like:9', 2)]);
  });

  it('keys messages by conversation and likes by liker', () => {
    expect(noticeKey(message)).toBe('chat:12');
    expect(noticeKey(like)).toBe(`like:${ANNA}`);
  });
});

describe('firstWords', () => {
  it('keeps a short text, its whitespace folded', () => {
    expect(firstWords('  Hi!\n\nCoffee   on Saturday? ')).toBe('Hi! Coffee on Saturday?');
  });

  it('cuts a long text after a whole word', () => {
    expect(firstWords('Shall we meet at the harbour on Saturday morning', 20)).toBe('Shall we meet at the…');
  });

  it('cuts a text without spaces where it must, never inside an emoji', () => {
    expect(firstWords('😀'.repeat(30), 10)).toBe(`${'😀'.repeat(10)}…`);
  });
});
