import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/platform/db/schema';
import { verpAddress } from '#server/core/domain/notifications/verp';
import { loadSecrets, type Secrets } from '#server/platform/secrets';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const TOKEN = 'mail-events-token-of-the-test-suite';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A delivery status notification as RFC 3464's example has it, sent back to our bounce address. */
function dsn(options: { to: string; recipient: string; status: string; action?: string; id?: string }): string {
  const boundary = 'RAA14128.773615765/mx.example.org';
  return [
    'Return-Path: <>',
    'Date: Thu, 7 Jul 1994 17:16:05 -0400',
    'From: Mail Delivery Subsystem <MAILER-DAEMON@mx.example.org>',
    `Message-Id: <${options.id ?? crypto.randomUUID()}@mx.example.org>`,
    'Subject: Returned mail: see transcript for details',
    `To: ${options.to}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status;\r\n    boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain',
    '',
    '   ----- The following addresses had delivery problems -----',
    `<${options.recipient}>  (unrecoverable error)`,
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.org',
    'Arrival-Date: Sat, 2 Jul 1994 17:10:28 -0400',
    '',
    `Final-Recipient: rfc822; ${options.recipient}`,
    `Action: ${options.action ?? 'failed'}`,
    `Status: ${options.status}`,
    `Diagnostic-Code: smtp; 550 ${options.status} <${options.recipient}>... Refused`,
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    `Return-Path: <${options.to}>`,
    'From: FlirtLocal <noreply@flirtlocal.example>',
    `To: ${options.recipient}`,
    'Subject: Anna sent you a message',
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** A spam complaint as RFC 5965's example has it: the report goes to the feedback address, the returned message names ours. */
function arf(options: { returnPath: string; recipient: string; type?: string; id?: string }): string {
  const boundary = 'part1_13d.2e68ed54_boundary';
  return [
    'From: <abusedesk@example.com>',
    'Date: Thu, 8 Mar 2005 17:40:36 EDT',
    'Subject: FW: Anna sent you a message',
    'To: <fbl@flirtlocal.example>',
    `Message-ID: <${options.id ?? crypto.randomUUID()}@example.com>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=feedback-report;\r\n     boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset="US-ASCII"',
    '',
    'This is an email abuse report for an email message received from IP 192.0.2.1.',
    '',
    `--${boundary}`,
    'Content-Type: message/feedback-report',
    '',
    `Feedback-Type: ${options.type ?? 'abuse'}`,
    'User-Agent: SomeGenerator/1.0',
    'Version: 1',
    '',
    `--${boundary}`,
    'Content-Type: message/rfc822',
    'Content-Disposition: inline',
    '',
    `Return-Path: <${options.returnPath}>`,
    'From: FlirtLocal <noreply@flirtlocal.example>',
    `To: <${options.recipient}>`,
    'Subject: Anna sent you a message',
    'Message-ID: <0123456789abcdef0123456789abcdef@flirtlocal.example>',
    '',
    'Anna has sent you a first message on FlirtLocal.',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

describe.each(BACKENDS)('the bounce and spam-report intake on $name', (backend) => {
  let t: TestApp;
  let secrets: Secrets;
  beforeAll(async () => {
    t = await createTestApp(backend, { mailEventsToken: TOKEN });
    secrets = loadSecrets({ dataDir: t.dataDir });
  });
  afterAll(() => t.close());

  const bounceAddress = (userId: number, tenant = 'flirtlocal') =>
    verpAddress(secrets, t.tenants.get(tenant)?.tenant as { id: string; domains: string[] }, userId);
  /** What the MTA posts: the raw report, its bearer token, no session, no Origin. */
  const post = (body: string | Buffer, token = TOKEN, type = 'message/rfc822') =>
    request(t.app).post('/api/mail-events.php').set('Host', EN).set('Authorization', `Bearer ${token}`).set('Content-Type', type).send(body);
  const email = async (cookie: string) => (await api(t.app, EN, cookie).get('/api/notifications.php').expect(200)).body;

  it('stops the address at once for an unknown mailbox; the settings say so until the member resumes', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const res = await post(dsn({ to: bounceAddress(anna.id), recipient: anna.body.email, status: '5.1.1' })).expect(202);
    expect(res.body).toEqual({ ok: true, kind: 'hard_bounce' });
    const stopped = await email(anna.cookie);
    expect(stopped.email).toMatchObject({ address: anna.body.email, disabled: 'bounce' });
    expect(Date.parse(stopped.email.since)).not.toBeNaN();
    expect(stopped.notifications.find((entry: { type: string }) => entry.type === 'new_messages')).toMatchObject({ enabled: false, reason: 'bounce' });
    const resumed = (
      await api(t.app, EN, anna.cookie)
        .put('/api/notifications.php', { disabled: ['promotions', 'news'], resume_email: true })
        .expect(200)
    ).body;
    expect(resumed.email).toMatchObject({ disabled: null, since: null });
  });

  it('stops it after three other permanent failures in 30 days; a report delivered twice counts once, a delay not at all', async () => {
    const ben = await createMember(t.app, t.database.db, EN);
    const full = (id?: string) => dsn({ to: bounceAddress(ben.id), recipient: ben.body.email, status: '5.2.2', ...(id && { id }) });
    expect((await post(full('twice')).expect(202)).body.kind).toBe('hard_bounce');
    await post(full('twice')).expect(202);
    expect((await post(dsn({ to: bounceAddress(ben.id), recipient: ben.body.email, status: '4.4.1', action: 'delayed' })).expect(202)).body.kind).toBe(
      'soft_bounce',
    );
    await post(full()).expect(202);
    expect((await email(ben.cookie)).email.disabled).toBeNull();
    await post(full()).expect(202);
    expect((await email(ben.cookie)).email.disabled).toBe('bounce');

    // Older failures drop out of the count.
    const cleo = await createMember(t.app, t.database.db, EN);
    const again = () => post(dsn({ to: bounceAddress(cleo.id), recipient: cleo.body.email, status: '5.7.1' })).expect(202);
    await again();
    await again();
    t.clock.offsetMs += 31 * DAY_MS;
    await again();
    // (A month on, the session is gone too: the row tells.)
    const [row] = await t.database.db.select({ emailDisabled: users.emailDisabled }).from(users).where(eq(users.id, cleo.id));
    expect(row?.emailDisabled).toBeNull();
  });

  it('stops the address for a spam complaint, found through the returned message', async () => {
    const dan = await createMember(t.app, t.database.db, EN);
    expect((await post(arf({ returnPath: bounceAddress(dan.id), recipient: dan.body.email, type: 'not-spam' })).expect(202)).body.kind).toBe('ignored');
    expect((await post(arf({ returnPath: bounceAddress(dan.id), recipient: dan.body.email }), TOKEN, 'text/plain').expect(202)).body).toEqual({
      ok: true,
      kind: 'complaint',
    });
    const reported = await email(dan.cookie);
    expect(reported.email.disabled).toBe('fbl');
    expect(reported.notifications.find((entry: { type: string }) => entry.type === 'like')).toMatchObject({ enabled: false, reason: 'fbl' });
  });

  it('ignores what is not about a member of this site: forged, foreign, stale, unrelated or garbage', async () => {
    const eve = await createMember(t.app, t.database.db, EN);
    const address = bounceAddress(eve.id);
    const forged = address.replace(/\.[0-9a-f]{20}@/, `.${'0'.repeat(20)}@`);
    const bodies = [
      dsn({ to: forged, recipient: eve.body.email, status: '5.1.1' }),
      // Another site's bounce address for the same id, posted to this site.
      dsn({ to: bounceAddress(eve.id, 'herzklopfen'), recipient: eve.body.email, status: '5.1.1' }),
      // An address the member no longer uses.
      dsn({ to: address, recipient: 'old.address@example.org', status: '5.1.1' }),
      dsn({ to: address, recipient: eve.body.email, status: '2.0.0', action: 'delivered' }),
      `From: someone@example.org\r\nTo: ${address}\r\nSubject: Hi\r\n\r\nJust a mail.\r\n`,
      crypto.randomBytes(2048),
      '',
    ];
    for (const body of bodies) expect((await post(body).expect(202)).body).toEqual({ ok: true, kind: 'ignored' });
    expect((await email(eve.cookie)).email.disabled).toBeNull();
  });

  it('answers 401 without the right token and 413 for a report over 1 MB', async () => {
    const body = dsn({ to: 'x@flirtlocal.example', recipient: 'y@example.org', status: '5.1.1' });
    for (const token of ['wrong-token-of-the-same-size-ok', '', `${TOKEN}x`]) {
      const res = await post(body, token).expect(401);
      expect(res.body).toEqual({ error: 'unauthorized', message: 'This request is not authorised.' });
    }
    await request(t.app).post('/api/mail-events.php').set('Host', EN).send(body).expect(401);
    await post(Buffer.alloc(1024 * 1024 + 1, 'a')).expect(413);
  });
});

describe('the intake without MAIL_EVENTS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(BACKENDS[0] as (typeof BACKENDS)[number]);
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const res = await request(t.app).post('/api/mail-events.php').set('Host', EN).set('Authorization', `Bearer ${TOKEN}`).send('x').expect(404);
    expect(res.body.error).toBe('not_found');
  });
});
