import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, events, users, type profiles } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const EN = 'flirtlocal.localhost';
const english = texts('en');
let sends = 0;
const clientId = () => `verified-${Date.now()}-${(sends += 1)}`;

const picture = () =>
  sharp({ create: { width: 500, height: 500, channels: 3, background: '#506070' } })
    .jpeg()
    .toBuffer();

type Json = unknown;

/** Every profile-like object in an answer: anything with an id, a name and a main image (cards, profiles, chat members). */
function profilesIn(value: Json): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(profilesIn);
  if (!value || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const own = 'id' in object && 'name' in object && 'main_image' in object ? [object] : [];
  return [...own, ...Object.values(object).flatMap(profilesIn)];
}

describe.each(BACKENDS)('verified members on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const withPhoto = async (profile: Partial<typeof profiles.$inferInsert> = {}, signup: Record<string, unknown> = {}) => {
    const member = await createMember(t.app, t.database.db, EN, profile, signup);
    await request(t.app)
      .post('/api/photos.php')
      .set('Host', EN)
      .set('X-Request-Type', 'client')
      .set('Cookie', member.cookie)
      .attach('photo', await picture(), { filename: 'me.jpg', contentType: 'image/jpeg' })
      .expect(201);
    await t.database.db.update(users).set({ credits: 500 }).where(eq(users.id, member.id));
    return member;
  };
  const verify = (id: number) => t.database.db.update(users).set({ verifiedAt: t.now() }).where(eq(users.id, id));
  const write = (cookie: string, profileId: number, text = 'Hello!') =>
    api(t.app, EN, cookie).post('/api/chat.php', { profile_id: profileId, text, client_id: clientId() });
  const sendPhoto = (cookie: string, profileId: number, data: Buffer) =>
    request(t.app)
      .post('/api/chat.php')
      .set('Host', EN)
      .set('X-Request-Type', 'client')
      .set('Cookie', cookie)
      .field('profile_id', String(profileId))
      .field('type', 'photo')
      .field('client_id', clientId())
      .attach('photo', data, { filename: 'p.jpg', contentType: 'image/jpeg' });

  it('marks the verified member in every answer that lists or shows profiles', async () => {
    // The lander shows the site's women: the verified member is one, the viewer looks for one.
    const verified = await withPhoto({ name: 'Valentina' }, { gender: 'female', sexuality: 'hetero' });
    await verify(verified.id);
    const viewer = await withPhoto({}, { gender: 'male', sexuality: 'hetero' });
    const as = api(t.app, EN, viewer.cookie);
    const answers: [string, Json][] = [];
    const read = async (path: string) => {
      const { body } = await as.get(path).expect(200);
      answers.push([path, body]);
    };
    // Swipe and match finder leave out whom the viewer liked: they come before the like.
    await read('/api/swipe.php');
    await read('/api/match-finder.php');
    await read('/api/members.php');
    await read(`/api/member.php?id=${verified.id}`);
    await read(`/api/member-landing.php?id=${verified.id}`);
    await read('/api/lander.php?name=collagelanding');
    await read('/api/auto-like.php');
    await as.post('/api/like.php', { id: verified.id }).expect(200);
    await read('/api/likes.php');
    await write(viewer.cookie, verified.id).expect(200);
    await read('/api/chats.php');

    for (const [path, body] of answers) {
      const shown = profilesIn(body);
      expect(shown.length, path).toBeGreaterThan(0);
      for (const profile of shown) expect(typeof profile.verified, `${path} ${String(profile.name)}`).toBe('boolean');
      if (path !== '/api/auto-like.php')
        expect(
          shown.some((profile) => profile.id === verified.id && profile.verified === true),
          path,
        ).toBe(true);
    }
    expect((await api(t.app, EN, verified.cookie).get('/api/user.php').expect(200)).body.user).toMatchObject({ verified: true, only_verified_messages: false });
    expect((await as.get('/api/user.php').expect(200)).body.user.verified).toBe(false);
  });

  it('lets a member take first messages from verified members only; conversations that exist and fictional profiles are not affected', async () => {
    const picky = await withPhoto({ name: 'Petra' });
    const friend = await withPhoto();
    await write(friend.cookie, picky.id, 'We met before').expect(200);
    const changed = await api(t.app, EN, picky.cookie).put('/api/user.php', { only_verified_messages: true }).expect(200);
    expect(changed.body.user.only_verified_messages).toBe(true);
    const stranger = await withPhoto();

    const profile = await api(t.app, EN, stranger.cookie).get(`/api/member.php?id=${picky.id}`).expect(200);
    expect(profile.body.profile.verified_only).toBe(true);
    const refused = await write(stranger.cookie, picky.id).expect(403);
    expect(refused.body).toMatchObject({ error: 'verified_only', message: english('verification.verified_only', { name: 'Petra' }) });
    const [pair] = await t.database.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.startedBy, stranger.id)));
    expect(pair).toBeUndefined();
    const [account] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, stranger.id));
    expect(account?.credits).toBe(500);

    // A conversation the picky member started, or one from before the switch, keeps working both ways.
    const asked = await withPhoto();
    await write(picky.cookie, asked.id, 'Hi, you look nice').expect(200);
    await write(asked.cookie, picky.id, 'Thank you!').expect(200);
    await write(friend.cookie, picky.id, 'Still here').expect(200);
    expect((await api(t.app, EN, asked.cookie).get(`/api/member.php?id=${picky.id}`)).body.profile.verified_only).toBe(false);

    await verify(stranger.id);
    expect((await api(t.app, EN, stranger.cookie).get(`/api/member.php?id=${picky.id}`)).body.profile.verified_only).toBe(false);
    await write(stranger.cookie, picky.id).expect(200);

    // A fictional profile has no owner to make that choice: it takes every first message.
    const fictional = await withPhoto({ fictional: true });
    await t.database.db.update(users).set({ onlyVerifiedMessages: true }).where(eq(users.id, fictional.id));
    const unverified = await withPhoto();
    expect((await api(t.app, EN, unverified.cookie).get(`/api/member.php?id=${fictional.id}`)).body.profile.verified_only).toBe(false);
    await write(unverified.cookie, fictional.id).expect(200);
  });

  it('delivers a stranger’s photo blurred to its recipient only, and later ones clear once the recipient wrote back', async () => {
    const sender = await withPhoto();
    const recipient = await withPhoto();
    const data = await picture();
    const first = await sendPhoto(sender.cookie, recipient.id, data).expect(200);
    expect(first.body.message).toMatchObject({ type: 'photo', blurred: false });
    const conversation = first.body.message.conversation_id;
    const seen = async (cookie: string) => (await api(t.app, EN, cookie).get(`/api/chat.php?id=${conversation}`).expect(200)).body.messages;
    expect((await seen(recipient.cookie))[0]).toMatchObject({ id: first.body.message.id, blurred: true, photo: { thumb_url: expect.any(String) } });
    expect((await seen(sender.cookie))[0]).toMatchObject({ id: first.body.message.id, blurred: false });
    const list = (await api(t.app, EN, recipient.cookie).get('/api/chats.php').expect(200)).body.chats;
    expect(list[0].last_message).toMatchObject({ id: first.body.message.id, blurred: true });
    // The live event each of them got says the same.
    const delivered = await t.database.db.select().from(events).where(eq(events.type, 'message'));
    const payloadFor = (userId: number) =>
      delivered.find((event) => event.userId === userId && (event.payload as { message: { id: number } }).message.id === first.body.message.id)?.payload;
    expect(payloadFor(recipient.id)).toMatchObject({ message: { blurred: true } });
    expect(payloadFor(sender.id)).toMatchObject({ message: { blurred: false } });

    await write(recipient.cookie, sender.id, 'Who are you?').expect(200);
    const second = await sendPhoto(sender.cookie, recipient.id, data).expect(200);
    const messages = await seen(recipient.cookie);
    expect(messages.find((message: { id: number }) => message.id === second.body.message.id)).toMatchObject({ blurred: false });
    expect(messages.find((message: { id: number }) => message.id === first.body.message.id)).toMatchObject({ blurred: true });
    // A photo to the member who wrote first reaches them clear: they had written already.
    const back = await sendPhoto(recipient.cookie, sender.id, data).expect(200);
    expect((await seen(sender.cookie)).find((message: { id: number }) => message.id === back.body.message.id)).toMatchObject({ blurred: false });
  });
});
