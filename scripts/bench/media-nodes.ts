import crypto from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { SESSION_COOKIE } from '#server/contract/cookies';
import type { BenchMember } from './chat-seed';

export interface SharedPhoto {
  /** The photo's address as node 1 handed it out (/media/<site>/<name>.webp). */
  url: string;
  /** What node 2 answered for it. */
  status: number;
  type: string;
  bytes: number;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with the site's Host (fetch may not set it). */
function send(port: number, options: http.RequestOptions, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, ...options }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Issue 27: a member uploads a photo through node 1 (as the profile page does, multipart), and
 * node 2, which never saw the upload and has its own DATA_DIR, serves it from the shared bucket.
 */
export async function photoAcrossNodes(first: number, second: number, host: string, member: BenchMember): Promise<SharedPhoto> {
  const picture = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#6040a0' } })
    .png()
    .toBuffer();
  const boundary = `bench-${crypto.randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { Host: host, Origin: `http://${host}`, Cookie: `${SESSION_COOKIE}=${member.token}`, 'X-Request-Type': 'client' };
  const uploaded = await send(
    first,
    {
      path: '/api/photos.php',
      method: 'POST',
      headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length },
    },
    body,
  );
  if (uploaded.status !== 201) throw new Error(`upload through node 1 answered ${uploaded.status}: ${uploaded.body.toString('utf8').slice(0, 200)}`);
  const { photo } = JSON.parse(uploaded.body.toString('utf8')) as { photo: { filename: string } };
  const served = await send(second, { path: photo.filename, method: 'GET', headers: { Host: host } });
  return { url: photo.filename, status: served.status, type: String(served.headers['content-type']), bytes: served.body.length };
}
