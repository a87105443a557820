import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMembers, users } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';
const english = texts('en');
let sends = 0;
const clientId = () => `allowance-${Date.now()}-${(sends += 1)}`;

describe.each(BACKENDS)('starting and removing conversations on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const send = (cookie: string, profileId: number) =>
    api(t.app, EN, cookie).post('/api/chat.php', { profile_id: profileId, text: 'Hello there!', client_id: clientId() });
  const left = async (cookie: string, profileId?: number) =>
    (
      await api(t.app, EN, cookie)
        .get(`/api/chat-allowance.php${profileId ? `?profile_id=${profileId}` : ''}`)
        .expect(200)
    ).body.conversations_left;
  const removedAt = async (conversationId: number, userId: number) =>
    (
      await t.database.db
        .select({ removedAt: conversationMembers.removedAt })
        .from(conversationMembers)
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)))
    )[0]?.removedAt;

  it('tells a free member how many conversations they may still start; removing one gives none back; premium has no limit', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const [ben, cleo, dora] = await Promise.all([1, 2, 3].map(() => createMember(t.app, t.database.db, EN)));
    await t.database.db.update(users).set({ credits: 100 }).where(eq(users.id, anna.id));
    expect(await left(anna.cookie)).toBe(2);
    const first = (await send(anna.cookie, ben?.id as number).expect(200)).body.message.conversation_id;
    // A reply in someone else's conversation starts nothing.
    await send(ben?.cookie as string, anna.id).expect(200);
    expect(await left(anna.cookie)).toBe(1);
    await send(anna.cookie, cleo?.id as number).expect(200);
    await api(t.app, EN, anna.cookie).delete('/api/chat.php', { conversation: first }).expect(200);
    expect(await left(anna.cookie, dora?.id)).toBe(0);
    // Writing again to someone whose chat she removed starts nothing: no limit there.
    expect(await left(anna.cookie, ben?.id)).toBeNull();
    await send(anna.cookie, ben?.id as number).expect(200);
    const refused = await send(anna.cookie, dora?.id as number).expect(403);
    expect(refused.body.message).toBe(english('chat.premium_only'));
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, anna.id));
    expect(await left(anna.cookie)).toBeNull();
  });

  it('asks a visitor to log in, and refuses a bad member id', async () => {
    const res = await api(t.app, EN, undefined).get('/api/chat-allowance.php').expect(403);
    expect(res.body.error).toBe('authentication_required');
    const anna = await createMember(t.app, t.database.db, EN);
    for (const id of ['x', '-3', '1.5']) {
      const refused = await api(t.app, EN, anna.cookie).get(`/api/chat-allowance.php?profile_id=${id}`).expect(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
  });

  it('removes a chat for the asking member only, and again without harm', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const conversation = (await send(anna.cookie, ben.id).expect(200)).body.message.conversation_id;
    await api(t.app, EN, anna.cookie).delete('/api/chat.php', { conversation }).expect(200);
    await api(t.app, EN, anna.cookie).delete('/api/chat.php', { conversation }).expect(200);
    expect(await removedAt(conversation, anna.id)).toBeInstanceOf(Date);
    expect((await api(t.app, EN, anna.cookie).get('/api/chats.php').expect(200)).body.chats).toEqual([]);
    // Ben still has it, unread.
    expect(await removedAt(conversation, ben.id)).toBeNull();
    expect((await api(t.app, EN, ben.cookie).get('/api/chats.php').expect(200)).body.chats).toEqual([
      expect.objectContaining({ conversation: { id: conversation }, num_unread_messages: 1 }),
    ]);
  });

  it('refuses another site’s session and bad bodies with a clear 4xx, changing nothing', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const conversation = (await send(anna.cookie, ben.id).expect(200)).body.message.conversation_id;
    await api(t.app, DE, anna.cookie).delete('/api/chat.php', { conversation }).expect(403);
    for (const body of [{}, { conversation: 'x' }, { conversation: -1 }, { conversation: 1.5 }]) {
      const res = await api(t.app, EN, anna.cookie).delete('/api/chat.php', body).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await api(t.app, EN, anna.cookie).delete('/api/chat.php', { conversation: 2_147_483_000 }).expect(404);
    expect(await removedAt(conversation, anna.id)).toBeNull();
  });
});
