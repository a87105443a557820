import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, jobs, pushSubscriptions, users } from '#server/platform/db/schema';
import { createTranslator } from '#server/platform/i18n';
import { createWorker, type Worker } from '#server/platform/queue/queue';
import { createLogger } from '#server/platform/logger';
import { createMailer } from '#server/adapters/mail/mailer';
import { createPushSender } from '#server/adapters/web-push/sender';
import { markPresent } from '#server/platform/realtime/presence';
import { loadSecrets } from '#server/platform/secrets';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { dispatchHandlers } from './dispatch';

const EN = 'flirtlocal.localhost';
const DELAY_MS = 5 * 60 * 1000;
let sends = 0;

describe.each(BACKENDS)('notify jobs on $name', (backend) => {
  let t: TestApp;
  /** A worker that runs only the notify jobs, so what they plan stays in the table to be looked at. */
  let notify: Worker;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const logger = createLogger('silent');
    const secrets = loadSecrets({ dataDir: t.dataDir });
    notify = createWorker({
      db: t.database.db,
      logger,
      now: t.now,
      handlers: dispatchHandlers({
        db: t.database.db,
        tenants: t.tenants,
        translator: createTranslator(),
        mailer: createMailer({ outboxDir: t.outboxDir, logger }),
        push: createPushSender({ secrets, tenants: t.tenants, allowLoopback: true }),
        secrets,
        logger,
        now: t.now,
        mailDelayMs: DELAY_MS,
        media: t.files.media,
        wake: () => undefined,
      }),
    });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const send = (cookie: string, profileId: number) =>
    api(t.app, EN, cookie)
      .post('/api/chat.php', { profile_id: profileId, text: 'Hello there!', client_id: `dispatch-${(sends += 1)}` })
      .expect(200);
  const subscribe = async (userId: number) => {
    const keys = crypto.createECDH('prime256v1');
    keys.generateKeys();
    await db()
      .insert(pushSubscriptions)
      .values({
        tenantId: 'flirtlocal',
        userId,
        endpoint: `https://127.0.0.1:9/push/${crypto.randomUUID()}`,
        p256dh: keys.getPublicKey().toString('base64url'),
        auth: crypto.randomBytes(16).toString('base64url'),
      });
  };
  const queued = (kind: string, userId: number) =>
    db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.state, 'pending')))
      .then((rows) => rows.filter((row) => row.payload.user_id === userId));
  const pushesFor = async (userId: number) => {
    const ids = (await db().select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((row) => row.id);
    return (await db().select().from(jobs).where(eq(jobs.kind, 'push')).orderBy(jobs.id)).filter((row) => ids.includes(Number(row.payload.subscription_id)));
  };

  it('plans a push to each device of an away member, in their language, and one mail for the conversation after the delay', async () => {
    const anna = await createMember(t.app, db(), EN, { name: 'Anna' });
    const ben = await createMember(t.app, db(), EN);
    await db().update(users).set({ language: 'de' }).where(eq(users.id, ben.id));
    await subscribe(ben.id);
    await subscribe(ben.id);
    await send(anna.cookie, ben.id);
    await send(anna.cookie, ben.id);
    await notify.drain();

    const pushes = await pushesFor(ben.id);
    // Two messages, two devices: each message reaches each device (the tag collapses them on screen).
    expect(pushes).toHaveLength(4);
    const messages = pushes.map((row) => row.payload.message as Record<string, unknown>);
    // The conversation's first message starts a conversation; the next is a message in it.
    expect(messages.map((message) => message.body).sort()).toEqual([
      'Anna hat Ihnen eine Nachricht geschickt',
      'Anna hat Ihnen eine Nachricht geschickt',
      'Anna möchte mit Ihnen chatten',
      'Anna möchte mit Ihnen chatten',
    ]);
    for (const message of messages) expect(message).toMatchObject({ title: 'FlirtLocal', tag: `chat-${anna.id}`, url: `/members/${anna.id}/chat`, lang: 'de' });
    expect(Math.max(...messages.map((message) => Number(message.badge)))).toBeGreaterThanOrEqual(1);
    expect(pushes[0]?.payload).toMatchObject({ urgency: 'high', ttl: 86_400, topic: `chat-${anna.id}` });

    const mails = await queued('mail_messages', ben.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.runAt.getTime()).toBeGreaterThanOrEqual(t.now().getTime() + DELAY_MS - 60_000);
    // The sender is told nothing about their own message.
    expect(await pushesFor(anna.id)).toHaveLength(0);
    expect(await queued('mail_messages', anna.id)).toHaveLength(0);
  });

  it('sends no push to a member with a live socket or with that push type off, but still plans the mail', async () => {
    const anna = await createMember(t.app, db(), EN);
    const online = await createMember(t.app, db(), EN);
    const quiet = await createMember(t.app, db(), EN);
    await subscribe(online.id);
    await subscribe(quiet.id);
    await markPresent(db(), 'another-process', new Map([[online.id, 1]]), t.now());
    await db()
      .update(users)
      .set({ pushDisabled: ['new_conversations'] })
      .where(eq(users.id, quiet.id));
    await send(anna.cookie, online.id);
    await send(anna.cookie, quiet.id);
    await notify.drain();
    expect(await pushesFor(online.id)).toHaveLength(0);
    expect(await pushesFor(quiet.id)).toHaveLength(0);
    expect(await queued('mail_messages', online.id)).toHaveLength(1);
    expect(await queued('mail_messages', quiet.id)).toHaveLength(1);
  });

  it('plans the mail with the message and queues no notify job when no push can go (no device, or a live socket)', async () => {
    const anna = await createMember(t.app, db(), EN);
    const bare = await createMember(t.app, db(), EN);
    const online = await createMember(t.app, db(), EN);
    await subscribe(online.id);
    await markPresent(db(), 'another-process', new Map([[online.id, 1]]), t.now());
    await send(anna.cookie, bare.id);
    await send(anna.cookie, online.id);
    // Before any notify job ran: the mail is planned by the send itself, and there is no job to run.
    expect(await queued('mail_messages', bare.id)).toHaveLength(1);
    expect(await queued('mail_messages', online.id)).toHaveLength(1);
    const notifyJobs = await db()
      .select({ userId: events.userId })
      .from(jobs)
      .innerJoin(events, sql`${events.id} = (${jobs.payload} ->> 'event_id')::bigint`)
      .where(and(eq(jobs.kind, 'notify'), inArray(events.userId, [bare.id, online.id])));
    expect(notifyJobs).toEqual([]);
  });

  it("tells a fictional profile nothing: the site's team answers it in its inbox", async () => {
    const anna = await createMember(t.app, db(), EN);
    const fiction = await createMember(t.app, db(), EN, { fictional: true });
    await subscribe(fiction.id);
    await send(anna.cookie, fiction.id);
    await notify.drain();
    expect(await pushesFor(fiction.id)).toHaveLength(0);
    expect(await queued('mail_messages', fiction.id)).toHaveLength(0);
  });

  it('plans one likes mail for several likes and a match mail for each side of a match', async () => {
    const cleo = await createMember(t.app, db(), EN, { name: 'Cleo' });
    const dan = await createMember(t.app, db(), EN, { name: 'Dan' });
    const eve = await createMember(t.app, db(), EN);
    await subscribe(dan.id);
    await api(t.app, EN, cleo.cookie).post('/api/like.php', { id: dan.id }).expect(200);
    await api(t.app, EN, eve.cookie).post('/api/like.php', { id: dan.id }).expect(200);
    await notify.drain();
    expect(await queued('mail_likes', dan.id)).toHaveLength(1);
    const likePushes = await pushesFor(dan.id);
    expect(likePushes.map((row) => row.payload.message)).toEqual([
      expect.objectContaining({ body: 'Someone new likes you', tag: 'likes', url: '/likes' }),
      expect.objectContaining({ body: 'Someone new likes you', tag: 'likes', url: '/likes' }),
    ]);

    await api(t.app, EN, dan.cookie).post('/api/like.php', { id: cleo.id }).expect(200);
    await notify.drain();
    expect(await queued('mail_match', dan.id)).toHaveLength(1);
    expect(await queued('mail_match', cleo.id)).toHaveLength(1);
    expect((await pushesFor(dan.id)).map((row) => row.payload.message)).toContainEqual(
      expect.objectContaining({ body: "It's a match! You and Cleo like each other", url: `/likes/m/${cleo.id}` }),
    );
  });
});
