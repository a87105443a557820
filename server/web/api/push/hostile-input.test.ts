import http from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '#server/platform/db/schema';
import { BACKENDS } from '#tests/support/backends';
import { FakePushService } from '#tests/support/fake-push';
import { HOSTILE_BODIES, HOSTILE_STRINGS, seedOf, type FuzzBody } from '#tests/support/fuzz';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';

/**
 * The fuzz suite walks every route, but its generated bodies name the fields of other areas and
 * rarely add ?push=1: here the subscription's own fields get the hostile values.
 */
describe.each(BACKENDS)('POST /api/user.php?push=1 under hostile input on $name', (backend) => {
  let t: TestApp;
  let server: http.Server;
  let fake: FakePushService;
  beforeAll(async () => {
    fake = await FakePushService.start();
    t = await createTestApp(backend);
    server = http.createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
    await fake.close();
  });

  it('answers every spoiled case with a 4xx {error, message}, never a 5xx, and stores no bad endpoint', { timeout: 120_000 }, async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const device = fake.subscription();
    const valid = { endpoint: device.endpoint, expirationTime: null, keys: device.keys };
    const spoiled = (value: unknown): FuzzBody[] =>
      [
        { subscription: value },
        { subscription: { ...valid, endpoint: value } },
        { subscription: { ...valid, expirationTime: value } },
        { subscription: { ...valid, keys: value } },
        { subscription: { ...valid, keys: { ...device.keys, p256dh: value } } },
        { subscription: { ...valid, keys: { ...device.keys, auth: value } } },
        { subscription: false, endpoint: value },
        { subscription: 'denied', endpoint: value },
      ].map((body) => ({ kind: 'json', value: body }));
    const cases: FuzzBody[] = [
      ...HOSTILE_BODIES,
      ...HOSTILE_STRINGS.flatMap(spoiled),
      ...fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed: seedOf('push subscription'), numRuns: 40 }).flatMap(spoiled),
    ];
    const failures: string[] = [];
    for (const cookie of [anna.cookie, '']) {
      for (const body of cases) {
        let test = request(server).post('/api/user.php?push=1').set('Host', EN).set('X-Request-Type', 'client').set('Cookie', cookie);
        if (body.kind === 'json') test = test.set('Content-Type', 'application/json').send(JSON.stringify(body.value));
        if (body.kind === 'raw') test = test.set('Content-Type', body.contentType).send(body.data);
        const res = await test;
        const described = body.kind === 'json' ? JSON.stringify(body.value).slice(0, 120) : body.kind;
        if (res.status >= 500) failures.push(`${res.status} for ${described}`);
        else if (res.status >= 400 && (typeof res.body?.error !== 'string' || !res.body?.message)) failures.push(`${res.status} without {error, message}`);
      }
    }
    expect(failures).toEqual([]);
    const stored = await t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(stored.every((row) => row.endpoint.startsWith(`https://127.0.0.1:${fake.port}/`))).toBe(true);
  });
});
