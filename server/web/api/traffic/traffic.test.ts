import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { landingVisits } from '#server/platform/db/schema';

const EN = 'flirtlocal.localhost';
const visitKey = () => crypto.randomBytes(16).toString('base64url');

describe.each(BACKENDS)('landing visits, bounces and the page-hidden beacon on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // The client address comes from X-Forwarded-For, so each test counts against an address of its own.
    t = await createTestApp(backend, { trustProxy: true, limits: { landingEventsPerIp: { points: 5 } } });
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({
    post: (path: string, body: object) => api(t.app, EN).post(path, body).set('X-Forwarded-For', ip),
  });
  const visitOf = async (key: string) => (await t.database.db.select().from(landingVisits).where(eq(landingVisits.visitKey, key)))[0];
  /** As navigator.sendBeacon sends it: text/plain, an empty JSON body, the page's own Origin, no client header. */
  const beacon = (key: string, origin: string, ip: string) =>
    request(t.app)
      .post(`/api/page-hidden.php?visit=${key}`)
      .set('Host', EN)
      .set('Origin', origin)
      .set('X-Forwarded-For', ip)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send('{}');

  it('records a landing view once, with its tracking values and path but no address', async () => {
    const key = visitKey();
    const body = { visit: key, path: '/landers/gallery/summer', network: 'adnet', ref: 'aff-7', sub1: 'click<42>', sub3: 'banner' };
    await from('198.51.100.10').post('/api/landing-visit.php', body).expect(204);
    await from('198.51.100.10').post('/api/landing-visit.php', body).expect(204);
    const rows = await t.database.db.select().from(landingVisits).where(eq(landingVisits.visitKey, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: 'flirtlocal',
      path: '/landers/gallery/summer',
      network: 'adnet',
      ref: 'aff-7',
      sub1: 'click42',
      sub2: null,
      sub3: 'banner',
    });
    expect(JSON.stringify(rows[0])).not.toContain('198.51.100');
  });

  it('counts a page with tracking values as a landing, and refuses other pages and bad keys', async () => {
    const key = visitKey();
    await from('198.51.100.11').post('/api/landing-visit.php', { visit: key, path: '/members', network: 'adnet' }).expect(204);
    expect((await visitOf(key))?.path).toBe('/members');
    const plain = await from('198.51.100.11').post('/api/landing-visit.php', { visit: visitKey(), path: '/members' }).expect(400);
    expect(plain.body.error).toBe('invalid_request');
    await from('198.51.100.11').post('/api/landing-visit.php', { visit: 'short', path: '/landers/gallery' }).expect(400);
    await from('198.51.100.11').post('/api/landing-visit.php', { visit: visitKey(), path: 'https://evil.example/landers/x' }).expect(400);
  });

  it('logs a bounce (lb) once for the visit it names, and only on its own site', async () => {
    const key = visitKey();
    await from('198.51.100.12').post('/api/landing-visit.php', { visit: key, path: '/members/12/landing', network: 'adnet' }).expect(204);
    await request(t.app)
      .post('/api/page-bounce.php')
      .set('Host', 'herzklopfen.localhost')
      .set('X-Request-Type', 'client')
      .set('X-Forwarded-For', '198.51.100.12')
      .send({ visit: key })
      .expect(204);
    expect((await visitOf(key))?.bouncedAt).toBeNull();
    await from('198.51.100.12').post('/api/page-bounce.php', { visit: key }).expect(204);
    const first = (await visitOf(key))?.bouncedAt;
    expect(first).toBeInstanceOf(Date);
    t.clock.offsetMs += 60_000;
    await from('198.51.100.12').post('/api/page-bounce.php', { visit: key }).expect(204);
    t.clock.offsetMs -= 60_000;
    expect((await visitOf(key))?.bouncedAt).toEqual(first);
  });

  it('takes the page-hidden beacon as sendBeacon sends it from the page, and refuses it from another site', async () => {
    const key = visitKey();
    await from('198.51.100.13').post('/api/landing-visit.php', { visit: key, path: '/landers/video' }).expect(204);
    await beacon(key, 'http://evil.example', '198.51.100.13').expect(403);
    await beacon(key, 'http://herzklopfen.localhost', '198.51.100.13').expect(403);
    expect((await visitOf(key))?.hiddenAt).toBeNull();
    await beacon(key, `http://${EN}`, '198.51.100.13').expect(204);
    expect((await visitOf(key))?.hiddenAt).toBeInstanceOf(Date);
    // A page that is no landing sends the beacon without a key: accepted, nothing stored.
    await request(t.app).post('/api/page-hidden.php').set('Host', EN).set('Origin', `http://${EN}`).set('Content-Type', 'text/plain').send('{}').expect(204);
  });

  it('stops counting an address over its allowance, and writes nothing then', async () => {
    const ip = '198.51.100.14';
    for (let view = 0; view < 5; view += 1) await from(ip).post('/api/landing-visit.php', { visit: visitKey(), path: '/landers/gallery' }).expect(204);
    const key = visitKey();
    const refused = await from(ip).post('/api/landing-visit.php', { visit: key, path: '/landers/gallery' }).expect(429);
    expect(refused.body.error).toBe('too_many_requests');
    expect(await visitOf(key)).toBeUndefined();
    await beacon(key, `http://${EN}`, ip).expect(429);
    // Another address is counted apart.
    await from('198.51.100.15').post('/api/landing-visit.php', { visit: key, path: '/landers/gallery' }).expect(204);
  });
});
