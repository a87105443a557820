import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { sendMessage } from '#tests/support/complaints';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { createLogger } from '#server/platform/logger';
import { ROOT } from '#server/platform/paths';
import { pushSubscriptions } from '#server/platform/db/schema';
import { listenMetrics } from './listener';

const SITE = 'flirtlocal.localhost';

/** The value of one sample line of a scrape (name and labels as written), or undefined. */
function sample(scrape: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of scrape.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = /\{(.*)\}/.exec(line)?.[1] ?? '';
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

/** PromQL's functions and keywords: every other word of a query is a metric name. */
const PROMQL_WORDS = new Set([
  'sum',
  'rate',
  'irate',
  'increase',
  'histogram_quantile',
  'max',
  'min',
  'avg',
  'count',
  'topk',
  'by',
  'without',
  'or',
  'and',
  'clamp_min',
]);

/** Every metric name a Grafana dashboard's queries use. */
function queriedNames(dashboard: unknown): Set<string> {
  const exprs: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'expr' && typeof value === 'string') exprs.push(value);
        else walk(value);
      }
    }
  };
  walk(dashboard);
  const names = new Set<string>();
  for (const expr of exprs) {
    // Label matchers, grouping lists, ranges, strings and Grafana's variables hold other words: out first.
    const bare = expr
      .replace(/"[^"]*"/g, '')
      .replace(/\$\w+/g, '')
      .replace(/\{[^}]*\}/g, '')
      .replace(/\[[^\]]*\]/g, '')
      .replace(/\b(by|without)\s*\([^)]*\)/g, '');
    for (const word of bare.match(/[a-zA-Z_:][\w:]*/g) ?? []) if (!PROMQL_WORDS.has(word)) names.add(word);
  }
  return names;
}

describe.each(BACKENDS)('metrics on $name', (backend) => {
  let t: TestApp;
  let listener: Server;
  let metricsPort: number;
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    listener = await listenMetrics({
      port: 0,
      host: '127.0.0.1',
      scrape: () => t.metrics.registry.metrics(),
      contentType: t.metrics.registry.contentType,
      logger: createLogger('silent'),
    });
    metricsPort = (listener.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
    await t.close();
  });

  it('times requests by route and status, with buckets, and never by the raw address', async () => {
    for (let index = 0; index < 3; index += 1) await request(t.app).get('/api/settings.php').set('Host', SITE).expect(200);
    await request(t.app).get('/api/no-such-endpoint-4711.php').set('Host', SITE).expect(404);
    await request(t.app).get('/api/user.php').set('Host', SITE).expect(200);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/settings.php', method: 'GET', status: '200' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/settings.php', status: '200', le: '+Inf' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/user.php', status: '200' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'other', status: '404' })).toBe(1);
    expect(text).not.toContain('no-such-endpoint-4711');
    // Process metrics come along.
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('times a server-rendered page as a page, and its render', { timeout: 60_000 }, async () => {
    await request(t.app).get('/').set('Host', SITE).expect(200);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'page', status: '200' })).toBe(1);
    expect(sample(text, 'ssr_render_duration_seconds_count')).toBe(1);
    expect(sample(text, 'ssr_render_duration_seconds_bucket', { le: '+Inf' })).toBe(1);
  });

  it('counts a chat message once, and shows its notification job waiting in the queue', async () => {
    const [from, to] = [await createMember(t.app, t.database.db, SITE), await createMember(t.app, t.database.db, SITE)];
    // Away with a device: the message queues a notify job for the push (without one, only its mail, due later).
    await t.database.db
      .insert(pushSubscriptions)
      .values({ tenantId: 'flirtlocal', userId: to.id, endpoint: 'https://127.0.0.1:9/push/metrics', p256dh: 'key', auth: 'auth' });
    const before = sample(await scrape(), 'chat_messages_sent_total') ?? 0;
    await sendMessage(t, SITE, from, to, 'Hello from the metrics test');
    const text = await scrape();
    expect(sample(text, 'chat_messages_sent_total')).toBe(before + 1);
    // The worker is not running in tests: the message's notify job is due and waits.
    expect(sample(text, 'job_queue_depth', { kind: 'notify' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'job_queue_oldest_age_seconds', { kind: 'notify' })).toBeGreaterThanOrEqual(0);
    await t.jobs.drain();
    expect(sample(await scrape(), 'job_queue_depth', { kind: 'notify' })).toBeUndefined();
  });

  it('counts payments by site and status', async () => {
    const member = await createMember(t.app, t.database.db, SITE, { country: 'NL' });
    const before = sample(await scrape(), 'payments', { tenant: 'flirtlocal', status: 'open' }) ?? 0;
    await api(t.app, SITE, member.cookie).post('/api/payment.php', { package: 'popular', paymentmethod: 'creditcard' }).expect(201);
    expect(sample(await scrape(), 'payments', { tenant: 'flirtlocal', status: 'open' })).toBe(before + 1);
  });

  it('reports the database pool and the live sockets', async () => {
    const text = await scrape();
    expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'live_sockets')).toBe(0);
  });

  it('serves no metrics on the app: a site, a bare address and an unknown host answer 404, the console its own shell', async () => {
    for (const host of [SITE, '127.0.0.1', 'unknown.example']) {
      const res = await request(t.app).get('/metrics').set('Host', host);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('http_request_duration_seconds');
    }
    const console = await request(t.app).get('/metrics').set('Host', 'operator.localhost');
    expect(console.headers['content-type']).toContain('text/html');
    expect(console.text).not.toContain('http_request_duration_seconds');
  });

  it('answers only GET /metrics on the metrics port', async () => {
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('has every metric the sample Grafana dashboard queries', async () => {
    const dashboard: unknown = JSON.parse(fs.readFileSync(path.join(ROOT, 'docs/grafana-dashboard.json'), 'utf8'));
    const names = queriedNames(dashboard);
    expect(names.size).toBeGreaterThan(10);
    const text = await scrape();
    const declared = new Set(
      [...text.matchAll(/^# TYPE (\S+) (\w+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name as string],
      ),
    );
    expect([...names].filter((name) => !declared.has(name))).toEqual([]);
  });
});
