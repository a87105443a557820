import crypto from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, siteUrl } from './fixtures';

const PASSWORD = 'Velvet-Harbour-82';

/** A member signed up through the API and logged in in this page's context. */
export async function newMember(page: Page, tenant: string): Promise<{ id: number; email: string }> {
  const email = `notify.${Date.now()}.${crypto.randomInt(1e6)}@example.org`;
  await page.goto(siteUrl(tenant, '/pages/faq'));
  const res = await page.evaluate(
    async ({ address, password }) => {
      const body = { email: address, name: 'Robin', password, date_of_birth: '1988-04-05', gender: 'female', sexuality: 'hetero' };
      const answer = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: (await answer.json()) as { user: { id: number } } };
    },
    { address: email, password: PASSWORD },
  );
  expect(res.status).toBe(201);
  return { id: res.body.user.id, email };
}

/** A request the way a mail program or an MTA makes it: no session, no Origin header of the site's pages (browser fetch, cookies left out). */
export async function postWithoutSession(page: Page, target: string, body: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return page.evaluate(
    async ({ target: url, body: payload, headers: extra }) => {
      const answer = await fetch(url, { method: 'POST', credentials: 'omit', headers: extra, body: payload });
      return { status: answer.status, text: await answer.text() };
    },
    { target, body, headers },
  );
}

/** A hard bounce (RFC 3464) of a notification mail, sent back to its VERP return path. */
export function bounceReport(returnPath: string, recipient: string): string {
  return [
    `From: Mail Delivery System <MAILER-DAEMON@mx.example.net>`,
    `To: ${returnPath}`,
    `Subject: Undelivered Mail Returned to Sender`,
    `Message-ID: <dsn-${crypto.randomUUID()}@mx.example.net>`,
    `MIME-Version: 1.0`,
    `Content-Type: multipart/report; report-type=delivery-status; boundary="dsn"`,
    ``,
    `--dsn`,
    `Content-Type: text/plain`,
    ``,
    `Your message could not be delivered.`,
    `--dsn`,
    `Content-Type: message/delivery-status`,
    ``,
    `Reporting-MTA: dns; mx.example.net`,
    ``,
    `Final-Recipient: rfc822; ${recipient}`,
    `Action: failed`,
    `Status: 5.1.1`,
    `Diagnostic-Code: smtp; 550 5.1.1 <${recipient}>: Recipient address rejected: User unknown`,
    ``,
    `--dsn`,
    `Content-Type: text/rfc822-headers`,
    ``,
    `Return-Path: <${returnPath}>`,
    `To: ${recipient}`,
    `Subject: Someone sent you a message`,
    `--dsn--`,
    ``,
  ].join('\r\n');
}

/** A spam complaint (RFC 5965) of a member's mailbox provider, with the mail it is about. */
export function complaintReport(returnPath: string, recipient: string): string {
  return [
    `From: Feedback Loop <fbl@mailbox.example.com>`,
    `To: abuse@flirtlocal.example`,
    `Subject: Complaint about a message`,
    `Message-ID: <arf-${crypto.randomUUID()}@mailbox.example.com>`,
    `MIME-Version: 1.0`,
    `Content-Type: multipart/report; report-type=feedback-report; boundary="arf"`,
    ``,
    `--arf`,
    `Content-Type: text/plain`,
    ``,
    `This is an e-mail abuse report.`,
    `--arf`,
    `Content-Type: message/feedback-report`,
    ``,
    `Feedback-Type: abuse`,
    `User-Agent: MailboxFBL/1.0`,
    `Version: 1`,
    ``,
    `--arf`,
    `Content-Type: message/rfc822`,
    ``,
    `Return-Path: <${returnPath}>`,
    `From: Flirt <noreply@flirtlocal.example>`,
    `To: ${recipient}`,
    `Subject: Someone liked you`,
    `Message-ID: <${crypto.randomUUID()}@flirtlocal.example>`,
    ``,
    `Hello`,
    `--arf--`,
    ``,
  ].join('\r\n');
}

interface MadeSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Runs in the page before its scripts (serialized by Playwright: it may use nothing from outside). */
function replacePushManager(made: MadeSubscription): void {
  const STORE = 'e2e-push-subscription';
  const bytes = (base64url: string) => {
    const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
    return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0)).buffer;
  };
  const text = (buffer: ArrayBuffer) =>
    btoa(String.fromCharCode(...new Uint8Array(buffer)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const build = (key: string) => ({
    endpoint: made.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: bytes(key) },
    getKey: (name: 'p256dh' | 'auth') => bytes(made[name]),
    toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: { p256dh: made.p256dh, auth: made.auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(STORE);
      return true;
    },
  });
  if (typeof PushManager === 'undefined') return;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const raw = typeof key === 'string' ? key : text(key instanceof ArrayBuffer ? key : ((key as ArrayBufferView).buffer as ArrayBuffer));
    localStorage.setItem(STORE, raw);
    return build(raw) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const key = localStorage.getItem(STORE);
    return key === null ? null : (build(key) as unknown as PushSubscription);
  };
}

/**
 * Headless Chromium cannot reach a real push service (the browser vendor's, outside our reach),
 * so in this test only PushManager's subscribe and getSubscription hand out a subscription the test
 * made: a loopback endpoint (the server takes it with PUSH_ALLOW_LOOPBACK=1) with a real P-256 key
 * and auth secret, kept in localStorage so it outlives a reload as the browser's would. The
 * permission, the service worker, the server's checks and storage are all real; pushes reach the
 * worker through the DevTools protocol, the way the browser's push service hands them over.
 */
export async function replaceBrowserPushService(context: BrowserContext): Promise<void> {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const made: MadeSubscription = {
    endpoint: `https://127.0.0.1:9/wpush/${crypto.randomBytes(12).toString('base64url')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
  await context.addInitScript(replacePushManager, made);
}

/**
 * For tests about push: a new member's profile lacks a photo, so the enrich alert would come first
 * (docs/product.md#member-alerts); this browser closed it a moment ago.
 */
export async function restEnrichAlert(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!localStorage.getItem('hide-enrich-alert')) localStorage.setItem('hide-enrich-alert', new Date().toISOString());
  });
}

export async function logIn(page: Page, email: string): Promise<void> {
  const status = await page.evaluate(
    async ({ address, password }) => {
      const answer = await fetch('/api/user.php', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
        body: JSON.stringify({ email: address, password }),
      });
      return answer.status;
    },
    { address: email, password: PASSWORD },
  );
  expect(status).toBe(200);
}
