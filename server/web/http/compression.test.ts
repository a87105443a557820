import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { listenLikeProduction } from '#tests/support/listening';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const HOST = 'flirtlocal.localhost';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as they travel, not decoded: what a browser receives before it inflates them. */
function fetchRaw(port: number, path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { Host: HOST };
    if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding;
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** What goes over the wire is the same on every backend: one is enough. */
describe.each(BACKENDS.slice(0, 1))('compressed answers on $name', (backend) => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listenLikeProduction>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    server = await listenLikeProduction(t);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('streams a page as brotli to a browser that takes it, and as gzip to one that takes only gzip', async () => {
    const brotli = await fetchRaw(server.port, '/', 'gzip, deflate, br, zstd');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const page = zlib.brotliDecompressSync(brotli.body).toString('utf8');
    expect(page).toMatch(/^<!DOCTYPE html>/i);
    expect(page).toContain('</html>');
    expect(brotli.body.length).toBeLessThan(page.length / 2);

    const gzip = await fetchRaw(server.port, '/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString('utf8')).toContain('</html>');
  });

  it('sends the settings compressed once per answer (brotli, else gzip), and as they are to a client that asks for no encoding', async () => {
    const brotli = await fetchRaw(server.port, '/api/settings.php', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const settings = JSON.parse(zlib.brotliDecompressSync(brotli.body).toString('utf8')) as { name?: unknown };
    expect(settings).toHaveProperty('name', 'FlirtLocal');

    const gzip = await fetchRaw(server.port, '/api/settings.php', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString('utf8'))).toEqual(settings);

    const plain = await fetchRaw(server.port, '/api/settings.php');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(settings);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('compresses the other JSON answers as they are made', async () => {
    const compressed = await fetchRaw(server.port, '/api/interests.php', 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    const plain = await fetchRaw(server.port, '/api/interests.php');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(zlib.brotliDecompressSync(compressed.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });
});
