import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { freePort, startServer, type ServerProcess } from '#tests/support/server-process';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { openDatabase } from '#server/platform/db/client';
import { createLogger } from '#server/platform/logger';
import { connectRedis } from '#server/platform/redis';
import { createReadiness, healthRoutes } from './health';

const HOSTS = ['flirtlocal.localhost', 'operator.localhost', 'unknown.example', '127.0.0.1'];

describe.each(BACKENDS)('health probes on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz on a site, the console, an unknown host and a bare address', async () => {
    for (const host of HOSTS) {
      const health = await request(t.app).get('/healthz').set('Host', host).expect(200);
      expect(health.body).toEqual({ ok: true });
      const ready = await request(t.app).get('/readyz').set('Host', host).expect(200);
      expect(ready.body).toEqual({
        ok: true,
        checks: { database: 'ok', migrations: 'ok', ...(backend.redisUrl && { redis: 'ok' }) },
      });
      expect(ready.headers['cache-control']).toBe('no-store');
    }
  });

  it('does not time the probes as requests', async () => {
    await request(t.app)
      .get('/healthz')
      .set('Host', HOSTS[0] as string)
      .expect(200);
    expect(await t.metrics.registry.metrics()).not.toMatch(/route="other",method="GET",status="200"/);
  });
});

describe('readiness without its backends', () => {
  it('answers 503 with Retry-After and names the database and its migrations when none answers, Redis as degraded', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const database = await openDatabase({ url: 'postgresql://postgres@127.0.0.1:1/nothing' });
    const redis = connectRedis('redis://127.0.0.1:1');
    redis.on('error', () => undefined);
    const app = express().use(healthRoutes(createReadiness({ database, redis, logger: createLogger('silent') })));
    try {
      const res = await request(app).get('/readyz').expect(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({
        ok: false,
        checks: { database: 'unreachable', migrations: 'unreachable', redis: 'unreachable' },
        degraded: ['redis'],
        failed: ['database', 'migrations'],
      });
      // The process itself lives.
      await request(app).get('/healthz').expect(200);
    } finally {
      redis.disconnect();
      await database.close();
    }
  });

  it('keeps a node without Redis in rotation: 200, degraded', async () => {
    const t = await createTestApp({ name: 'pglite+memory' });
    const redis = connectRedis('redis://127.0.0.1:1');
    redis.on('error', () => undefined);
    try {
      const app = express().use(healthRoutes(createReadiness({ database: t.database, redis, logger: createLogger('silent') })));
      const res = await request(app).get('/readyz').expect(200);
      expect(res.body).toEqual({ ok: true, checks: { database: 'ok', migrations: 'ok', redis: 'unreachable' }, degraded: ['redis'] });
    } finally {
      redis.disconnect();
      await t.close();
    }
  });

  it('answers 503 once the database is closed', async () => {
    const t = await createTestApp({ name: 'pglite+memory' });
    await request(t.app).get('/readyz').set('Host', 'flirtlocal.localhost').expect(200);
    await t.database.close();
    const res = await request(t.app).get('/readyz').set('Host', 'flirtlocal.localhost').expect(503);
    expect(res.body.failed).toEqual(['database', 'migrations']);
  });
});

describe('the server process', () => {
  let server: ServerProcess;
  let port: number;
  let metricsPort: number;
  let dataDir: string;

  beforeAll(async () => {
    [port, metricsPort] = [await freePort(), await freePort()];
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-'));
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_SITES: '0', METRICS_PORT: String(metricsPort) }, port);
  }, 120_000);

  afterAll(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (path: string, host: string, at = port) => fetch(`http://127.0.0.1:${at}${path}`, { headers: { Host: host } });

  it('leaves the probes out of the request log, which has the other requests', async () => {
    for (const host of HOSTS) {
      expect((await get('/healthz', host)).status).toBe(200);
      expect((await get('/readyz', host)).status).toBe(200);
    }
    expect((await get('/api/settings.php?from-health-test', 'flirtlocal.localhost')).status).toBe(200);
    await expect.poll(() => server.output()).toContain('/api/settings.php?from-health-test');
    const urls = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"request completed"'))
      .map((line) => (JSON.parse(line) as { req: { url: string } }).req.url);
    expect(urls).toContain('/api/settings.php?from-health-test');
    expect(urls.filter((url) => url.startsWith('/healthz') || url.startsWith('/readyz'))).toEqual([]);
  });

  it('serves the metrics on METRICS_PORT, loopback only, and not on the app port', async () => {
    const scrape = await get('/metrics', `127.0.0.1:${metricsPort}`, metricsPort);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{.*route="\/api\/settings.php".*\} \d+$/m);
    const onApp = await get('/metrics', 'flirtlocal.localhost');
    expect(onApp.status).toBe(404);
    expect(await onApp.text()).not.toContain('http_request_duration_seconds');
  });
});
