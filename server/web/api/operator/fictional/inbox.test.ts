import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditLedger, messages, users } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { LiveClient, listen, until, type LiveServer } from '#tests/support/live-client';
import { createMember } from '#tests/support/members';
import { CONSOLE, signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const SITE_A = 'flirtlocal';
const SITE_B = 'herzklopfen';
const HOST_A = 'flirtlocal.localhost';
const english = texts('en');
let sends = 0;
const clientId = () => `inbox-${Date.now()}-${(sends += 1)}`;

interface InboxEntry {
  conversation_id: number;
  waiting: boolean;
  member: { id: number; name: string; credits: number };
  last_message: { from_member: boolean; preview: string } | null;
  waiting_since: string | null;
  last_answer: { by: string } | null;
}

describe.each(BACKENDS)('the fictional inbox on $name', (backend) => {
  let t: TestApp;
  let server: LiveServer;
  let owner: SignedInOperator;
  let moderatorA: SignedInOperator;
  let moderatorB: SignedInOperator;
  let support: SignedInOperator;
  beforeAll(async () => {
    t = await createTestApp(backend);
    server = await listen(t.app, t.hub);
    owner = await signedInOperator(t, 'owner');
    moderatorA = await signedInOperator(t, 'moderator', [SITE_A]);
    moderatorB = await signedInOperator(t, 'moderator', [SITE_B]);
    support = await signedInOperator(t, 'support', [SITE_A, SITE_B]);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  /** A fictional profile of site A and a member who wrote to it: the conversation waits for an answer. */
  async function waitingConversation(text = 'Hi, are you there?') {
    const fictional = (
      await owner.api
        .post('/api/operator/fictional-profiles.php', {
          tenant_id: SITE_A,
          name: 'Nora',
          gender: 'female',
          sexuality: 'hetero',
          date_of_birth: '1992-07-01',
          country: 'GB',
          region: null,
        })
        .expect(201)
    ).body.id as number;
    const member = await createMember(t.app, t.database.db, HOST_A);
    const sent = await api(t.app, HOST_A, member.cookie).post('/api/chat.php', { profile_id: fictional, text, client_id: clientId() }).expect(200);
    return { fictional, member, conversation: sent.body.message.conversation_id as number, firstMessage: sent.body.message.id as number };
  }
  const inbox = async (operator: SignedInOperator, query = '') =>
    (await operator.api.get(`/api/operator/fictional-inbox.php${query}`).expect(200)).body as { conversations: InboxEntry[]; waiting_total: number };
  const answer = (operator: SignedInOperator, conversation: number, seenUpTo: number, text = 'Hello! Yes, I am.', id = clientId()) =>
    operator.api.post('/api/operator/fictional-conversation.php', { conversation, text, client_id: id, seen_up_to: seenUpTo });

  it('lists waiting conversations first with the member, credits and preview, only to operators of the site', async () => {
    const { member, conversation } = await waitingConversation('Tell me about your weekend');
    const forA = await inbox(moderatorA);
    const entry = forA.conversations.find((row) => row.conversation_id === conversation);
    expect(entry).toMatchObject({
      waiting: true,
      member: { id: member.id, name: member.body.name, credits: 10 },
      last_message: { from_member: true, preview: 'Tell me about your weekend' },
      waiting_since: expect.any(String),
      last_answer: null,
    });
    expect(forA.waiting_total).toBeGreaterThanOrEqual(1);
    const waitingFlags = forA.conversations.map((row) => row.waiting);
    expect(waitingFlags).toEqual([...waitingFlags].sort((a, b) => Number(b) - Number(a)));
    expect((await inbox(moderatorB)).conversations.map((row) => row.conversation_id)).not.toContain(conversation);
    await moderatorB.api.get(`/api/operator/fictional-inbox.php?tenant_id=${SITE_A}`).expect(403);
    await support.api.get('/api/operator/fictional-inbox.php').expect(403);
  });

  it('pages exactly: a short page holds the oldest waiting and the latest answered conversations of all profiles', async () => {
    const { fictional } = await waitingConversation('First of three');
    for (const text of ['Second of three', 'Third of three']) {
      const member = await createMember(t.app, t.database.db, HOST_A);
      await api(t.app, HOST_A, member.cookie).post('/api/chat.php', { profile_id: fictional, text, client_id: clientId() }).expect(200);
    }
    const answered = await waitingConversation('To be answered');
    await answer(owner, answered.conversation, answered.firstMessage).expect(200);
    const all = (await inbox(owner, '?limit=200')).conversations;
    const short = (await inbox(owner, '?limit=2')).conversations;
    const ids = (rows: InboxEntry[], waiting: boolean) => rows.filter((row) => row.waiting === waiting).map((row) => row.conversation_id);
    expect(ids(all, true).length).toBeGreaterThan(2);
    expect(ids(short, true)).toEqual(ids(all, true).slice(0, 2));
    expect(ids(short, false)).toEqual(ids(all, false).slice(0, 2));
    const one = (await inbox(owner, `?fictional_id=${fictional}&limit=2`)).conversations;
    expect(one.map((row) => row.last_message?.preview)).toEqual(['First of three', 'Second of three']);
  });

  it('keeps the thread and the composer away from support and other sites', async () => {
    const { conversation, firstMessage } = await waitingConversation();
    await support.api.get(`/api/operator/fictional-conversation.php?id=${conversation}`).expect(403);
    await answer(support, conversation, firstMessage).expect(403);
    const refused = await moderatorB.api.get(`/api/operator/fictional-conversation.php?id=${conversation}`).expect(404);
    expect(refused.body.message).toBe(english('operator_console.conversation_not_found'));
    await answer(moderatorB, conversation, firstMessage).expect(404);
    expect(await t.database.db.select().from(messages).where(eq(messages.conversationId, conversation))).toHaveLength(1);
  });

  it('shows the whole thread with the member’s summary and records the opening once per visit', async () => {
    const { member, conversation } = await waitingConversation('First line');
    const thread = (await moderatorA.api.get(`/api/operator/fictional-conversation.php?id=${conversation}`).expect(200)).body;
    expect(thread).toMatchObject({
      conversation: { id: conversation, tenant_id: SITE_A, waiting: true },
      member: { id: member.id, name: member.body.name, credits: 10, fictional: false },
      fictional: { name: 'Nora', fictional: true },
      messages: [expect.objectContaining({ text: 'First line', sender_id: member.id, operator: null })],
    });
    await moderatorA.api.get(`/api/operator/fictional-conversation.php?id=${conversation}`).expect(200);
    const opens = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, moderatorA.id), eq(auditLog.action, 'fictional_conversation_open')));
    expect(opens.filter((row) => row.detail.conversation_id === conversation)).toEqual([expect.objectContaining({ tenantId: SITE_A, memberId: member.id })]);
    // Opening is no reading: the conversation still waits for an answer.
    expect((await inbox(moderatorA)).conversations.find((row) => row.conversation_id === conversation)?.waiting).toBe(true);
    // Reading it is recorded, so only the console's own pages may ask for it.
    await request(t.app)
      .get(`/api/operator/fictional-conversation.php?id=${conversation}`)
      .set('Host', CONSOLE)
      .set('Cookie', moderatorA.cookie)
      .set('Origin', 'https://evil.example')
      .expect(403);
  });

  it('answers as the fictional profile: stored with the operator, free, live in the member’s chat, audited', async () => {
    const { member, conversation, firstMessage, fictional } = await waitingConversation();
    const live = new LiveClient(server.port, HOST_A, member.cookie);
    await live.start();
    try {
      const [before] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, member.id));
      const sent = await answer(moderatorA, conversation, firstMessage, 'So nice to hear from you!').expect(200);
      const message = sent.body.message as { id: number; sender_id: number; operator: string };
      expect(message).toMatchObject({ sender_id: fictional, operator: moderatorA.email, conversation_id: conversation });
      const [stored] = await t.database.db.select().from(messages).where(eq(messages.id, message.id));
      expect(stored).toMatchObject({ operatorId: moderatorA.id, credits: 0, senderId: fictional });
      expect(await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, fictional))).toEqual([]);
      const [after] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, member.id));
      expect(after?.credits).toBe(before?.credits);
      await until(() => live.messages(conversation).some((shown) => shown.id === message.id), 5000, 'the answer in the member’s live chat');
      expect(live.messages(conversation).map((shown) => shown.text)).toEqual(['Hi, are you there?', 'So nice to hear from you!']);
      const sends = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.operatorId, moderatorA.id), eq(auditLog.action, 'fictional_message_send')));
      expect(sends.filter((row) => row.detail.message_id === message.id)).toEqual([
        expect.objectContaining({ tenantId: SITE_A, memberId: member.id, detail: { conversation_id: conversation, message_id: message.id } }),
      ]);
      const row = (await inbox(moderatorA)).conversations.find((entry) => entry.conversation_id === conversation);
      expect(row).toMatchObject({ waiting: false, last_answer: { by: moderatorA.email }, last_message: { from_member: false } });
      // The member's chat shows the answer from the fictional profile, marked fictional.
      const chats = (await api(t.app, HOST_A, member.cookie).get('/api/chats.php').expect(200)).body.chats as { profile: { id: number; fictional: boolean } }[];
      expect(chats.find((chat) => chat.profile.id === fictional)?.profile.fictional).toBe(true);
    } finally {
      live.stop();
    }
  });

  it('refuses an answer that crosses another operator’s, sends a retry once, and waits again when the member writes', async () => {
    const { member, conversation, firstMessage } = await waitingConversation();
    const id = clientId();
    const first = await answer(owner, conversation, firstMessage, 'First answer', id).expect(200);
    const retry = await answer(owner, conversation, firstMessage, 'First answer', id).expect(200);
    expect(retry.body.message.id).toBe(first.body.message.id);
    const crossed = await answer(moderatorA, conversation, firstMessage, 'Second answer').expect(409);
    expect(crossed.body.message).toBe(english('operator_console.answered_meanwhile'));
    expect(await t.database.db.select().from(messages).where(eq(messages.conversationId, conversation))).toHaveLength(2);
    const sendRows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'fictional_message_send'));
    expect(sendRows.filter((row) => row.detail.conversation_id === conversation)).toHaveLength(1);
    await api(t.app, HOST_A, member.cookie).post('/api/chat.php', { conversation, text: 'And another thing', client_id: clientId() }).expect(200);
    const row = (await inbox(moderatorA)).conversations.find((entry) => entry.conversation_id === conversation);
    expect(row).toMatchObject({ waiting: true, last_answer: { by: owner.email }, last_message: { preview: 'And another thing' } });
    await answer(moderatorA, conversation, first.body.message.id + 1, '   ').expect(400);
  });
});
