import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, GOOD_PASSWORD, signUp } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { lastSentMailTo, sentMails } from '#tests/support/mail';
import { createMember } from '#tests/support/members';
import { createPaymentTestApp } from '#tests/support/payments';
import type { TestApp } from '#tests/support/test-app';
import { payments, sandboxPayments } from '../db/schema';
import { deliverInternally } from '#server/adapters/payment-providers/deliver';

/** Someone who wants the reset link for themselves, or our server to call their machine. */
const POISONED_HOSTS = [
  '[::1]@evil.example',
  '[::1]:3000@evil.example',
  'evil.example',
  'flirtlocal.localhost@evil.example',
  'flirtlocal.localhost:80@evil',
  'flirtlocal.localhost evil.example',
  'flirtlocal.localhost\tevil.example',
  'flirtlocal.localhost/evil.example',
  'flirtlocal.localhost%0d%0aX-Evil: 1',
  '[::2]',
  '[0:0:0:0:0:0:0:1]@evil.example',
];

/** Other names of the default site FlirtLocal: each must still answer, with links to the one canonical origin. */
const ALIASES = ['localhost', '127.0.0.1:8080', '[::1]:3000', 'www.flirtlocal.example', 'flirtlocal.test', 'FlirtLocal.localhost.'];

/** Every absolute URL in a mail, text and HTML part. */
function urlsIn(mail: ParsedMail): string[] {
  const found = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  expect(found.length, `links in "${mail.subject}"`).toBeGreaterThan(0);
  return found;
}

describe.each(BACKENDS)('absolute URLs come from the site’s configured origin on $name', (backend) => {
  let t: TestApp;
  let origin: string;
  let victim: Awaited<ReturnType<typeof createMember>>;
  /** A machine of the attacker's: nothing of ours may ever call it. */
  const evilCalls: string[] = [];
  const evil = http.createServer((req, res) => {
    evilCalls.push(`${req.method} ${req.url}`);
    res.end();
  });
  let evilHost: string;

  beforeAll(async () => {
    t = await createPaymentTestApp(backend);
    origin = t.tenants.get('flirtlocal')?.origin ?? '';
    victim = await createMember(t.app, t.database.db, 'flirtlocal.localhost', { country: 'NL' });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    evilHost = `127.0.0.1:${(evil.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => evil.close(resolve));
  });

  it('is the configured template, not the request', () => {
    expect(origin).toBe('http://flirtlocal.localhost:3000');
  });

  it('answers a poisoned Host with the unknown-site 404 and mails nothing', async () => {
    const mailsBefore = (await sentMails(t)).length;
    for (const host of [...POISONED_HOSTS, `[::1]@${evilHost}`]) {
      const reset = await request(t.app).post('/api/reset-password.php').set('Host', host).set('X-Request-Type', 'client').send({ email: victim.body.email });
      expect([reset.status, reset.body.error], host).toEqual([404, 'unknown_site']);
      const signup = await request(t.app).post('/api/signup.php').set('Host', host).set('X-Request-Type', 'client').send({ email: 'someone@example.org' });
      expect(signup.status, host).toBe(404);
      const activation = await request(t.app).post('/api/activate.php').set('Host', host).set('X-Request-Type', 'client').set('Cookie', victim.cookie);
      expect(activation.status, host).toBe(404);
      const payment = await request(t.app)
        .post('/api/payment.php')
        .set('Host', host)
        .set('X-Request-Type', 'client')
        .set('Cookie', victim.cookie)
        .send({ package: 'starter', paymentmethod: 'ideal' });
      expect(payment.status, host).toBe(404);
      const page = await request(t.app).get('/credits').set('Host', host);
      expect(page.status, host).toBe(404);
    }
    expect((await sentMails(t)).length).toBe(mailsBefore);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, victim.id))).toEqual([]);
    expect(evilCalls).toEqual([]);
  });

  it.each(ALIASES)('links every account mail asked for through %s to the canonical origin', async (host) => {
    const expectCanonical = async (address: string) => {
      for (const url of urlsIn(await lastSentMailTo(t, address))) expect(url.startsWith(`${origin}/`) || url === origin, url).toBe(true);
    };
    // Activation (sign-up and resend).
    const member = await signUp(t.app, host);
    await expectCanonical(member.body.email);
    await api(t.app, host, member.cookie).post('/api/activate.php').expect(200);
    await expectCanonical(member.body.email);
    // Password reset.
    await api(t.app, host).post('/api/reset-password.php', { email: member.body.email }).expect(200);
    await expectCanonical(member.body.email);
    // E-mail change: the link goes to the new address.
    const next = `next.${member.body.email}`;
    await api(t.app, host, member.cookie).post('/api/mail-change.php', { email: next, password: GOOD_PASSWORD }).expect(200);
    await expectCanonical(next);
    // Deletion mails a reactivation link; asking again sends another.
    await api(t.app, host, member.cookie).delete('/api/user.php', { reason: 'time', password: GOOD_PASSWORD }).expect(200);
    await expectCanonical(member.body.email);
    await api(t.app, host).post('/api/reactivate.php', { email: member.body.email }).expect(200);
    await expectCanonical(member.body.email);
  });

  it.each(ALIASES)('gives the provider return and webhook URLs of the canonical origin through %s', async (host) => {
    const buyer = await createMember(t.app, t.database.db, 'flirtlocal.localhost', { country: 'NL' });
    const started = await api(t.app, host, buyer.cookie).post('/api/payment.php', { package: 'starter', paymentmethod: 'ideal' }).expect(201);
    expect(started.body.redirect.startsWith(`${origin}/sandbox/checkout/`)).toBe(true);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, started.body.payment.payment_id));
    const [atProvider] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.ref, payment?.providerRef ?? ''));
    expect(atProvider?.redirectUrl).toBe(`${origin}/credits/starter/ideal?payment=${payment?.id}`);
    expect(atProvider?.webhookUrl).toBe(`${origin}/api/payments/webhook/sandbox`);
  });
});

describe('server-to-server calls', () => {
  const received: { host: string | undefined; url: string | undefined; body: string }[] = [];
  const app = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ host: req.headers.host, url: req.url, body });
      res.writeHead(202).end();
    });
  });
  let internalUrl: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    internalUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => app.close(resolve)));

  it('go to the app’s internal address whatever host the URL names, which only travels as Host', async () => {
    const deliver = deliverInternally(internalUrl);
    expect(await deliver('https://flirtlocal.example/api/payments/webhook/sandbox', 'id=sbp_1', { 'Content-Type': 'application/x-www-form-urlencoded' })).toBe(
      202,
    );
    expect(await deliver('http://169.254.169.254:80/latest/meta-data?x=1', 'id=sbp_2', {})).toBe(202);
    expect(received).toEqual([
      { host: 'flirtlocal.example', url: '/api/payments/webhook/sandbox', body: 'id=sbp_1' },
      { host: '169.254.169.254', url: '/latest/meta-data?x=1', body: 'id=sbp_2' },
    ]);
  });
});
