import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { creditLedger, users } from '#server/platform/db/schema';

const EN = 'flirtlocal.localhost';
const english = texts('en');
let sends = 0;
const clientId = () => `gift-photo-${Date.now()}-${(sends += 1)}`;

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3050a0' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Home address' } })
    .toBuffer();

describe.each(BACKENDS)('gifts and photos in chat on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const giveCredits = (id: number, amount: number) => t.database.db.update(users).set({ credits: amount }).where(eq(users.id, id));
  const credits = async (id: number) => (await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, id)))[0]?.credits ?? 0;
  const mediaFiles = () => (fs.existsSync(path.join(t.dataDir, 'media/flirtlocal')) ? fs.readdirSync(path.join(t.dataDir, 'media/flirtlocal')) : []);
  const sendPhoto = (cookie: string, profileId: number, data: Buffer, id = clientId()) =>
    request(t.app)
      .post('/api/chat.php')
      .set('Host', EN)
      .set('X-Request-Type', 'client')
      .set('Cookie', cookie)
      .field('profile_id', String(profileId))
      .field('type', 'photo')
      .field('client_id', id)
      .attach('photo', data, { filename: 'holiday.jpg', contentType: 'image/jpeg' });

  it('sends a gift for gift_credits, through the ledger, and shows it to the receiver', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    await giveCredits(anna.id, 100);
    const before = await credits(anna.id);
    const sent = await api(t.app, EN, anna.cookie).post('/api/chat.php', { profile_id: ben.id, type: 'gift', gift: 'rose', client_id: clientId() }).expect(200);
    expect(sent.body.message).toMatchObject({ type: 'gift', gift: 'rose', text: '', photo: null });
    expect(await credits(anna.id)).toBe(before - 30);
    const [row] = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, String(sent.body.message.id)));
    expect(row).toMatchObject({ userId: anna.id, amount: -30, reason: 'gift' });
    const seen = await api(t.app, EN, ben.cookie).get(`/api/chat.php?id=${sent.body.message.conversation_id}`).expect(200);
    expect(seen.body.messages[0]).toMatchObject({ type: 'gift', gift: 'rose', sender_id: anna.id });
  });

  it('refuses an unknown gift, and a gift it cannot pay, with nothing charged', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const unknown = await api(t.app, EN, anna.cookie)
      .post('/api/chat.php', { profile_id: ben.id, type: 'gift', gift: 'yacht', client_id: clientId() })
      .expect(400);
    expect(unknown.body.fields.gift).toBe(english('chat.gift_unknown'));
    await giveCredits(anna.id, 29);
    const poor = await api(t.app, EN, anna.cookie).post('/api/chat.php', { profile_id: ben.id, type: 'gift', gift: 'rose', client_id: clientId() }).expect(402);
    expect(poor.body.message).toBe(english('chat.not_enough_credits', { name: ben.body.name }));
    expect(await credits(anna.id)).toBe(29);
  });

  it('sends a photo for photo_credits, re-encoded without metadata, once per client id', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    await giveCredits(anna.id, 100);
    const before = await credits(anna.id);
    const id = clientId();
    const data = await photo();
    const [first, retry] = await Promise.all([sendPhoto(anna.cookie, ben.id, data, id).expect(200), sendPhoto(anna.cookie, ben.id, data, id).expect(200)]);
    expect(retry.body.message.id).toBe(first.body.message.id);
    expect(await credits(anna.id)).toBe(before - 20);
    const { photo: sent } = first.body.message;
    expect(sent).toEqual({ url: expect.stringMatching(/^\/media\/flirtlocal\/[\w-]+\.webp$/), thumb_url: expect.stringMatching(/_thumb\.webp$/) });
    const served = await request(t.app).get(sent.url).set('Host', EN).expect(200);
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    // The losing retry's copy of the files was removed: one photo, one thumbnail.
    expect(mediaFiles().filter((name) => sent.url.endsWith(name) || sent.thumb_url.endsWith(name))).toHaveLength(2);
    expect(mediaFiles()).toHaveLength(2);
  });

  it('refuses a file that is not a picture, and a photo it cannot pay, leaving no files behind', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const files = mediaFiles().length;
    const bad = await sendPhoto(anna.cookie, ben.id, Buffer.from('<svg onload="alert(1)"></svg>')).expect(400);
    expect(bad.body.fields.photo).toBe(english('photos.bad_file'));
    await giveCredits(anna.id, 0);
    await sendPhoto(anna.cookie, ben.id, await photo()).expect(402);
    expect(mediaFiles()).toHaveLength(files);
    expect((await api(t.app, EN, anna.cookie).get('/api/chats.php')).body.chats).toEqual([]);
  });

  it('sends to a conversation by its id, and not to someone else’s', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const stranger = await createMember(t.app, t.database.db, EN);
    const first = await api(t.app, EN, anna.cookie).post('/api/chat.php', { profile_id: ben.id, text: 'Hi Ben', client_id: clientId() }).expect(200);
    const conversation = first.body.message.conversation_id;
    const reply = await api(t.app, EN, ben.cookie).post('/api/chat.php', { conversation, text: 'Hi Anna', client_id: clientId() }).expect(200);
    expect(reply.body.message.conversation_id).toBe(conversation);
    await api(t.app, EN, stranger.cookie).post('/api/chat.php', { conversation, text: 'Let me in', client_id: clientId() }).expect(404);
  });
});
