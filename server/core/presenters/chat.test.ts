import { describe, expect, it } from 'vitest';
import { messageRow, photoRow, profileRow } from '#tests/support/rows';
import { presentCard } from './members';
import { presentChatList, presentConversationPage, presentMessage, presentSentMessage } from './chat';

const CDN = 'https://cdn.example/';
const TODAY = new Date('2024-06-14T12:00:00Z');

describe('chat presenters', () => {
  it('presents a text message, and a photo message through the CDN prefix', () => {
    expect(presentMessage(messageRow(), CDN)).toEqual({
      id: 21,
      sender_id: 7,
      type: 'text',
      text: 'Hoi',
      gift: null,
      photo: null,
      blurred: false,
      created_at: '2024-03-01T12:00:00.000Z',
    });
    const photo = presentMessage(messageRow({ type: 'photo', text: '', photoFilename: 'nl/p.webp', photoThumbFilename: 'nl/p_thumb.webp' }), CDN);
    expect(photo.photo).toEqual({ url: `${CDN}nl/p.webp`, thumb_url: `${CDN}nl/p_thumb.webp` });
  });

  it('names the conversation of a sent message, and never the client id or its price', () => {
    const sent = presentSentMessage(messageRow(), CDN);
    expect(sent.conversation_id).toBe(4);
    expect(JSON.stringify(sent)).not.toContain('client-0001');
    expect(sent).not.toHaveProperty('credits');
  });

  it('lists conversations with the other member as a card, the unread count and the last message', () => {
    const other = { profile: profileRow({ userId: 9, name: 'Bo' }), photo: photoRow({ userId: 9 }) };
    const list = presentChatList(
      [
        { conversationId: 4, other, unread: 2, lastMessage: messageRow(), lastMessageBlurred: false, online: true },
        { conversationId: 5, other, unread: 0, lastMessage: null, lastMessageBlurred: false, online: false },
      ],
      CDN,
      TODAY,
    );
    expect(list.chats).toEqual([
      {
        conversation: { id: 4 },
        profile: presentCard(other.profile, other.photo, CDN, TODAY, true),
        num_unread_messages: 2,
        last_message: presentMessage(messageRow(), CDN),
      },
      { conversation: { id: 5 }, profile: presentCard(other.profile, other.photo, CDN, TODAY, false), num_unread_messages: 0, last_message: null },
    ]);
  });

  it('presents a conversation page with the other member’s read mark and the cursor', () => {
    const page = presentConversationPage(
      { conversationId: 4, readUpTo: 20, messages: [messageRow()], cursor: 21, historyLimited: true, blurredIds: new Set() },
      CDN,
    );
    expect(page).toEqual({ conversation: { id: 4, read_up_to: 20 }, messages: [presentMessage(messageRow(), CDN)], cursor: 21, history_limited: true });
  });

  it('blurs exactly the messages the domain found to be strangers’ photos, keeping their addresses for the tap', () => {
    const photo = messageRow({ id: 30, type: 'photo', text: '', photoFilename: 'nl/p.webp', photoThumbFilename: 'nl/p_thumb.webp' });
    const page = presentConversationPage(
      { conversationId: 4, readUpTo: 0, messages: [photo, messageRow()], cursor: null, historyLimited: false, blurredIds: new Set([30]) },
      CDN,
    );
    expect(page.messages.map((message) => message.blurred)).toEqual([true, false]);
    expect(page.messages[0]?.photo).toEqual({ url: `${CDN}nl/p.webp`, thumb_url: `${CDN}nl/p_thumb.webp` });
  });
});
