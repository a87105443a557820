import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, photos, users } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { headerLine } from '#tests/support/mail';
import { createMember } from '#tests/support/members';
import { webpThumbnail } from '#tests/support/photos';
import { startSmtpServer, type TestSmtp } from '#tests/support/smtp';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { enqueueUnreadReminders, enqueueWeeklyUpdates, isoWeek } from './digests';

const EN = 'flirtlocal.localhost';
const NL = 'regenboog-date.localhost';
const DE = 'herzklopfen.localhost';
/** NOTIFICATION_MAIL_DELAY_SECONDS' default, and a minute more. */
const PAST_DELAY_MS = 6 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
let sends = 0;

describe.each(BACKENDS)('notification mails on $name', (backend) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(backend, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const db = () => t.database.db;
  const origin = () => t.tenants.get('flirtlocal')?.origin as string;
  // The button is a one-tap link (decision 0091): a 43-character token, then the page it opens.
  const oneTap = (path: string) => `${origin().replace(/[.]/g, '\\.')}/[A-Za-z0-9_-]{43}\\?to=${encodeURIComponent(path)}`;
  const member = async (host: string, profile: Parameters<typeof createMember>[3] = {}) => {
    const created = await createMember(t.app, db(), host, profile);
    // Premium: any number of conversations.
    await db().update(users).set({ credits: 1000, paidUser: true }).where(eq(users.id, created.id));
    return created;
  };
  const send = (host: string, cookie: string, profileId: number, text = 'A private hello') =>
    api(t.app, host, cookie)
      .post('/api/chat.php', { profile_id: profileId, text, client_id: `mail-jobs-${(sends += 1)}` })
      .expect(200);
  /** Runs what is due now (the notify jobs plan the mails); with `wait`, again once the mail delay has passed. */
  const run = async (wait = false) => {
    await t.jobs.drain();
    if (!wait) return;
    t.clock.offsetMs += PAST_DELAY_MS;
    await t.jobs.drain();
  };
  /** The notification mails to an address (the sign-up's activation mail is not one). */
  const mailsTo = async (address: string): Promise<ParsedMail[]> =>
    (await Promise.all(smtp.received)).filter(
      (mail) =>
        JSON.stringify(mail.to ?? '')
          .toLowerCase()
          .includes(address.toLowerCase()) && headerLine(mail, 'list-unsubscribe-post') !== undefined,
    );
  const envelopeOf = async (address: string) => {
    const mails = await Promise.all(smtp.received);
    return smtp.envelopes.filter((envelope, index) => envelope.to.includes(address) && mails[index]?.subject !== 'Confirm your e-mail address');
  };

  it('sends one mail for a burst after the delay, none once read, another for a later message', async () => {
    const anna = await member(EN, { name: 'Anna' });
    const ben = await member(EN, { name: 'Ben' });
    let conversation = 0;
    for (let index = 0; index < 5; index += 1) conversation = (await send(EN, anna.cookie, ben.id)).body.message.conversation_id;
    await run();
    expect(await mailsTo(ben.body.email)).toHaveLength(0);
    await run(true);
    const [first, ...others] = await mailsTo(ben.body.email);
    expect(others).toHaveLength(0);
    // Ben never wrote in it: a new conversation, counting all five, without their text.
    expect(first?.subject).toBe('Anna wants to get to know you');
    expect(first?.text).toContain('Anna has sent you 5 messages on FlirtLocal.');
    expect(first?.text).toMatch(new RegExp(oneTap(`/members/${anna.id}/chat`)));
    expect(first?.html).toMatch(new RegExp(`href="${oneTap(`/members/${anna.id}/chat`)}"`));
    expect(first?.html).toContain('<html lang="en">');
    expect(`${first?.text}${first?.html}`).not.toContain('A private hello');

    // Read before the delay: no mail.
    await send(EN, anna.cookie, ben.id);
    await api(t.app, EN, ben.cookie).get(`/api/chat.php?id=${conversation}`).expect(200);
    await run(true);
    expect(await mailsTo(ben.body.email)).toHaveLength(1);

    // Ben answers: Anna hears of it, as she has not read it.
    await send(EN, ben.cookie, anna.id);
    await run(true);
    expect((await mailsTo(anna.body.email)).map((mail) => mail.subject)).toEqual(['Ben sent you a message']);
    // Anna's next message is a new message in a conversation he is part of.
    await send(EN, anna.cookie, ben.id);
    await run(true);
    const mails = await mailsTo(ben.body.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Anna sent you a message');
    expect(mails[1]?.messageId).not.toBe(first?.messageId);
  });

  it('marks each mail for one-click unsubscribe, with its own Message-ID and the member’s bounce address', async () => {
    const anna = await member(EN, { name: 'Anna' });
    const ben = await member(EN);
    await send(EN, anna.cookie, ben.id);
    await run(true);
    const [mail] = (await mailsTo(ben.body.email)) as [ParsedMail];
    const link = /^List-Unsubscribe: <(.+)>$/.exec(headerLine(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';
    expect(link).toMatch(new RegExp(`^${origin()}/unsubscribe\\?token=${ben.id}\\.new_conversations\\.[\\w-]{22}$`));
    expect(headerLine(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@flirtlocal\.example>$/);
    expect(mail.from?.value).toEqual([{ name: 'FlirtLocal', address: 'noreply@flirtlocal.example' }]);
    expect(await envelopeOf(ben.body.email)).toEqual([
      { from: expect.stringMatching(new RegExp(`^bounce\\+${ben.id}\\.[0-9a-f]{20}@flirtlocal\\.example$`)), to: [ben.body.email] },
    ]);
    // The footer says why, and how to stop it: the same link, and the settings.
    expect(mail.text).toContain('e-mails about new conversations are on for your FlirtLocal account');
    expect(mail.text).toContain(`Don't want these e-mails any more? ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(`${origin()}/notifications`);

    // What a mail program does with the header: one POST, no session. That type is off; others still come.
    await request(t.app)
      .post(new URL(link).pathname + new URL(link).search)
      .set('Host', EN)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const carl = await member(EN, { name: 'Carl' });
    await send(EN, anna.cookie, ben.id);
    await send(EN, carl.cookie, ben.id);
    await run(true);
    expect((await mailsTo(ben.body.email)).map((each) => each.subject)).toEqual(['Anna wants to get to know you']);
    await send(EN, ben.cookie, carl.id);
    await send(EN, carl.cookie, ben.id);
    await run(true);
    // Ben's answer read Carl's first message: the mail is about the one after it.
    expect((await mailsTo(ben.body.email)).map((each) => each.subject)).toEqual(['Anna wants to get to know you', 'Carl sent you a message']);
  });

  it("writes in the member's own language, a German member on a Dutch site in German", async () => {
    const jan = await member(NL, { name: 'Jan', gender: 'male', sexuality: 'gay' });
    const dieter = await member(NL, { name: 'Dieter', gender: 'male', sexuality: 'gay' });
    await db().update(users).set({ language: 'de' }).where(eq(users.id, dieter.id));
    await send(NL, jan.cookie, dieter.id);
    await send(NL, jan.cookie, dieter.id);
    await run(true);
    const [mail] = await mailsTo(dieter.body.email);
    expect(mail?.subject).toBe('Jan möchte Sie kennenlernen');
    expect(mail?.text).toContain('Jan hat Ihnen auf Regenboog Date 2 Nachrichten geschickt.');
    expect(mail?.html).toContain('<html lang="de">');
    expect(mail?.from?.value[0]?.address).toBe('noreply@regenboogdate.example');
  });

  it('respects each type’s switch, an unsubscribe link and a stopped address, at send time', async () => {
    const anna = await member(EN, { name: 'Anna' });
    const [optedOut, unsubscribed, bounced, reported] = await Promise.all([member(EN), member(EN), member(EN), member(EN)]);
    await api(t.app, EN, optedOut.cookie)
      .put('/api/notifications.php', { disabled: ['new_conversations'] })
      .expect(200);
    await db()
      .update(users)
      .set({ emailUnsubscribed: ['new_conversations'] })
      .where(eq(users.id, unsubscribed.id));
    await db().update(users).set({ emailDisabled: 'bounce', emailDisabledAt: t.now() }).where(eq(users.id, bounced.id));
    for (const recipient of [optedOut, unsubscribed, bounced, reported]) await send(EN, anna.cookie, recipient.id);
    await run();
    // Turned off while the mail waits: the job asks when it runs.
    await db().update(users).set({ emailDisabled: 'fbl', emailDisabledAt: t.now() }).where(eq(users.id, reported.id));
    await run(true);
    for (const recipient of [optedOut, unsubscribed, bounced, reported]) expect(await mailsTo(recipient.body.email)).toHaveLength(0);

    // Only its own type is off: a new message in a conversation they took part in still comes.
    await send(EN, optedOut.cookie, anna.id);
    await send(EN, anna.cookie, optedOut.id);
    await run(true);
    // (Their answer read Anna's first message, whose mail was off: the mail is about the new one.)
    expect((await mailsTo(optedOut.body.email)).map((mail) => mail.subject)).toEqual(['Anna sent you a message']);
    // resume_email: mail flows again.
    await api(t.app, EN, bounced.cookie).put('/api/notifications.php', { disabled: [], resume_email: true }).expect(200);
    await send(EN, anna.cookie, bounced.id);
    await run(true);
    expect(await mailsTo(bounced.body.email)).toHaveLength(1);
  });

  it('sends one mail for several likes and the match to the member who liked first', async () => {
    const [cleo, eve] = await Promise.all([member(EN, { name: 'Cleo', gender: 'female' }), member(EN, { name: 'Eve', gender: 'female' })]);
    const dan = await member(EN, { name: 'Dan', gender: 'male' });
    await api(t.app, EN, cleo.cookie).post('/api/like.php', { id: dan.id }).expect(200);
    await api(t.app, EN, eve.cookie).post('/api/like.php', { id: dan.id }).expect(200);
    await run(true);
    const likes = await mailsTo(dan.body.email);
    expect(likes.map((mail) => mail.subject)).toEqual(['2 people like you']);
    expect(likes[0]?.text).toMatch(new RegExp(oneTap('/likes')));

    // Dan likes Cleo back: Cleo, who liked first, hears of the match; Dan saw it happen.
    await api(t.app, EN, dan.cookie).post('/api/like.php', { id: cleo.id }).expect(200);
    await run(true);
    const toCleo = await mailsTo(cleo.body.email);
    expect(toCleo.map((mail) => mail.subject)).toEqual(["It's a match with Dan!"]);
    expect(toCleo[0]?.html).toMatch(new RegExp(`href="${oneTap(`/members/${dan.id}/chat`)}"`));
    expect(await mailsTo(dan.body.email)).toHaveLength(1);
  });

  it('reminds once a day of messages unread for a day', async () => {
    const anna = await member(EN, { name: 'Anna' });
    const ben = await member(EN);
    await db()
      .update(users)
      .set({ notificationsDisabled: ['new_conversations'] })
      .where(eq(users.id, ben.id));
    await send(EN, anna.cookie, ben.id);
    await send(EN, anna.cookie, ben.id);
    await run(true);
    expect(await enqueueUnreadReminders(db(), t.now())).toBe(0);
    t.clock.offsetMs += DAY_MS;
    expect(await enqueueUnreadReminders(db(), t.now())).toBeGreaterThanOrEqual(1);
    expect(await enqueueUnreadReminders(db(), t.now())).toBe(0);
    await run();
    const [reminder, ...others] = await mailsTo(ben.body.email);
    expect(others).toHaveLength(0);
    expect(reminder?.subject).toBe('2 messages are waiting for your reply');
    expect(reminder?.text).toContain(`- Anna, `);
    expect(reminder?.text).toMatch(new RegExp(oneTap('/chats')));
    expect(headerLine(reminder as ParsedMail, 'list-unsubscribe')).toContain('.unread_message_reminders.');
  });

  it('sends the weekly update with new members near the member, once a week', async () => {
    // A site of its own: the other tests' new members would crowd the six faces.
    const walter = await member(DE, { name: 'Walter', gender: 'male', sexuality: 'hetero', country: 'DE', region: 'BY' });
    // Weekly updates are opt-in: Walter said yes.
    await db()
      .update(users)
      .set({ signupDate: new Date(t.now().getTime() - 8 * DAY_MS), notificationsDisabled: [] })
      .where(eq(users.id, walter.id));
    const far = await member(DE, { name: 'Fay', gender: 'female', country: 'AT' });
    const near = await member(DE, { name: 'Nora', gender: 'female', country: 'DE', region: 'BY' });
    await member(DE, { name: 'Max', gender: 'male', country: 'DE', region: 'BY' });
    await db().insert(photos).values({
      tenantId: 'herzklopfen',
      userId: near.id,
      filename: 'herzklopfen/nora.webp',
      thumbFilename: 'herzklopfen/nora_thumb.webp',
      status: 'active',
      isMain: true,
    });
    // Her thumbnail as the site keeps it (WebP), which Outlook would not show.
    await t.files.media.put('herzklopfen/nora_thumb.webp', await webpThumbnail(64));
    // The site's team's fictional profiles get no mail.
    const fiction = await member(DE, { gender: 'male', sexuality: 'hetero', fictional: true });
    await db()
      .update(users)
      .set({ signupDate: new Date(t.now().getTime() - 8 * DAY_MS) })
      .where(eq(users.id, fiction.id));
    expect(await enqueueWeeklyUpdates(db(), t.now())).toBeGreaterThanOrEqual(1);
    expect(await enqueueWeeklyUpdates(db(), t.now())).toBe(0);
    const keys = (await db().select({ key: jobs.key }).from(jobs)).map((row) => row.key);
    expect(keys).toContain(`mail:weekly:${walter.id}:${isoWeek(t.now())}`);
    expect(keys.filter((key) => key?.startsWith(`mail:weekly:${fiction.id}:`))).toEqual([]);
    await run();
    const [update, ...others] = await mailsTo(walter.body.email);
    expect(others).toHaveLength(0);
    expect(update?.subject).toBe('Neue Mitglieder in Ihrer Nähe auf Herzklopfen 40+');
    const text = update?.text ?? '';
    // Near first, only the gender he looks for.
    expect(text.indexOf('- Nora, ')).toBeGreaterThan(-1);
    expect(text.indexOf('- Nora, ')).toBeLessThan(text.indexOf('- Fay, '));
    expect(text).not.toContain('- Max, ');
    const site = t.tenants.get('herzklopfen')?.origin as string;
    expect(text).toContain(`${site}/members/${far.id}`);
    expect(text).toMatch(new RegExp(`${site.replace(/[.]/g, '\\.')}/[A-Za-z0-9_-]{43}\\?to=%2Fmembers\n`));
    // Her face goes as JPEG, made once from the WebP and kept beside it.
    expect(update?.html).toContain(`src="${site}/media/herzklopfen/nora_thumb.jpg"`);
    const jpeg = await t.files.media.read('herzklopfen/nora_thumb.jpg');
    expect(jpeg && (await sharp(jpeg).metadata())).toMatchObject({ format: 'jpeg', width: 64, height: 64 });
    expect(update?.html).toContain(`src="${site}/icons/icon-192.png?v=`);
  });

  it('sends the weekly update to a member without a region', async () => {
    const wim = await member(DE, { name: 'Wim', gender: 'male', sexuality: 'hetero', country: 'DE', region: null });
    await db()
      .update(users)
      .set({ signupDate: new Date(t.now().getTime() - 8 * DAY_MS), notificationsDisabled: [] })
      .where(eq(users.id, wim.id));
    await member(DE, { name: 'Greta', gender: 'female', country: 'DE', region: 'HE' });
    expect(await enqueueWeeklyUpdates(db(), t.now())).toBeGreaterThanOrEqual(1);
    await run();
    const [update, ...others] = await mailsTo(wim.body.email);
    expect(others).toHaveLength(0);
    expect(update?.subject).toBe('Neue Mitglieder in Ihrer Nähe auf Herzklopfen 40+');
    expect(update?.text).toContain('- Greta, ');
    const failed = await db().select({ key: jobs.key }).from(jobs).where(eq(jobs.state, 'failed'));
    expect(failed.filter((row) => row.key?.startsWith(`mail:weekly:${wim.id}:`))).toEqual([]);
  });
});
