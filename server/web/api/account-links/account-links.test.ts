import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/platform/db/schema';
import { assertCanReply } from '#server/core/domain/accounts/activation';
import { sendActivationReminders } from '#server/core/domain/accounts/reminders';
import { DomainError } from '#server/core/domain/errors';
import { api, signUp } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { headerLine, lastSentMailTo, sentMails } from '#tests/support/mail';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { createRateLimits } from '#server/platform/security/rate-limits';
import { loadSecrets } from '#server/platform/secrets';

const EN = 'flirtlocal.localhost';
const HOUR = 60 * 60 * 1000;

describe('replies need a confirmed address', () => {
  it('refuses unconfirmed members and lets active ones reply', () => {
    expect(() => assertCanReply({ status: 'not_confirmed' })).toThrow(DomainError);
    expect(() => assertCanReply({ status: 'active' })).not.toThrow();
  });
});

describe.each(BACKENDS)('activation e-mails on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { strictLimits: true });
  });
  afterAll(() => t.close());

  it('resends the activation link three times an hour, then asks to wait', async () => {
    const { cookie, body } = await signUp(t.app, EN);
    const mails = async () => (await sentMails(t)).filter((mail) => JSON.stringify(mail.to).includes(body.email));
    // A resend while the sign-up's mail still waits in the queue sends that one, not a second link.
    await api(t.app, EN, cookie).post('/api/activate.php').expect(200);
    expect(await mails()).toHaveLength(1);
    for (let attempt = 0; attempt < 2; attempt += 1) await api(t.app, EN, cookie).post('/api/activate.php').expect(200);
    const fourth = await api(t.app, EN, cookie).post('/api/activate.php').expect(429);
    expect(fourth.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await mails()).toHaveLength(2);
  });

  it('reminds unconfirmed members once, a day after sign-up, unless they turned reminders off', async () => {
    const reminded = await signUp(t.app, 'herzklopfen.localhost');
    const optedOut = await signUp(t.app, 'herzklopfen.localhost');
    await api(t.app, 'herzklopfen.localhost', optedOut.cookie)
      .put('/api/notifications.php', { disabled: ['reminders'] })
      .expect(200);
    const accounts = {
      db: t.database.db,
      limits: createRateLimits(undefined),
      secrets: loadSecrets({ dataDir: t.dataDir }),
      now: () => new Date(Date.now() + 25 * HOUR),
    };
    expect(await sendActivationReminders({ ...accounts, now: () => new Date(Date.now() + 2 * HOUR) }, t.tenants)).toBe(0);
    expect(await sendActivationReminders(accounts, t.tenants)).toBeGreaterThanOrEqual(1);
    expect(await sendActivationReminders(accounts, t.tenants)).toBe(0);
    // The reminders were queued a day on: the queue runs then.
    t.clock.offsetMs += 25 * HOUR;
    const mail = await lastSentMailTo(t, reminded.body.email);
    expect(headerLine(mail, 'list-unsubscribe')).toMatch(
      new RegExp(`^List-Unsubscribe: <${t.tenants.get('herzklopfen')?.origin}/unsubscribe\\?token=${reminded.user.id}\\.reminders\\.[\\w-]{22}>$`),
    );
    expect(headerLine(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, optedOut.user.id));
    expect(row?.activationRemindedAt).not.toBeNull();
    expect((await sentMails(t)).filter((item) => JSON.stringify(item.to).includes(optedOut.body.email))).toHaveLength(1);
  });
});

describe('account pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(BACKENDS[0] as (typeof BACKENDS)[number]);
  });
  afterAll(() => t.close());

  it('shows "Activation failed" with a way to customer service', async () => {
    const res = await request(t.app).get('/activate/error').set('Host', EN).expect(200);
    expect(res.text).toContain('Activation failed');
    expect(res.text).toContain('mailto:support@flirtlocal.example');
  });

  it('shows the invite-only notice where sign-up needs a traffic source', async () => {
    const res = await request(t.app).get('/signup').set('Host', 'coeurs-coquins.localhost').expect(200);
    expect(res.text).toContain('data-testid="invite-only"');
  });

  it('sends visitors of members-only pages to the login page and back', async () => {
    await request(t.app).get('/settings').set('Host', EN).expect(302).expect('Location', '/login?redirect=%2Fsettings');
    await request(t.app).get('/notifications').set('Host', EN).expect(302);
    const { cookie } = await signUp(t.app, EN);
    const page = await request(t.app).get('/notifications').set('Host', EN).set('Cookie', cookie).expect(200);
    expect(page.text).toContain('data-testid="notifications-page"');
  });
});
