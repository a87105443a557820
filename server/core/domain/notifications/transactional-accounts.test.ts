import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/platform/db/schema';
import { api, GOOD_PASSWORD, signUp } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { linkIn } from '#tests/support/mail';
import { createMember } from '#tests/support/members';
import { headerLine, mailsTo, textOf } from '#tests/support/received-mail';
import { startSmtpServer, type TestSmtp } from '#tests/support/smtp';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const CHANGED_FR = 'L’adresse e-mail de votre compte FlirtLocal a été modifiée';
const NEW_PASSWORD = 'Fresh-Start-551';

describe.each(BACKENDS)('security notices on $name', (backend) => {
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

  const origin = () => t.tenants.get('flirtlocal')?.origin as string;
  const subjects = async (email: string) => (await mailsTo(smtp, email)).map((mail) => mail.subject);
  async function tokenOf(email: string) {
    await t.jobs.drain();
    const mail = (await mailsTo(smtp, email)).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    return new URL(linkIn(mail), 'http://x').searchParams.get('token');
  }

  /** Asks for the change and returns the token the new address got. */
  async function askForAddress(cookie: string, next: string) {
    await api(t.app, EN, cookie).post('/api/mail-change.php', { email: next, password: GOOD_PASSWORD }).expect(200);
    return tokenOf(next);
  }

  it('tells the old address of a confirmed change, in the member’s language, never naming the new one in full', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    await api(t.app, EN, anna.cookie).put('/api/user.php', { language: 'fr' }).expect(200);
    const next = `zoe.secret.${anna.id}@mailbox.example.net`;
    const token = await askForAddress(anna.cookie, next);
    await api(t.app, EN).put('/api/mail-change.php', { token }).expect(200);
    // The link works once: a second click changes nothing and mails nothing.
    await api(t.app, EN).put('/api/mail-change.php', { token }).expect(400);
    await t.jobs.drain();
    await t.jobs.drain();

    const notices = (await mailsTo(smtp, anna.body.email)).filter((mail) => mail.subject === CHANGED_FR);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(textOf(notice)).toContain('z•••@m•••.net');
    for (const part of [notice?.text ?? '', notice?.html || '']) {
      expect(part).not.toContain(next);
      expect(part).not.toContain('zoe.secret');
      expect(part).not.toContain('mailbox.example');
      // No link that acts on the account: the site, customer service and nothing with a token.
      expect(part).not.toMatch(/token=/);
    }
    const links = [...new Set((notice?.text ?? '').match(/https?:\/\/\S+/g))];
    expect(links).toEqual([`${origin()}/pages/service`]);
    expect(headerLine(notice as NonNullable<typeof notice>, 'List-Unsubscribe')).toBeUndefined();
    // The new address got only its confirmation link.
    expect(await subjects(next)).toEqual(['Confirmez votre nouvelle adresse e-mail']);
  });

  it('says nothing to an address that was never confirmed (it may be a stranger’s), nor when the change failed', async () => {
    const unconfirmed = await signUp(t.app, EN);
    const token = await askForAddress(unconfirmed.cookie, `fixed.${unconfirmed.body.email}`);
    await api(t.app, EN).put('/api/mail-change.php', { token }).expect(200);

    const ben = await createMember(t.app, t.database.db, EN);
    const wanted = `wanted.${ben.body.email}`;
    const late = await askForAddress(ben.cookie, wanted);
    // Someone signs up with that address before Ben clicks: his change fails and rolls back.
    await signUp(t.app, EN, { email: wanted });
    await api(t.app, EN).put('/api/mail-change.php', { token: late }).expect(409);
    await t.jobs.drain();

    expect(await subjects(unconfirmed.body.email)).toEqual(['Confirm your e-mail address']);
    // Ben was confirmed before the queue ran (createMember): no activation mail either.
    expect(await subjects(ben.body.email)).toEqual([]);
  });

  it('tells the member of a new password set with a reset link, once, even with every notification off', async () => {
    const cleo = await createMember(t.app, t.database.db, EN);
    await t.database.db
      .update(users)
      .set({ emailDisabled: 'fbl', emailDisabledAt: t.now(), notificationsDisabled: ['new_conversations', 'new_messages', 'like', 'promotions', 'news'] })
      .where(eq(users.id, cleo.id));
    await api(t.app, EN).post('/api/reset-password.php', { email: cleo.body.email }).expect(200);
    const token = await tokenOf(cleo.body.email);
    const body = { token, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD };
    await api(t.app, EN).put('/api/reset-password.php', body).expect(200);
    await api(t.app, EN).put('/api/reset-password.php', body).expect(400);
    await t.jobs.drain();

    const notices = (await mailsTo(smtp, cleo.body.email)).filter((mail) => mail.subject === 'The password of your FlirtLocal account was changed');
    expect(notices).toHaveLength(1);
    expect(textOf(notices[0])).toContain('was changed with a reset link sent to this address');
    expect(textOf(notices[0])).toMatch(/Changed on: \w+ \d+, \d{4} at \d+:\d\d [AP]M UTC/);
    expect(textOf(notices[0])).toContain(`${origin()}/reset-password`);
  });

  it('tells the member of a password changed in the settings, and mails nothing when the old password was wrong', async () => {
    const dora = await createMember(t.app, t.database.db, EN);
    await api(t.app, EN, dora.cookie)
      .put('/api/user.php', { old_password: 'not-my-password', password: NEW_PASSWORD, password_repeat: NEW_PASSWORD })
      .expect(400);
    await t.jobs.drain();
    // Confirmed before the queue ran (createMember): not even the activation mail, which had become pointless.
    expect(await subjects(dora.body.email)).toEqual([]);

    await api(t.app, EN, dora.cookie).put('/api/user.php', { old_password: GOOD_PASSWORD, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD }).expect(200);
    await t.jobs.drain();
    const [notice] = (await mailsTo(smtp, dora.body.email)).filter((mail) => mail.subject === 'The password of your FlirtLocal account was changed');
    expect(textOf(notice)).toContain('was changed in the account settings. Your other devices have been logged out.');
  });
});
