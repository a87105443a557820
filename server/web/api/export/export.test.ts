import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { memberFiles } from '#tests/support/member-files';
import { download, entriesOf, memberWithData, storedKeys } from '#tests/support/member-data';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const EN = 'flirtlocal.localhost';
const english = texts('en');

describe.each(BACKENDS)('a member downloads their data on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('streams a ZIP of account, profile, photos, messages, likes, payments, credits, complaints and verification, and nobody else’s data', async () => {
    const data = await memberWithData(t, EN);
    const { member, other, stranger } = data;
    const res = await download(t, EN, '/api/export.php', member.cookie).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="flirtlocal-data-export-${t.now().toISOString().slice(0, 10)}.zip"`);
    expect(res.headers['cache-control']).toContain('no-store');
    const { files, json, text } = entriesOf(res.body);

    const account = json('account');
    expect(account).toMatchObject({
      id: member.id,
      email: member.body.email,
      site: { id: 'flirtlocal' },
      status: 'active',
      language: 'en',
      credits: expect.any(Number),
    });
    expect(account.consent.terms).toEqual({ version: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), accepted_at: account.signup_date, how: 'signup' });
    // Marketing mail is off until the member opts in.
    expect(account.consent.marketing_mail).toEqual([
      { type: 'promotions', enabled: false, reason_off: 'member' },
      { type: 'weekly_updates', enabled: false, reason_off: 'member' },
      { type: 'news', enabled: false, reason_off: 'member' },
    ]);
    expect(account.push_subscriptions).toEqual([{ endpoint: `https://push.example/${member.id}`, created_at: expect.any(String), last_delivered_at: null }]);
    expect(text).not.toContain('p256dh-key');
    expect(text).not.toContain('auth-secret');
    expect(text).not.toContain('password');
    expect(json('profile')).toMatchObject({ name: member.body.name, date_of_birth: '1990-05-17', about_me: 'Hiking, jazz and long breakfasts.' });

    const keys = await storedKeys(t, member.id);
    const storage = memberFiles(t);
    expect(json('photos/photos')).toEqual([expect.objectContaining({ id: data.photo.id, file: `photos/${data.photo.id}.webp`, main: true })]);
    const [photoKey] = keys.media;
    expect(Buffer.from(files[`photos/${data.photo.id}.webp`] ?? [])).toEqual(await storage.media.read(photoKey ?? ''));

    const conversations = json('messages');
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({ with: { member_id: other.id, name: other.body.name, fictional: false }, started_by_me: true });
    expect(conversations[0].messages.map((message: { from: string; text: string; type: string }) => [message.from, message.type, message.text])).toEqual([
      ['me', 'text', 'Hello, how are you?'],
      ['them', 'text', 'Fine, and you?'],
      ['me', 'photo', ''],
      ['them', 'photo', ''],
    ]);
    for (const message of [data.sentPhoto, data.receivedPhoto]) {
      expect(conversations[0].messages).toContainEqual(expect.objectContaining({ id: message.id, photo: `chat-photos/${message.id}.webp` }));
      const result = (await t.database.db.execute(sql`select photo_filename as key from messages where id = ${message.id}`)) as unknown as {
        rows: { key: string }[];
      };
      expect(Buffer.from(files[`chat-photos/${message.id}.webp`] ?? [])).toEqual(await storage.media.read(result.rows[0]?.key ?? ''));
    }

    const likes = json('likes');
    expect(likes.given).toEqual([expect.objectContaining({ member_id: other.id, name: other.body.name })]);
    expect(likes.received).toEqual([expect.objectContaining({ member_id: other.id, seen: false })]);
    expect(json('blocks')).toEqual([expect.objectContaining({ member_id: stranger.id })]);
    const payments = json('payments');
    expect(payments.payments).toEqual([
      expect.objectContaining({ id: data.payment.id, amount: 19.95, currency: 'EUR', status: 'paid', refunds: [expect.objectContaining({ amount: 5 })] }),
    ]);
    expect(json('credits')).toContainEqual(expect.objectContaining({ amount: 500, reason: 'correction', note: `given to ${member.body.email}` }));
    expect(json('complaints')).toEqual([expect.objectContaining({ about_member_id: stranger.id, reason: 'spam_or_scam', text: 'Asked me for money' })]);
    expect(json('verification')).toEqual([expect.objectContaining({ id: data.verification?.id, pose: 'peace_sign', status: 'pending' })]);
    expect(Buffer.from(files[`verification/${data.verification?.id}.webp`] ?? [])).toEqual(data.selfie);

    // Nobody else's account: the other members' addresses appear nowhere, their profile photos are not in it.
    expect(text).not.toContain(other.body.email);
    expect(text).not.toContain(stranger.body.email);
    expect(Object.keys(files).filter((name) => name.startsWith('photos/'))).toEqual([`photos/${data.photo.id}.webp`, 'photos/photos.json']);
  });

  it('allows three exports an hour, then a translated 429; the settings link is sent back to the settings', async () => {
    const { member } = await memberWithData(t, EN);
    for (let i = 0; i < 3; i++) await download(t, EN, '/api/export.php', member.cookie).expect(200);
    const refused = await api(t.app, EN, member.cookie).get('/api/export.php').expect(429);
    expect(refused.body).toMatchObject({ error: 'too_many_exports', message: english('data_export.rate_limited', { count: 60 }) });
    const followed = await request(t.app)
      .get('/api/export.php')
      .set('Host', EN)
      .set('Cookie', member.cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Sec-Fetch-Mode', 'navigate');
    expect(followed.status).toBe(303);
    expect(followed.headers.location).toBe('/settings?export_error=too_many_exports&minutes=60');
  });

  it('needs a session, and the member’s own page: another site’s link is refused', async () => {
    const { member } = await memberWithData(t, EN);
    const anonymous = await api(t.app, EN).get('/api/export.php').expect(403);
    expect(anonymous.body.error).toBe('authentication_required');
    const crossSite = await request(t.app).get('/api/export.php').set('Host', EN).set('Cookie', member.cookie).set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(crossSite.body).toEqual({ error: 'bad_origin', message: english('errors.bad_origin') });
    // Our own page's link (no client header, a browser's Sec-Fetch-Site) downloads.
    await request(t.app).get('/api/export.php').set('Host', EN).set('Cookie', member.cookie).set('Sec-Fetch-Site', 'same-origin').expect(200);
  });
});
