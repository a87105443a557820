import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUp } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { startSmtpServer, type TestSmtp } from '#tests/support/smtp';
import { createTestApp, type TestApp } from '#tests/support/test-app';

describe('activation mail over real SMTP', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(BACKENDS[0] as (typeof BACKENDS)[number], { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('arrives in the member language and its link activates the account', async () => {
    const { body, cookie } = await signUp(t.app, 'regenboog-date.localhost');
    // Queued with the account (decision 0133): sent when the queue runs.
    await t.jobs.drain();
    expect(smtp.received).toHaveLength(1);
    const mail = await (smtp.received[0] as (typeof smtp.received)[number]);
    expect(mail.to && JSON.stringify(mail.to)).toContain(body.email);
    expect(mail.from?.value[0]?.name).toBe('Regenboog Date');
    expect(mail.html).toContain('lang="nl"');
    // The link starts with the site's configured origin (here http://regenboog-date.localhost:3000).
    const origin = t.tenants.get('regenboog-date')?.origin ?? '';
    expect(origin).toMatch(/^http:\/\/regenboog-date\.localhost:\d+$/);
    const link = new RegExp(`${origin.replaceAll('.', '\\.')}(/api/activate\\.php\\?token=[\\w-]+)`).exec(mail.text ?? '')?.[1];
    expect(link).toBeTruthy();
    await api(t.app, 'regenboog-date.localhost')
      .get(link as string)
      .expect(303)
      .expect('Location', '/activate/done');
    expect((await api(t.app, 'regenboog-date.localhost', cookie).get('/api/user.php')).body.user.status).toBe('active');
  });
});
