import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from '#server/web/ssr/static-files';
import { moveSourceMaps, precompress } from './precompress';

/** A client folder as `npm run build` leaves it, made small: a script, a stylesheet, their source maps. */
const SCRIPT = `export function greet(name) { return "Hello, " + name + "!"; }\n`.repeat(200);
const STYLESHEET = `.card { display: grid; gap: 16px; padding: 16px; border-radius: 8px; }\n`.repeat(100);
let dir: string;
let app: express.Express;

/** The size of a file the build wrote: the bytes on the wire when it is the one served. */
function size(file: string): string {
  return String(fs.statSync(path.join(dir, 'client/assets', file)).size);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  const client = path.join(dir, 'client');
  fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(client, 'assets/entry-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(client, 'assets/entry-abc123.js.map'), '{"version":3,"sources":["entry.tsx"]}');
  fs.writeFileSync(path.join(client, 'assets/entry-def456.css'), STYLESHEET);
  await moveSourceMaps(client, path.join(dir, 'sourcemaps'));
  await precompress(client);
  app = express().use(staticFiles(client));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the built client files', () => {
  it('come as brotli to a browser that accepts it, with the original type, Vary and a year of immutable caching', async () => {
    const res = await request(app).get('/assets/entry-abc123.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-length']).toBe(size('entry-abc123.js.br'));
    // supertest decodes the body as a browser does.
    expect(res.text).toBe(SCRIPT);
  });

  it('come as gzip to a browser without brotli', async () => {
    const res = await request(app).get('/assets/entry-def456.css').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['content-length']).toBe(size('entry-def456.css.gz'));
    expect(res.text).toBe(STYLESHEET);
  });

  it('come as they are to a client that asks for no encoding', async () => {
    for (const [file, text] of [
      ['/assets/entry-abc123.js', SCRIPT],
      ['/assets/entry-def456.css', STYLESHEET],
    ] as const) {
      const res = await request(app).get(file).set('Accept-Encoding', 'identity');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(text)));
      expect(res.text).toBe(text);
    }
  });

  it('never include a source map, whether left in the folder or asked for by name', async () => {
    expect(fs.existsSync(path.join(dir, 'sourcemaps/assets/entry-abc123.js.map'))).toBe(true);
    fs.writeFileSync(path.join(dir, 'client/assets/left-behind.js.map'), '{}');
    for (const file of ['/assets/entry-abc123.js.map', '/assets/left-behind.js.map']) {
      expect((await request(app).get(file).set('Accept-Encoding', 'br')).status).toBe(404);
    }
  });
});
