import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '#server/platform/paths';
import { loadSecrets } from '#server/platform/secrets';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { TenantRegistry } from '#server/platform/tenancy/registry';
import { decryptPush, FAKE_PUSH_NAME, FakePushService, verifyVapid, type TestSubscription } from '#tests/support/fake-push';
import type { Resolver } from './agent';
import { PushEndpointRefused } from './endpoint-policy';
import { createPushSender, PushRejected, PushServiceError } from './sender';
import type { PushMessage } from './types';

const tenants = new TenantRegistry(loadTenantFiles(path.join(ROOT, 'tenants')));
const secrets = loadSecrets({ APP_SECRET: 'a-deployment-secret-of-the-push-sender-test', dataDir: '/nonexistent' });

const MESSAGE: PushMessage = {
  title: 'FlirtLocal',
  body: 'Anna sent you a message',
  tag: 'chat-17',
  url: '/members/17/chat',
  icon: '/icons/icon-192.png?v=1',
  lang: 'en',
  badge: 3,
};
const OPTIONS = { ttlSeconds: 86_400, urgency: 'high', topic: 'chat-17' } as const;

const target = (subscription: TestSubscription) => ({ endpoint: subscription.endpoint, ...subscription.keys });

/** A stand-in for DNS: the fake's name is on loopback; two names were rebound to private addresses (one of two is enough). */
const dns: Resolver = (hostname, _options, callback) => {
  if (hostname === FAKE_PUSH_NAME) return callback(null, [{ address: '127.0.0.1', family: 4 }]);
  if (hostname === 'rebound.example.com') return callback(null, [{ address: '127.0.0.2', family: 4 }]);
  if (hostname === 'mixed.example.com')
    return callback(null, [
      { address: '127.0.0.1', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ]);
  callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
};

describe('the web push sender', () => {
  let fake: FakePushService;
  beforeAll(async () => {
    fake = await FakePushService.start();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.status = 201;
  });
  const sender = (allowLoopback = true) => createPushSender({ secrets, tenants, allowLoopback, agent: fake.agent({ lookup: dns, allowLoopback }) });

  it('sends the message encrypted for the browser (aes128gcm), signed with the site key, with TTL, urgency and topic', async () => {
    const push = sender();
    const browser = fake.subscription();
    expect(await push.send('flirtlocal', target(browser), MESSAGE, OPTIONS)).toBe('sent');
    const [request] = fake.requestsTo(browser.endpoint);
    if (!request) throw new Error('the push service received nothing');
    expect(request.method).toBe('POST');
    expect(request.headers).toMatchObject({ ttl: '86400', urgency: 'high', topic: 'chat-17', 'content-encoding': 'aes128gcm' });
    expect(request.body.includes(Buffer.from('Anna'))).toBe(false);
    expect(decryptPush(request, browser)).toEqual(MESSAGE);
    const claims = verifyVapid(request, push.publicKey('flirtlocal'), browser.endpoint);
    expect(claims.sub).toBe('mailto:support@flirtlocal.example');
  });

  it("signs each site's pushes with that site's own key", async () => {
    const push = sender();
    const browser = fake.subscription();
    await push.send('herzklopfen', target(browser), { ...MESSAGE, title: 'Herzklopfen 40+', lang: 'de' }, OPTIONS);
    const [request] = fake.requestsTo(browser.endpoint);
    if (!request) throw new Error('the push service received nothing');
    expect(push.publicKey('herzklopfen')).not.toBe(push.publicKey('flirtlocal'));
    expect(verifyVapid(request, push.publicKey('herzklopfen'), browser.endpoint).sub).toBe('mailto:hilfe@herzklopfen40.example');
    expect(() => verifyVapid(request, push.publicKey('flirtlocal'), browser.endpoint)).toThrow();
  });

  it('reports a subscription the service no longer knows (404, 410) as gone', async () => {
    for (const status of [404, 410]) {
      fake.status = status;
      expect(await sender().send('flirtlocal', target(fake.subscription()), MESSAGE, OPTIONS)).toBe('gone');
    }
  });

  it('throws on an overloaded or broken service (429 with its Retry-After, 5xx) to be retried, and on a refusal for good', async () => {
    fake.status = 429;
    await expect(sender().send('flirtlocal', target(fake.subscription()), MESSAGE, OPTIONS)).rejects.toThrow(
      expect.objectContaining({ name: PushServiceError.name, message: expect.stringContaining('Retry-After: 30') }),
    );
    fake.status = 500;
    await expect(sender().send('flirtlocal', target(fake.subscription()), MESSAGE, OPTIONS)).rejects.toBeInstanceOf(PushServiceError);
    fake.status = 403;
    await expect(sender().send('flirtlocal', target(fake.subscription()), MESSAGE, OPTIONS)).rejects.toBeInstanceOf(PushRejected);
  });

  it('follows a name to loopback only with PUSH_ALLOW_LOOPBACK, and a name rebound to a private address never', async () => {
    const named = fake.subscription(FAKE_PUSH_NAME);
    expect(await sender().send('flirtlocal', target(named), MESSAGE, OPTIONS)).toBe('sent');
    expect(fake.requestsTo(named.endpoint)).toHaveLength(1);

    const before = fake.requests.length;
    await expect(sender(false).send('flirtlocal', target(fake.subscription(FAKE_PUSH_NAME)), MESSAGE, OPTIONS)).rejects.toBeInstanceOf(PushEndpointRefused);
    for (const name of ['rebound.example.com', 'mixed.example.com']) {
      const rebound = { ...target(fake.subscription()), endpoint: `https://${name}:${fake.port}/wpush/v2/rebound` };
      await expect(sender().send('flirtlocal', rebound, MESSAGE, OPTIONS), name).rejects.toBeInstanceOf(PushEndpointRefused);
    }
    expect(fake.requests.length).toBe(before);
  });

  it('never sends to an endpoint the policy refuses, whatever is stored', async () => {
    const before = fake.requests.length;
    const keys = fake.subscription().keys;
    for (const endpoint of [
      `http://127.0.0.1:${fake.port}/x`,
      `https://[::ffff:127.0.0.1]:${fake.port}/x`,
      `https://localhost:${fake.port}/x`,
      `https://user:pw@127.0.0.1:${fake.port}/x`,
    ])
      await expect(sender().send('flirtlocal', { endpoint, ...keys }, MESSAGE, OPTIONS), endpoint).rejects.toBeInstanceOf(PushEndpointRefused);
    await expect(sender(false).send('flirtlocal', target(fake.subscription()), MESSAGE, OPTIONS)).rejects.toBeInstanceOf(PushEndpointRefused);
    expect(fake.requests.length).toBe(before);
  });
});
