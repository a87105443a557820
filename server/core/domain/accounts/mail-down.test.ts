import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '#server/platform/db/schema';
import { api, GOOD_PASSWORD, signupBody } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { signedInOperator } from '#tests/support/operators';
import { mailsTo } from '#tests/support/received-mail';
import { freePort } from '#tests/support/server-process';
import { startSmtpServer, type TestSmtp } from '#tests/support/smtp';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const TOKEN = 'mail-down-token-of-the-test-suite';
/** The account mails' first retry comes within 5 s ± 25 % (server/platform/queue/queue.ts); the issue asks for 30 s at most. */
const FIRST_RETRY_MS = 30_000;

/** The links to `pathname` (with their token) in the mails to an address. */
async function linksTo(smtp: TestSmtp, address: string, pathname: string): Promise<string[]> {
  const mails: ParsedMail[] = await mailsTo(smtp, address);
  return mails
    .flatMap((mail) => [...(mail.text ?? '').matchAll(/https?:\/\/[^\s/]+(\/[^\s]*)/g)].map((match) => match[1] ?? ''))
    .filter((link) => link.startsWith(`${pathname}?`));
}

describe.each(BACKENDS)('account mails while the mail server is down on $name', (backend) => {
  let t: TestApp;
  let smtp: TestSmtp | undefined;
  let port: number;
  beforeAll(async () => {
    // Nothing listens there until the test starts the mail server on it.
    port = await freePort();
    t = await createTestApp(backend, { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  it('signs up, resets and changes the address with success; each mail arrives once when the server is back', async () => {
    const fresh = signupBody();
    await request(t.app).post('/api/signup.php').set('Host', EN).set('X-Request-Type', 'client').send(fresh).expect(201);
    // Asking again says the address is taken: the account exists, once.
    await request(t.app).post('/api/signup.php').set('Host', EN).set('X-Request-Type', 'client').send(fresh).expect(409);
    const accounts = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, fresh.email.toLowerCase()));
    expect(accounts).toHaveLength(1);
    const forgetful = await createMember(t.app, t.database.db, EN);
    await api(t.app, EN).post('/api/reset-password.php', { email: forgetful.body.email }).expect(200);
    const mover = await createMember(t.app, t.database.db, EN);
    const next = `moved.${mover.body.email}`;
    await api(t.app, EN, mover.cookie).post('/api/mail-change.php', { email: next, password: GOOD_PASSWORD }).expect(200);

    // The worker tries, the mail server refuses the connection: the mails wait for their retry.
    await t.jobs.drain();
    const waiting = await t.database.db
      .select({ state: jobs.state, lastError: jobs.lastError })
      .from(jobs)
      .where(sql`${jobs.key} like 'account-mail:%'`);
    expect(waiting.filter((job) => job.state === 'pending' && job.lastError).length).toBeGreaterThanOrEqual(3);
    // Counted per mail (each account mail is a job kind of its own).
    expect(await t.metrics.registry.metrics()).toContain('jobs_failed_total{kind="mail_password_reset",final="false"} 1');
    // The console's member page says which mail is not getting through, why, and that it is retried.
    const support = await signedInOperator(t, 'support', ['flirtlocal']);
    const page = await support.api.get(`/api/operator/member.php?id=${forgetful.id}`).expect(200);
    expect(page.body.account.mail_failures).toEqual([{ mail: 'password_reset', error: expect.stringContaining('ECONNREFUSED'), retrying: true, attempts: 1 }]);

    smtp = await startSmtpServer(port);
    t.clock.offsetMs += FIRST_RETRY_MS;
    await t.jobs.drain();
    t.clock.offsetMs += FIRST_RETRY_MS;
    await t.jobs.drain();
    expect(await linksTo(smtp, fresh.email, '/api/activate.php')).toHaveLength(1);
    expect(await linksTo(smtp, next, '/mail-change/do')).toHaveLength(1);
    const [reset, ...more] = await linksTo(smtp, forgetful.body.email, '/reset-password/do');
    expect(more).toHaveLength(0);
    // The link that waited still works, once.
    const token = new URL(reset as string, 'http://x').searchParams.get('token');
    const body = { token, password: 'Fresh-Start-551', password_repeat: 'Fresh-Start-551' };
    await api(t.app, EN).put('/api/reset-password.php', body).expect(200);
    await api(t.app, EN).put('/api/reset-password.php', body).expect(400);
    expect((await support.api.get(`/api/operator/member.php?id=${forgetful.id}`).expect(200)).body.account.mail_failures).toEqual([]);
  });
});

/** A delivery status notification for an unknown mailbox, sent back to the return path the mail had. */
function dsn(returnPath: string, recipient: string): string {
  const boundary = 'mail-down-boundary';
  return [
    'From: Mail Delivery Subsystem <MAILER-DAEMON@mx.example.org>',
    `To: ${returnPath}`,
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.org',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    'Action: failed',
    'Status: 5.1.1',
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

describe.each(BACKENDS)('account mail bounces on $name', (backend) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(backend, { smtpUrl: smtp.url, mailEventsToken: TOKEN });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('returns the activation mail’s bounce to the member’s address at the intake, which stops the address', async () => {
    const fresh = signupBody();
    const res = await request(t.app).post('/api/signup.php').set('Host', EN).set('X-Request-Type', 'client').send(fresh).expect(201);
    await t.jobs.drain();
    const envelope = smtp.envelopes.find((sent) => sent.to.includes(fresh.email));
    expect(envelope?.from).toMatch(/^bounce\+\d+\.[0-9a-f]{20}@/);
    const report = await request(t.app)
      .post('/api/mail-events.php')
      .set('Host', EN)
      .set('Authorization', `Bearer ${TOKEN}`)
      .set('Content-Type', 'message/rfc822')
      .send(dsn(envelope?.from as string, fresh.email))
      .expect(202);
    expect(report.body.kind).toBe('hard_bounce');
    const [row] = await t.database.db.select({ emailDisabled: users.emailDisabled }).from(users).where(eq(users.id, res.body.user.id));
    expect(row?.emailDisabled).toBe('bounce');
  });
});
