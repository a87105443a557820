import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { listenLikeProduction } from '#tests/support/listening';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { createTranslator } from '#server/platform/i18n';

const HOST = 'flirtlocal.localhost';

/** Sends raw bytes and returns everything the server answered before it closed the connection. */
function exchange(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const end = received.indexOf('\r\n\r\n');
      resolve({ status: Number(received.slice(9, 12)), headers: received.slice(0, end), body: received.slice(end + 4) });
    });
  });
}

describe('the HTTP server before the app', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listenLikeProduction>>;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp(BACKENDS[0] as (typeof BACKENDS)[number]);
    server = await listenLikeProduction(t);
    port = server.port;
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('answers an oversized request head with a translated 431: JSON under /api, a page elsewhere', async () => {
    const query = 'q='.padEnd(20_000, 'x');
    const apiAnswer = await exchange(port, `GET /api/search.php?${query} HTTP/1.1\r\nHost: ${HOST}\r\nAccept-Language: de-DE,de;q=0.9\r\n\r\n`);
    expect(apiAnswer.status).toBe(431);
    expect(apiAnswer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(apiAnswer.body)).toEqual({ error: 'request_too_large', message: createTranslator().t('de')('errors.request_too_large') });

    const page = await exchange(port, `GET /search?${query} HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
    expect(page.status).toBe(431);
    expect(page.headers).toMatch(/content-type: text\/html/i);
    expect(page.body).toContain(createTranslator().t('en')('errors.request_too_large'));
  });

  it('answers a 431 under /api with JSON when the head arrives in pieces (Node keeps only the last one)', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', async () => {
        socket.write(`GET /api/search.php?q=1 HTTP/1.1\r\nHost: ${HOST}\r\n`);
        // Each header a packet of its own, until the head passes Node's 16 KB.
        for (let i = 0; i < 24 && socket.writable; i += 1) {
          await new Promise((written) => socket.write(`X-Pad-${i}: ${'y'.repeat(1000)}\r\n`, written));
          await new Promise((later) => setTimeout(later, 5));
        }
      });
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'request_too_large',
      message: createTranslator().t('en')('errors.request_too_large'),
    });
  });

  it('answers an API request Node cannot parse with JSON 400, anything else with a bare 400', async () => {
    const apiAnswer = await exchange(port, `GET /api/user.php HTTP/1.1\r\nHost: ${HOST}\r\nBad Header\r\n\r\n`);
    expect(apiAnswer.status).toBe(400);
    expect(JSON.parse(apiAnswer.body)).toEqual({ error: 'invalid_request', message: createTranslator().t('en')('errors.invalid_request') });
    expect((await exchange(port, `GET /members HTTP/1.1\r\nHost: ${HOST}\r\nBad Header\r\n\r\n`)).body).toBe('');
  });

  it('answers a request Node cannot parse with 400 and closes it', async () => {
    expect((await exchange(port, 'NOT HTTP AT ALL\r\n\r\n')).status).toBe(400);
  });

  it('refuses upgrades nobody takes, even to a target no URL can hold, and goes on serving', async () => {
    const upgrade = (target: string) => exchange(port, `GET ${target} HTTP/1.1\r\nHost: ${HOST}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`);
    expect((await upgrade('/somewhere')).status).toBe(404);
    expect((await upgrade('http://[')).status).toBe(404);
    expect((await exchange(port, `GET /healthz HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`)).status).toBe(200);
  });
});
