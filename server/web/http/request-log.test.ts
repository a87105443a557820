import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestLog } from './request-log';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  tenant?: string;
  req?: { method: string; url: string; host: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/** An app with the request log in front, on a logger whose lines the test reads. */
function loggedApp(level: string) {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString('utf8')
          .trim()
          .split('\n')
          .map((text) => JSON.parse(text) as Line),
      );
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level }, sink)));
  app.use((_req, res, next) => {
    res.locals.ctx = { site: { tenant: { id: 'flirtlocal' } } } as typeof res.locals.ctx;
    next();
  });
  app.get('/fails', (req, res) => {
    req.log.error('something broke');
    res.status(500).end();
  });
  app.get('/{*rest}', (_req, res) => {
    res.status(404).end();
  });
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per request with its id, tenant, status and time, and lines logged during it carry the same id', async () => {
    const { app, lines } = loggedApp('info');
    await request(app).get('/fails').set('Host', 'flirtlocal.localhost').set('X-Request-Id', 'from-the-proxy-1').expect(500);
    const own = lines.find((line) => line.msg === 'something broke');
    expect(own).toMatchObject({ reqId: 'from-the-proxy-1', tenant: 'flirtlocal' });
    const closing = lines.find((line) => line.msg === 'request completed');
    expect(closing).toMatchObject({
      level: 50,
      reqId: 'from-the-proxy-1',
      tenant: 'flirtlocal',
      req: { method: 'GET', url: '/fails' },
      res: { statusCode: 500 },
    });
    expect(closing?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('gives a request without a sane id its own, and never logs a one-tap token whole', async () => {
    const { app, lines } = loggedApp('info');
    const token = 'AbCdEf' + 'x'.repeat(37);
    await request(app).get(`/${token}`).set('X-Request-Id', 'bad id!').expect(404);
    const [line] = lines;
    expect(line).toMatchObject({ level: 40, req: { url: '/AbCdEf…' }, res: { statusCode: 404 } });
    expect(line?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('writes nothing for a level that is off', async () => {
    const { app, lines } = loggedApp('error');
    await request(app).get('/somewhere').expect(404);
    expect(lines).toEqual([]);
  });
});
