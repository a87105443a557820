import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, events, users } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { chatListQuery } from '#server/core/domain/chat/read';
import { presenceCutoff } from '#server/platform/realtime/presence';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { planLines } from '#tests/support/plans';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const EN = 'flirtlocal.localhost';
const english = texts('en');
let sends = 0;
const clientId = () => `client-${Date.now()}-${(sends += 1)}`;

describe.each(BACKENDS)('chat on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const credits = async (id: number) => (await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, id)))[0]?.credits;
  const send = (cookie: string, profileId: number, text = 'Hello there!', id = clientId()) =>
    api(t.app, EN, cookie).post('/api/chat.php', { profile_id: profileId, text, client_id: id });

  it('sends a paid message, debits it through the ledger and lists the conversation for both', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const before = await credits(anna.id);
    const res = await send(anna.cookie, ben.id).expect(200);
    expect(res.body.credits).toBe((before ?? 0) - 10);
    expect(await credits(anna.id)).toBe((before ?? 0) - 10);
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, anna.id));
    expect(ledger.map((row) => row.amount).reduce((sum, amount) => sum + amount, 0)).toBe(await credits(anna.id));
    const bens = (await api(t.app, EN, ben.cookie).get('/api/chats.php').expect(200)).body.chats;
    expect(bens).toEqual([
      expect.objectContaining({
        conversation: { id: res.body.message.conversation_id },
        num_unread_messages: 1,
        profile: expect.objectContaining({ id: anna.id }),
      }),
    ]);
    const opened = (await api(t.app, EN, ben.cookie).get(`/api/chat.php?id=${res.body.message.conversation_id}`).expect(200)).body;
    expect(opened.messages.map((message: { text: string }) => message.text)).toEqual(['Hello there!']);
    expect((await api(t.app, EN, ben.cookie).get('/api/chats.php')).body.chats[0].num_unread_messages).toBe(0);
  });

  it('lists each conversation with its latest message, the most recently written first', async () => {
    const [anna, ben, carl] = await Promise.all([1, 2, 3].map(() => createMember(t.app, t.database.db, EN)));
    if (!anna || !ben || !carl) throw new Error('members not made');
    await t.database.db.update(users).set({ credits: 100 }).where(eq(users.id, anna.id));
    await send(anna.cookie, ben.id, 'First').expect(200);
    await send(anna.cookie, ben.id, 'Second').expect(200);
    await send(carl.cookie, ben.id, 'Hi from Carl').expect(200);
    await send(anna.cookie, ben.id, 'Third').expect(200);
    const chats = (await api(t.app, EN, ben.cookie).get('/api/chats.php').expect(200)).body.chats;
    expect(chats.map((chat: { profile: { id: number }; last_message: { text: string } }) => [chat.profile.id, chat.last_message.text])).toEqual([
      [anna.id, 'Third'],
      [carl.id, 'Hi from Carl'],
    ]);
    expect(chats.map((chat: { num_unread_messages: number }) => chat.num_unread_messages)).toEqual([3, 1]);
  });

  it('sends and charges once for a retried client id', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const before = await credits(anna.id);
    const id = clientId();
    const [first, second] = await Promise.all([send(anna.cookie, ben.id, 'Once', id), send(anna.cookie, ben.id, 'Once', id)]);
    expect(first.body.message.id).toBe(second.body.message.id);
    expect(await credits(anna.id)).toBe((before ?? 0) - 10);
  });

  it('refuses without enough credits, with the name and nothing stored or charged', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    await t.database.db.update(users).set({ credits: 5 }).where(eq(users.id, anna.id));
    const res = await send(anna.cookie, ben.id).expect(402);
    expect(res.body.message).toBe(english('chat.not_enough_credits', { name: ben.body.name }));
    expect(await credits(anna.id)).toBe(5);
    expect((await api(t.app, EN, anna.cookie).get('/api/chats.php')).body.chats).toEqual([]);
  });

  it('lets a free member start two conversations, not a third; premium members more', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const others = await Promise.all([1, 2, 3].map(() => createMember(t.app, t.database.db, EN)));
    await send(anna.cookie, others[0]?.id as number).expect(200);
    await send(anna.cookie, others[1]?.id as number).expect(200);
    const third = await send(anna.cookie, others[2]?.id as number).expect(403);
    expect(third.body.message).toBe('This feature is only available for premium members.');
    await t.database.db.update(users).set({ paidUser: true, credits: 100 }).where(eq(users.id, anna.id));
    await send(anna.cookie, others[2]?.id as number).expect(200);
  });

  it('refuses replies from an unconfirmed member, and messages between blocked members', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const fresh = await api(t.app, EN)
      .post('/api/signup.php', {
        email: `fresh.${Date.now()}@example.org`,
        name: 'Fresh',
        password: 'Velvet-Harbour-82',
        date_of_birth: '1990-01-01',
        gender: 'male',
        sexuality: 'hetero',
      })
      .expect(201);
    const freshCookie = ([] as string[])
      .concat(fresh.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith('sid='))
      ?.split(';')[0] as string;
    await send(freshCookie, anna.id, 'Hi from a new member').expect(200);
    await send(anna.cookie, fresh.body.user.id, 'Welcome!').expect(200);
    const reply = await send(freshCookie, anna.id, 'Thanks!').expect(403);
    expect(reply.body.message).toBe(english('accounts.confirm_to_reply'));
    const ben = await createMember(t.app, t.database.db, EN);
    await send(ben.cookie, anna.id).expect(200);
    await api(t.app, EN, anna.cookie).post('/api/block.php', { id: ben.id }).expect(200);
    await send(ben.cookie, anna.id).expect(404);
    await send(anna.cookie, ben.id).expect(404);
  });

  it('keeps conversations of other sites and members out of reach', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const stranger = await createMember(t.app, t.database.db, EN);
    const conversation = (await send(anna.cookie, ben.id).expect(200)).body.message.conversation_id;
    await api(t.app, EN, stranger.cookie).get(`/api/chat.php?id=${conversation}`).expect(404);
    await api(t.app, 'herzklopfen.localhost', anna.cookie).get(`/api/chat.php?id=${conversation}`).expect(403);
    await api(t.app, EN, stranger.cookie).delete('/api/chat.php', { conversation }).expect(404);
  });

  it('removes a chat from the list until a new message arrives', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const conversation = (await send(anna.cookie, ben.id).expect(200)).body.message.conversation_id;
    await api(t.app, EN, ben.cookie).delete('/api/chat.php', { conversation }).expect(200);
    expect((await api(t.app, EN, ben.cookie).get('/api/chats.php')).body.chats).toEqual([]);
    await send(anna.cookie, ben.id, 'Still there?').expect(200);
    expect((await api(t.app, EN, ben.cookie).get('/api/chats.php')).body.chats).toHaveLength(1);
  });

  it('refuses empty and too long messages with clear errors', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    expect((await send(anna.cookie, ben.id, '   ').expect(400)).body.fields.text).toBe('Please write a message.');
    expect((await send(anna.cookie, ben.id, 'x'.repeat(1001)).expect(400)).body.fields.text).toBe('Messages can be at most 1000 characters long.');
  });

  it('sends a read receipt only when reading moves forward, and tells the reader’s other tabs', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const conversation = (await send(anna.cookie, ben.id).expect(200)).body.message.conversation_id;
    const receipts = async (userId: number, type: string) =>
      (
        await t.database.db
          .select()
          .from(events)
          .where(and(eq(events.userId, userId), eq(events.type, type)))
      ).length;
    for (let open = 0; open < 3; open += 1) await api(t.app, EN, ben.cookie).get(`/api/chat.php?id=${conversation}`).expect(200);
    expect(await receipts(anna.id, 'read')).toBe(1);
    expect(await receipts(ben.id, 'chat_read')).toBe(1);
    await send(anna.cookie, ben.id, 'And another one').expect(200);
    await api(t.app, EN, ben.cookie).get(`/api/chat.php?id=${conversation}`).expect(200);
    expect(await receipts(anna.id, 'read')).toBe(2);
    // The sender reading their own last message tells nobody.
    await api(t.app, EN, anna.cookie).get(`/api/chat.php?id=${conversation}`).expect(200);
    expect(await receipts(ben.id, 'read')).toBe(0);
  });

  it('reads an open chat up to a message that came over the socket, telling the sender once', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const { id, conversation_id: conversation } = (await send(anna.cookie, ben.id).expect(200)).body.message;
    const readUpTo = async () =>
      (
        await t.database.db
          .select()
          .from(events)
          .where(and(eq(events.userId, anna.id), eq(events.type, 'read')))
      ).map((event) => event.payload.read_up_to);
    for (let tab = 0; tab < 2; tab += 1) await api(t.app, EN, ben.cookie).post('/api/chat-read.php', { conversation, up_to: id }).expect(200);
    expect(await readUpTo()).toEqual([id]);
    const [chat] = (await api(t.app, EN, ben.cookie).get('/api/chats.php').expect(200)).body.chats;
    expect(chat.num_unread_messages).toBe(0);
    // A message of another conversation, or a conversation of others, reads nothing.
    const cleo = await createMember(t.app, t.database.db, EN);
    const elsewhere = (await send(cleo.cookie, anna.id).expect(200)).body.message;
    await api(t.app, EN, ben.cookie).post('/api/chat-read.php', { conversation, up_to: elsewhere.id }).expect(404);
    await api(t.app, EN, ben.cookie).post('/api/chat-read.php', { conversation: elsewhere.conversation_id, up_to: elsewhere.id }).expect(404);
    expect(await readUpTo()).toEqual([id]);
  });

  it('keeps the chat list on indexes: the member’s list index, then key lookups; presence from the open sockets', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    const values = { userId: member.id, sites: ['flirtlocal', 'herzklopfen'], cutoff: presenceCutoff(t.now()).toISOString() };
    const lines = await planLines(t.database.db, chatListQuery(t.database.db), values);
    expect(lines).not.toMatch(/Seq Scan/);
    expect(lines).toMatch(/conversation_members_list/);
    expect(lines).toMatch(/messages_conversation/);
    expect(lines).toMatch(/live_presence_seen/);
  });
});
